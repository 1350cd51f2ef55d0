// POST /waiting-list: a signed-in devotee waits for places on a full slot (issue 29, Deliver 3). Only a slot not yet
// begun, open, and without the places wanted free (domain waiting-list.ts joinRefusal); one live entry per devotee
// and slot. The entry is the caller's own: nobody joins for someone else.
import type { JoinWaitingListBody, WaitingListEntry } from '@sannidhi/domain/contracts/waiting-list';
import { joinRefusal } from '@sannidhi/domain/waiting-list';
import { withTransaction } from '../../db/with-transaction';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import {
  findMyWaitingListEntry,
  findSlotForWaiting,
  insertWaitingListEntry,
} from '../../repositories/waiting-list-entries';
import type { AppDeps, AuthContext } from '../../types';
import { presentWaitingListEntry } from './present-entry';

const REFUSALS = {
  'slot-started': 'This ritual has already begun; its waiting list is closed',
  'slot-closed': 'This slot is closed; it has no waiting list',
  'places-free': 'These places are free: please book them instead of waiting',
} as const;

export async function joinWaitingList(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  body: JoinWaitingListBody,
  ctx: { requestId: string; now?: Date },
): Promise<WaitingListEntry> {
  const now = ctx.now ?? new Date();
  const slot = await findSlotForWaiting(deps.pool, body.slotId);
  if (!slot || slot.subscription) throw notFound('Slot not found');
  const refusal = joinRefusal(
    { startTime: slot.start_time, closed: slot.closed, capacity: slot.capacity, booked: slot.booked },
    body.places,
    now,
  );
  if (refusal) throw conflict(REFUSALS[refusal]);
  const id = await withTransaction(deps.pool, async (client) => {
    const entryId = await insertWaitingListEntry(client, {
      slotId: slot.id,
      userId: auth.userId,
      places: body.places,
      now,
    });
    if (!entryId) return null;
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'waiting-list.join',
      entity: 'waiting-list-entry',
      entityId: entryId,
      data: { slotId: slot.id, places: body.places },
      requestId: ctx.requestId,
    });
    return entryId;
  });
  if (!id) throw conflict('You are already on the waiting list for this slot');
  const entry = await findMyWaitingListEntry(deps.pool, id, auth.userId);
  if (!entry) throw notFound('Waiting-list entry not found');
  return presentWaitingListEntry(entry);
}
