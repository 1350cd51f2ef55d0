// POST /staff/schedule/rules/remove: a rule stops generating slots; the slots it opened stay (they may hold bookings;
// close them to stop bookings).
import type { RemoveScheduleRuleBody } from '@sannidhi/domain/contracts/staff-schedule';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import { deleteScheduleRule } from '../../repositories/schedule-rules';
import type { AuthContext } from '../../types';
import { requireStaffAction } from '../roles/authorize';

export async function removeScheduleRule(
  pool: pg.Pool,
  auth: AuthContext,
  body: RemoveScheduleRuleBody,
  ctx: { requestId: string },
): Promise<{ removed: string }> {
  await requireStaffAction(pool, auth, 'schedule.edit', body.center);
  return withTransaction(pool, async (client) => {
    const rule = await deleteScheduleRule(client, body.center, body.rule);
    if (!rule) throw notFound('No such rule at this centre. Please reload the schedule.');
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'schedule.rule.remove',
      entity: 'product',
      entityId: rule.product_id,
      data: {
        centerId: body.center,
        ruleId: rule.id,
        rule: rule.rule,
        times: rule.times,
        capacity: rule.capacity,
      },
      requestId: ctx.requestId,
    });
    return { removed: rule.id };
  });
}
