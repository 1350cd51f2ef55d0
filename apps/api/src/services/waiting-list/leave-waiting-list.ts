// DELETE /waiting-list/:id: the devotee leaves a waiting list. An offer left gives its held places back in the same
// transaction; the offer job then offers them to the next in line. Another devotee's entry is not found.
import { withTransaction } from '../../db/with-transaction';
import { notFound } from '../../errors';
import { slotsChanged } from '../../lib/slot-changes';
import { writeAudit } from '../../repositories/audit';
import { releaseSlot } from '../../repositories/capacity';
import { leaveWaitingList } from '../../repositories/waiting-list-entries';
import type { AppDeps, AuthContext } from '../../types';

export async function leaveWaitingListEntry(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  id: string,
  ctx: { requestId: string; now?: Date },
): Promise<{ left: string }> {
  const now = ctx.now ?? new Date();
  const left = await withTransaction(deps.pool, async (client) => {
    const was = await leaveWaitingList(client, id, auth.userId, now);
    if (!was) return null;
    if (was.was === 'OFFERED') await releaseSlot(client, was.slot_id, was.places);
    await writeAudit(client, {
      actorId: auth.userId,
      action: was.was === 'OFFERED' ? 'waiting-list.offer-declined' : 'waiting-list.leave',
      entity: 'waiting-list-entry',
      entityId: id,
      data: { slotId: was.slot_id, places: was.places },
      requestId: ctx.requestId,
    });
    return was;
  });
  if (!left) throw notFound('Waiting-list entry not found');
  if (left.was === 'OFFERED') slotsChanged();
  return { left: id };
}
