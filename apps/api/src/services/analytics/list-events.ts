// GET /analytics/events: the stored events, to CENTER_ADMIN and ROLE_ADMINISTRATOR only.
import type { z } from 'zod';
import type { AnalyticsEventAnswer } from '@sannidhi/domain/contracts/analytics';
import { forbidden } from '../../errors';
import { listAnalyticsEvents } from '../../repositories/analytics-events';
import { hasRole } from '../../repositories/roles';
import type { AppDeps, AuthContext } from '../../types';

export async function listEvents(
  deps: Pick<AppDeps, 'pool' | 'db'>,
  auth: AuthContext,
  query: { name?: string; limit: number },
): Promise<z.infer<typeof AnalyticsEventAnswer>[]> {
  const isAdmin =
    (await hasRole(deps.pool, auth.userId, 'CENTER_ADMIN')) ||
    (await hasRole(deps.pool, auth.userId, 'ROLE_ADMINISTRATOR'));
  if (!isAdmin) throw forbidden('Only administrators can list analytics events');
  const rows = await listAnalyticsEvents(deps.db, query);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    userId: r.userId,
    centerId: r.centerId,
    properties: r.properties,
    createdAt: r.createdAt.toISOString(),
  }));
}
