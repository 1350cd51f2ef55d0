import * as z from 'zod/mini';
import { Id } from './common';

const IsoDate = z.iso.date('date: use yyyy-mm-dd');

/** `GET /staff/audit`: the centre's audit log, newest first, a page at a time; dates in the centre's zone. */
export const AuditQuery = z
  .object({
    center: Id,
    entity: z.optional(z.string().check(z.trim(), z.maxLength(60, 'entity: at most 60 characters'))),
    /** The actor's e-mail or name, or part of it. */
    actor: z.optional(z.string().check(z.trim(), z.maxLength(100, 'actor: at most 100 characters'))),
    from: z.optional(IsoDate),
    to: z.optional(IsoDate),
    page: z._default(
      z.coerce.number().check(z.int('page: a whole number'), z.gte(1, 'page: from 1'), z.lte(10_000)),
      1,
    ),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'to: must not be before from',
      path: ['to'],
    }),
  );
/** What a caller sends (the page as a number). */
export type AuditQuery = Omit<z.input<typeof AuditQuery>, 'page'> & { page?: number };

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  /** Who did it: a name and e-mail, or null for the system (a gateway notification, a job). */
  actor: z.nullable(z.string()),
  /** The actor erased their account (issue 30): no actor; the screen says "Erased devotee" in its language. */
  actorErased: z.boolean(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  rows: z.array(AuditEntry),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** The entities of the centre's log, for the filter. */
  entities: z.array(z.string()),
  timezone: z.string(),
  /** The centre's currency, for the amounts of the entries. */
  currency: z.string(),
});
export type AuditPage = z.infer<typeof AuditPage>;
