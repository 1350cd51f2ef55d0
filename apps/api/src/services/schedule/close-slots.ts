// Closing a date (every slot of a ritual on it) or a single slot: GET /staff/schedule/bookings lists the bookings it
// would touch; POST /staff/schedule/close makes the slots unbookable (try_take_places refuses a closed slot under the
// same row lock) and, with `hold`, puts every paid booking on them on hold with the devotee's own hold
// (my-orders/hold-order.ts: places given back, audited, the devotee mailed through the outbox), in one transaction.
// POST /staff/schedule/reopen makes them bookable again.
import type {
  CloseSlotsAnswer,
  CloseSlotsBody,
  ReopenSlotsAnswer,
  ReopenSlotsBody,
  ScheduleBookings,
  ScheduleBookingsQuery,
} from '@sannidhi/domain/contracts/staff-schedule';
import type { OrderStatus } from '@sannidhi/domain/enums';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { formatSlotTime } from '@sannidhi/domain/time';
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import { slotsChanged } from '../../lib/slot-changes';
import { withTransaction } from '../../db/with-transaction';
import { badRequest, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import {
  closeSlots,
  findSlotsAtCenter,
  listSlotBookings,
  reopenSlots,
  type SlotAtCenterRow,
} from '../../repositories/slots-schedule';
import type { AuthContext } from '../../types';
import { holdInTransaction } from '../my-orders/hold-order';
import { scheduleRitual } from './schedule-center';
import { staffCenter, type StaffCenter } from '../centers/staff-center';

type Target = { slot?: string; product?: string; date?: string };

/** The target's slots at the centre: one slot, or a ritual's slots on a date. */
async function targetSlots(
  db: Queryable,
  center: StaffCenter,
  target: Target,
  lock: boolean,
): Promise<SlotAtCenterRow[]> {
  if (!target.slot && !(target.product && target.date)) {
    throw badRequest('slot: choose a slot, or a ritual and a date');
  }
  if (!target.slot) await scheduleRitual(db, center.id, target.product!);
  const slots = await findSlotsAtCenter(db, center.id, target, center.timezone, lock);
  if (!slots.length) {
    throw notFound(
      target.slot
        ? 'No such slot at this centre. Please reload the schedule.'
        : `No slots of this ritual on ${target.date}.`,
    );
  }
  return slots;
}

export async function listScheduleBookings(
  pool: pg.Pool,
  auth: AuthContext,
  query: ScheduleBookingsQuery,
): Promise<ScheduleBookings> {
  const center = await staffCenter(pool, auth, 'schedule.edit', query.center);
  const slots = await targetSlots(pool, center, query, false);
  const rows = await listSlotBookings(
    pool,
    slots.map((s) => s.id),
  );
  return {
    bookings: rows.map((r) => ({
      orderId: r.id,
      reference: displayBookingReference(r.booking_id),
      // An erased devotee's name and address are the placeholder's: the screen says "Erased devotee" instead.
      devoteeName: r.devotee_erased ? '' : r.devotee_name,
      email: r.devotee_erased ? '' : r.email,
      devoteeErased: r.devotee_erased,
      slotId: r.slot_id,
      time: formatSlotTime(r.slot_start, center.timezone),
      places: r.places,
      status: r.status as OrderStatus,
      paid: r.paid,
    })),
  };
}

export async function closeScheduleSlots(
  pool: pg.Pool,
  auth: AuthContext,
  body: CloseSlotsBody,
  ctx: { requestId: string; now?: Date },
): Promise<CloseSlotsAnswer> {
  const center = await staffCenter(pool, auth, 'schedule.edit', body.center);
  const answer = await withTransaction(pool, async (client) => {
    // Locked first: a booking waiting to take places on them sees them closed once this commits.
    const slots = await targetSlots(client, center, body, true);
    const ids = slots.map((s) => s.id);
    const closed = await closeSlots(client, ids, auth.userId);
    const held: string[] = [];
    if (body.hold) {
      const bookings = (await listSlotBookings(client, ids)).filter((b) => b.paid);
      for (const booking of bookings) {
        if (held.includes(booking.id)) continue; // held with its sister orders
        const answer = await holdInTransaction(client, booking, {
          actorId: auth.userId,
          requestId: ctx.requestId,
          now: ctx.now ?? new Date(),
          byTemple: { reason: body.reason },
        });
        held.push(...answer.orderIds);
      }
    }
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'schedule.close',
      entity: 'slot',
      entityId: ids.length === 1 ? ids[0] : null,
      data: {
        centerId: center.id,
        slotIds: ids,
        closedNow: closed,
        hold: body.hold,
        held,
        reason: body.reason,
        ...(body.slot ? {} : { productId: body.product, date: body.date }),
      },
      requestId: ctx.requestId,
    });
    return { closed: ids.length, held };
  });
  // Committed: the closed slots are no longer offered, and the held bookings' places went back to their slots.
  slotsChanged();
  return answer;
}

export async function reopenScheduleSlots(
  pool: pg.Pool,
  auth: AuthContext,
  body: ReopenSlotsBody,
  ctx: { requestId: string },
): Promise<ReopenSlotsAnswer> {
  const center = await staffCenter(pool, auth, 'schedule.edit', body.center);
  const answer = await withTransaction(pool, async (client) => {
    const slots = await targetSlots(client, center, body, true);
    const reopened = await reopenSlots(
      client,
      slots.map((s) => s.id),
    );
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'schedule.reopen',
      entity: 'slot',
      entityId: slots.length === 1 ? slots[0]!.id : null,
      data: { centerId: center.id, slotIds: reopened },
      requestId: ctx.requestId,
    });
    return { reopened: reopened.length };
  });
  // Committed: the reopened slots are offered again at once.
  slotsChanged();
  return answer;
}
