// The one-tap link of a pre-debit notice (issue 29, Deliver 4): `GET /subscription/notice/:token` tells what the
// notice announced and what the link can still do; `POST` with `{ action }` skips that month or pauses the
// subscription. No sign-in: the link's random token is the key (only its hash is stored).
import * as z from 'zod/mini';

export const NoticeToken = z.object({
  token: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid: open it again from the e-mail')),
});

export const NoticeActionBody = z.object({
  action: z.enum(['skip', 'pause'], { error: 'action must be skip or pause' }),
});
export type NoticeAction = z.infer<typeof NoticeActionBody>['action'];

export const NoticeLinkAnswer = z.object({
  ritual: z.string(),
  centerName: z.string(),
  /** Minor units. */
  amount: z.number(),
  currency: z.string(),
  /** The month announced (its sequence) and the term. */
  month: z.number(),
  termMonths: z.number(),
  /** The announced charge's date in the centre's format ("dd-mm-yyyy" …), and the next charge after a skip. */
  chargeDate: z.string(),
  state: z.enum(['due', 'skipped', 'paused', 'charged', 'closed']),
});
export type NoticeLinkAnswer = z.infer<typeof NoticeLinkAnswer>;
