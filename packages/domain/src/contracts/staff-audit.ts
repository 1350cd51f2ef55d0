import { z } from 'zod';
import { Id } from './common';

const IsoDate = z.iso.date('date: use yyyy-mm-dd');

/** `GET /staff/audit`: the centre's audit log, newest first, a page at a time; dates in the centre's zone. */
export const AuditQuery = z
  .object({
    center: Id,
    entity: z.string().trim().max(60, 'entity: at most 60 characters').optional(),
    /** The actor's e-mail or name, or part of it. */
    actor: z.string().trim().max(100, 'actor: at most 100 characters').optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    page: z.coerce.number().int('page: a whole number').min(1, 'page: from 1').max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'to: must not be before from',
    path: ['to'],
  });
/** What a caller sends (the page as a number). */
export type AuditQuery = Omit<z.input<typeof AuditQuery>, 'page'> & { page?: number };

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Who did it: a name and e-mail, or null for the system (a gateway notification, a job). */
  actor: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  rows: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The entities of the centre's log, for the filter. */
  entities: z.array(z.string()),
  timezone: z.string(),
});
export type AuditPage = z.infer<typeof AuditPage>;
