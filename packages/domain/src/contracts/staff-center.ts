// The centre settings of the staff console (issue 13, Deliver 2; centre.edit): contact, treasurer e-mail, gateway
// URLs, time zone, date format, the refund and subscription switches and the dark variant. Stored in the centre's
// contact and meta (the catalogue's CenterContact and CenterMeta); other meta keys are kept as they are.
import * as z from 'zod/mini';
import { MAX_REMINDER_HOURS } from '../booking-calendar';
import { Center } from '../catalogue';
import { CatalogueTexts } from '../catalogue-texts';
import { MAX_WAITING_LIST_HOLD_HOURS } from '../waiting-list';
import { Id } from './common';

export const CENTER_DATE_FORMATS = ['dd-MM-yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'dd/MM/yyyy'] as const;

/** Whether the runtime knows the IANA time zone ('America/Chicago'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

const email = (what: string) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(254, `${what}: at most 254 characters`)),
    z.union([z.literal(''), z.email(`${what}: enter a valid e-mail address`)]),
  );
const gatewayUrl = (what: string) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(500, `${what}: at most 500 characters`)),
    z.url({ protocol: /^https?$/, error: `${what}: enter an http(s) address` }),
  );

const HOLD_HOURS_MESSAGE = `Waiting-list offer: whole hours from 1 to ${MAX_WAITING_LIST_HOLD_HOURS}`;
const REMINDER_HOURS_MESSAGE = `Reminder: whole hours from 0 (no reminders) to ${MAX_REMINDER_HOURS}`;

export const CENTER_DESCRIPTION_MAX = 2000;

export const CenterSettingsForm = z.object({
  /** The centre's description in English, shown on its card (required when sent; left as it is when not sent). */
  description: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Description: enter the English text'),
        z.maxLength(CENTER_DESCRIPTION_MAX, `Description: at most ${CENTER_DESCRIPTION_MAX} characters`),
      ),
  ),
  /**
   * The description in the other languages (issue 28), each optional: a language without one shows English. Only
   * descriptions are kept (a centre's name is its own in every language); left as they are when not sent.
   */
  texts: z.optional(CatalogueTexts),
  contact: z.object({
    address: z.string().check(z.trim(), z.maxLength(300, 'Address: at most 300 characters')),
    email: email('Contact e-mail'),
    phone: z.string().check(z.trim(), z.maxLength(40, 'Phone: at most 40 characters')),
  }),
  treasurerEmail: email('Treasurer e-mail'),
  /** Who hears a devotee's grievance about their data (issue 30): shown on the Dashboard and in the footer. */
  grievanceContact: z.optional(
    z.string().check(z.trim(), z.maxLength(200, 'Grievance contact: at most 200 characters')),
  ),
  timezone: z
    .string()
    .check(z.trim(), z.refine(isTimeZone, 'Time zone: enter a zone such as America/Chicago or Asia/Kolkata')),
  dateFormat: z.enum(CENTER_DATE_FORMATS, { error: 'Choose a date format' }),
  gpmsRequestURL: gatewayUrl('Payment gateway URL'),
  gpmsSubscriptionRequestURL: gatewayUrl('Subscription gateway URL'),
  refundOnCancel: z.boolean(),
  showSubscriptions: z.boolean(),
  theme: z.enum(['light', 'dark'], { error: 'Choose light or dark' }),
  /** Pre-debit notices outside India, as a courtesy (always sent at Indian centres). Left as it is when not sent. */
  preDebitNotices: z.optional(z.boolean()),
  /** Hours before a ritual that its reminder mail goes out; 0 = none. Left as it is when not sent. */
  reminderHours: z.optional(
    z
      .int({ error: REMINDER_HOURS_MESSAGE })
      .check(z.minimum(0, REMINDER_HOURS_MESSAGE), z.maximum(MAX_REMINDER_HOURS, REMINDER_HOURS_MESSAGE)),
  ),
  /** Hours a waiting-list offer holds its places; left as it is when not sent. */
  waitingListHoldHours: z.optional(
    z
      .int({ error: HOLD_HOURS_MESSAGE })
      .check(z.minimum(1, HOLD_HOURS_MESSAGE), z.maximum(MAX_WAITING_LIST_HOLD_HOURS, HOLD_HOURS_MESSAGE)),
  ),
});
export type CenterSettingsForm = z.output<typeof CenterSettingsForm>;

/** `GET /staff/centre?center=`: the centre as it stands. */
export const StaffCenterQuery = z.object({ center: Id });
/** `POST /staff/centre`: the settings as they should stand. */
export const SaveCenterBody = z.extend(CenterSettingsForm, { center: Id });
export type SaveCenterBody = z.output<typeof SaveCenterBody>;
export const StaffCenterAnswer = z.object({ center: Center });
export type StaffCenterAnswer = z.infer<typeof StaffCenterAnswer>;
