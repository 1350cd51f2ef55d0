// POST /staff/check-in and /staff/check-in/undo: a ritual assistant marks a booking of the day COMPLETED or NO_SHOW
// by the reference the devotee shows (typed or scanned), and may take a mark back with a reason. A retried identical
// check-in (same person, same outcome) answers the same and writes nothing; any other second check-in is refused
// with when and by whom. Every change is audited; the devotee sees the status in My Rituals.
import type { CheckInAnswer, CheckInBody, UndoCheckInBody } from '@sannidhi/domain/contracts/staff-day';
import {
  CHECK_IN_OUTCOME_LABELS,
  checkInRefusal,
  checkInTooEarly,
  isoDateIn,
  normaliseBookingReference,
  type CheckInOutcome,
} from '@sannidhi/domain/day-list';
import type { OrderStatus } from '@sannidhi/domain/enums';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import {
  clearCheckIn,
  findOrderByReference,
  markCheckIn,
  type CheckInOrderRow,
} from '../../repositories/orders-check-in';
import { userName } from '../../repositories/users';
import type { AuthContext } from '../../types';
import { staffCenter, type StaffCenter } from '../centers/staff-center';

interface Ctx {
  requestId: string;
}

/** The centre's clock: a slot's time and date as its staff read them. */
function clockOf({ timezone, dateFormat }: StaffCenter) {
  return {
    timezone,
    at: (d: Date) => `${formatSlotTime(d, timezone)} on ${formatDate(d, timezone, dateFormat)}`,
    day: (d: Date) => formatDate(d, timezone, dateFormat),
  };
}

async function findBooking(client: pg.PoolClient, centerId: string, typed: string) {
  const reference = normaliseBookingReference(typed);
  const order = await findOrderByReference(client, centerId, reference, true);
  if (!order)
    throw notFound(`No booking with reference ${reference} at this centre. Please check the reference.`);
  return order;
}

function answerOf(order: CheckInOrderRow, status: string, at: Date | null, by: string | null): CheckInAnswer {
  return {
    orderId: order.id,
    reference: displayBookingReference(order.booking_id),
    status: status as OrderStatus,
    checkedInAt: at?.toISOString() ?? null,
    checkedInBy: by,
  };
}

export async function checkInBooking(
  pool: pg.Pool,
  auth: AuthContext,
  body: CheckInBody,
  ctx: Ctx,
): Promise<CheckInAnswer> {
  const time = clockOf(await staffCenter(pool, auth, 'checkin.mark', body.center));
  return withTransaction(pool, async (client) => {
    const order = await findBooking(client, body.center, body.reference);
    const refusal = checkInRefusal({ status: order.status, paymentStatus: order.payment_status });
    if (refusal) throw conflict(refusal);
    if (order.status === 'COMPLETED' || order.status === 'NO_SHOW') {
      if (order.status === body.outcome && order.checked_in_by === auth.userId) {
        return answerOf(order, order.status, order.checked_in_at, order.checked_in_by_name);
      }
      const label = CHECK_IN_OUTCOME_LABELS[order.status as CheckInOutcome];
      const when = order.checked_in_at ? ` at ${time.at(order.checked_in_at)}` : '';
      const who = order.checked_in_by_name ? ` by ${order.checked_in_by_name}` : '';
      throw conflict(`Already checked in as ${label}${when}${who}.`);
    }
    const early = checkInTooEarly(
      isoDateIn(time.timezone, order.slot_start),
      isoDateIn(time.timezone),
      time.at(order.slot_start),
    );
    if (early) throw conflict(early);
    if (isoDateIn(time.timezone, order.slot_start) !== body.date) {
      throw conflict(
        `This booking is for ${time.at(order.slot_start)}, not for the day shown. Please choose that day.`,
      );
    }
    const at = await markCheckIn(client, order.id, body.outcome, auth.userId);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'checkin.mark',
      entity: 'order',
      entityId: order.id,
      data: { centerId: body.center, bookingId: order.booking_id, from: order.status, to: body.outcome },
      requestId: ctx.requestId,
    });
    return answerOf(order, body.outcome, at, await userName(client, auth.userId));
  });
}

export async function undoCheckIn(
  pool: pg.Pool,
  auth: AuthContext,
  body: UndoCheckInBody,
  ctx: Ctx,
): Promise<CheckInAnswer> {
  const time = clockOf(await staffCenter(pool, auth, 'checkin.undo', body.center));
  return withTransaction(pool, async (client) => {
    const order = await findBooking(client, body.center, body.reference);
    if (order.status !== 'COMPLETED' && order.status !== 'NO_SHOW') {
      throw conflict('This booking is not checked in, so there is nothing to undo.');
    }
    await clearCheckIn(client, order.id);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'checkin.undo',
      entity: 'order',
      entityId: order.id,
      data: {
        centerId: body.center,
        bookingId: order.booking_id,
        from: order.status,
        to: 'NOT_COMPLETED',
        reason: body.reason,
        checkedInAt: order.checked_in_at ? time.at(order.checked_in_at) : null,
        checkedInBy: order.checked_in_by,
      },
      requestId: ctx.requestId,
    });
    return answerOf(order, 'NOT_COMPLETED', null, null);
  });
}
