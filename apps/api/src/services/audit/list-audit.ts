// GET /staff/audit: a centre's audit log for its centre admin (audit.view at that centre only), filtered by entity,
// actor (e-mail, name or id, any part) and local dates, newest first, a page at a time.
import { AUDIT_PAGE_SIZE } from '@sannidhi/domain/constants';
import type { AuditPage, AuditQuery } from '@sannidhi/domain/contracts/staff-audit';
import { pageFields, pageWindow } from '@sannidhi/domain/paging';
import type pg from 'pg';
import type { z } from 'zod';
import { listAuditEntities, listAuditOfCenter } from '../../repositories/audit';
import type { AuthContext } from '../../types';
import { staffCenter } from '../centers/staff-center';

export async function listCenterAudit(
  pool: pg.Pool,
  auth: AuthContext,
  q: z.output<typeof AuditQuery>,
): Promise<AuditPage> {
  const center = await staffCenter(pool, auth, 'audit.view', q.center);
  const [{ rows, total }, entities] = await Promise.all([
    listAuditOfCenter(pool, {
      centerId: center.id,
      timezone: center.timezone,
      entity: q.entity || undefined,
      actor: q.actor || undefined,
      from: q.from,
      to: q.to,
      ...pageWindow(q.page, AUDIT_PAGE_SIZE),
    }),
    listAuditEntities(pool, center.id),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: r.created_at.toISOString(),
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      // An erased actor is the placeholder: the screen says "Erased devotee" in its language instead.
      actor: r.actor_erased ? null : r.actor,
      actorErased: r.actor_erased,
      data: r.data,
    })),
    ...pageFields(q.page, AUDIT_PAGE_SIZE, total),
    entities,
    timezone: center.timezone,
    currency: center.currency,
  };
}
