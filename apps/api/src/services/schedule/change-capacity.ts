// POST /staff/schedule/capacity: a slot's capacity (or an INVENTORY option's places on it), never below what is
// booked. The change is one conditional UPDATE taking the row lock that a booking's take_places takes, so a booking
// racing the change either lands first (and the lower capacity is refused if it no longer fits) or waits and sees the
// new capacity: never oversold (apps/api/test/staff-schedule-race.test.ts, with its negative control).
import type { SlotCapacityAnswer, SlotCapacityBody } from '@sannidhi/domain/contracts/staff-schedule';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { slotsChanged } from '../../lib/slot-changes';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import { findSlotsAtCenter, setInventoryCapacity, setSlotCapacity } from '../../repositories/slots-schedule';
import type { AuthContext } from '../../types';
import { staffCenter } from '../centers/staff-center';

/** Sets a slot's capacity unless more is booked: the repository's guarded UPDATE (a test passes another). */
export type SetCapacity = typeof setSlotCapacity;

const tooFew = (booked: number, what: string) =>
  conflict(
    `${booked} ${booked === 1 ? 'place is' : 'places are'} booked on ${what}, so it cannot take fewer. ` +
      `Set ${booked} or more, or close the slot and put its bookings on hold first.`,
  );

export async function changeSlotCapacity(
  pool: pg.Pool,
  auth: AuthContext,
  body: SlotCapacityBody,
  ctx: { requestId: string },
  setCapacity: SetCapacity = setSlotCapacity,
): Promise<SlotCapacityAnswer> {
  const center = await staffCenter(pool, auth, 'schedule.edit', body.center);
  const answer = await withTransaction(pool, async (client) => {
    const [slot] = await findSlotsAtCenter(client, center.id, { slot: body.slot }, center.timezone, false);
    if (!slot) throw notFound('No such slot at this centre. Please reload the schedule.');
    let booked: number;
    if (body.variant) {
      const result = await setInventoryCapacity(client, slot.id, body.variant, body.capacity);
      if (!result) throw badRequest(`variant: this slot has no places of its own for option ${body.variant}`);
      if (!result.changed) throw tooFew(result.booked, 'this option of the slot');
      booked = result.booked;
    } else {
      const result = await setCapacity(client, slot.id, body.capacity);
      if (!result.changed) throw tooFew(result.booked, 'this slot');
      booked = result.booked;
    }
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'schedule.capacity',
      entity: 'slot',
      entityId: slot.id,
      data: {
        centerId: center.id,
        productId: slot.product_id,
        variantId: body.variant ?? null,
        from: body.variant ? null : slot.capacity,
        to: body.capacity,
        booked,
      },
      requestId: ctx.requestId,
    });
    return { slotId: slot.id, capacity: body.capacity, booked };
  });
  // Committed: the slot reads show its new places at once, here and in the other api processes.
  slotsChanged();
  return answer;
}
