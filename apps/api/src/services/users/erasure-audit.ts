// The audit entries of a deletion (issue 30): request, cancellation, refusal and completion, keyed by the request's own
// id, with no actor and nothing about the person. Each is placed under every centre the person had to do with
// (repositories/devotee-erasure.ts listCentersOfPerson), so that each of those centres' staff see it on their Audit
// page; a person who never had to do with a centre gets one entry under none (docs/decisions.md, "Data rights").
import type { Queryable } from '../../db/client';
import { writeAudit } from '../../repositories/audit';

export type ErasureAction = 'erasure.request' | 'erasure.cancel' | 'erasure.refuse' | 'erasure.complete';

/** `centers`: listCentersOfPerson's answer, read before the erasure moves the person's rows away. */
export async function writeErasureAudit(
  db: Queryable,
  centers: readonly string[],
  entry: { action: ErasureAction; erasureId: string; data?: Record<string, unknown>; requestId?: string },
): Promise<void> {
  for (const centerId of centers.length > 0 ? centers : [null]) {
    await writeAudit(db, {
      actorId: null,
      action: entry.action,
      entity: 'erasure',
      entityId: entry.erasureId,
      data: { ...entry.data, ...(centerId ? { centerId } : {}) },
      ...(entry.requestId ? { requestId: entry.requestId } : {}),
    });
  }
}
