// What a devotee reads when their order was refused as it was written: a full slot, a sold-out option, the caps on
// unpaid orders (issues "Production readiness" and "No payment is ever lost": one devotee's unpaid places on a slot
// and open unpaid checkouts, counted under the devotee's lock, office volunteers exempt; and all devotees' unpaid
// places on a slot, a share of its capacity, counted under the slot's row lock), or a retry of a submit still being
// written.
import { conflict } from '../../errors';
import { PlacesRefused } from '../../repositories/capacity';
import type { CenterRow } from '../../repositories/catalogue';
import {
  UnpaidCapReached,
  UnpaidOrdersReached,
  UnpaidShareReached,
  type UnpaidLimits,
} from '../../repositories/unpaid-limits';
import type { AppDeps } from '../../types';
import type { PricedLine } from './price-cart';
import { placesRefusal, slotLabel } from './reserve-places';

/** The refusal as the devotee reads it (an AppError), or the error as it was when it is not a refusal. */
export async function orderRefusal(
  pool: AppDeps['pool'],
  err: unknown,
  lines: PricedLine[],
  center: CenterRow,
  limits: UnpaidLimits,
  pendingMinutes: number,
): Promise<unknown> {
  // What the devotee can do about an unpaid earlier booking, and how long it holds places at most.
  const whatToDo = `Finish the earlier payment (from the payment page or the payment e-mail), or wait: a booking not paid within ${pendingMinutes} minutes is released.`;
  if (err instanceof PlacesRefused) return placesRefusal(pool, err, lines, center);
  if (err instanceof UnpaidCapReached) {
    const line = lines.find((l) => l.slotId === err.slotId) ?? lines[0]!;
    return conflict(
      `You can hold at most ${limits.placesPerSlot} unpaid places for ${slotLabel(line, center)}: please complete or wait for your earlier payment first. ${whatToDo}`,
    );
  }
  if (err instanceof UnpaidOrdersReached) {
    return conflict(
      `You can have at most ${limits.ordersPerDevotee} bookings awaiting payment at a time: please complete or wait for your earlier payments first. ${whatToDo}`,
    );
  }
  if (err instanceof UnpaidShareReached) {
    const line = lines.find((l) => l.slotId === err.slotId) ?? lines[0]!;
    return conflict(
      `Too many places of ${slotLabel(line, center)} are awaiting payment just now: please try again in a few minutes, when earlier payments are completed or released`,
    );
  }
  const e = err as { code?: string; constraint?: string };
  // The CHECK constraints are the last line of defence: a violation is a full slot, never a 500.
  if (e.code === '23514' && e.constraint?.includes('booked_within_capacity'))
    return conflict('This date is full');
  if (e.code === '23505' && e.constraint?.includes('idempotency_key')) {
    return conflict('This booking is being processed, please wait a moment');
  }
  return err;
}
