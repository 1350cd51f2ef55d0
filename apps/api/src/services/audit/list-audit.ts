// GET /staff/audit: a centre's audit log for its centre admin (audit.view at that centre only), filtered by entity,
// actor (e-mail, name or id, any part) and local dates, newest first, a page at a time.
import { AUDIT_PAGE_SIZE } from '@sannidhi/domain/constants';
import type { AuditPage, AuditQuery } from '@sannidhi/domain/contracts/staff-audit';
import type pg from 'pg';
import type { z } from 'zod';
import { listAuditEntities, listAuditOfCenter } from '../../repositories/audit';
import type { AuthContext } from '../../types';
import { accountsCenter } from '../accounts/accounts-center';
import { requireStaffAction } from '../roles/authorize';

export async function listCenterAudit(
  pool: pg.Pool,
  auth: AuthContext,
  q: z.output<typeof AuditQuery>,
): Promise<AuditPage> {
  await requireStaffAction(pool, auth, 'audit.view', q.center);
  const center = await accountsCenter(pool, q.center);
  const [{ rows, total }, entities] = await Promise.all([
    listAuditOfCenter(pool, {
      centerId: center.id,
      timezone: center.timezone,
      entity: q.entity || undefined,
      actor: q.actor || undefined,
      from: q.from,
      to: q.to,
      limit: AUDIT_PAGE_SIZE,
      offset: (q.page - 1) * AUDIT_PAGE_SIZE,
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
      actor: r.actor,
      data: r.data,
    })),
    total,
    page: q.page,
    pageSize: AUDIT_PAGE_SIZE,
    entities,
    timezone: center.timezone,
    currency: center.currency,
  };
}
