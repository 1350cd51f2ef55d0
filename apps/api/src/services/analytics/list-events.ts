// GET /analytics/events: the stored events of the centres whose analytics the caller may see (staff action
// 'analytics.view': a CENTER_ADMIN their own centres, a ROLE_ADMINISTRATOR every centre and the events without one).
import type { z } from 'zod';
import type { AnalyticsEventAnswer } from '@sannidhi/domain/contracts/analytics';
import { forbidden } from '../../errors';
import { listAnalyticsEvents } from '../../repositories/analytics-events';
import type { AppDeps, AuthContext } from '../../types';
import { centersAllowing } from '../roles/authorize';

export async function listEvents(
  deps: Pick<AppDeps, 'pool' | 'db'>,
  auth: AuthContext,
  query: { name?: string; center?: string; limit: number },
): Promise<z.infer<typeof AnalyticsEventAnswer>[]> {
  const allowed = await centersAllowing(deps.pool, auth, 'analytics.view');
  if (allowed !== 'every' && allowed.length === 0) {
    throw forbidden('Only administrators can list analytics events');
  }
  if (query.center !== undefined && allowed !== 'every' && !allowed.includes(query.center)) {
    throw forbidden('Only administrators of this centre can list its analytics events');
  }
  const centerIds = query.center !== undefined ? [query.center] : allowed;
  const rows = await listAnalyticsEvents(deps.db, { name: query.name, centerIds, limit: query.limit });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    userId: r.userId,
    centerId: r.centerId,
    properties: r.properties,
    createdAt: r.createdAt.toISOString(),
  }));
}
