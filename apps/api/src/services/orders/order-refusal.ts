// What a devotee reads when their order was refused as it was written: a full slot, a sold-out option, the cap on
// unpaid places (issue "Production readiness", abuse: one devotee cannot hold a slot's places with orders they do not
// pay; PostgreSQL counts it with the order's writes under the devotee's lock, and office volunteers are exempt), or a
// retry of a submit still being written.
import { conflict } from '../../errors';
import { PlacesRefused } from '../../repositories/capacity';
import type { CenterRow } from '../../repositories/catalogue';
import { UnpaidCapReached } from '../../repositories/place-order';
import type { AppDeps } from '../../types';
import type { PricedLine } from './price-cart';
import { placesRefusal, slotLabel } from './reserve-places';

/** The refusal as the devotee reads it (an AppError), or the error as it was when it is not a refusal. */
export async function orderRefusal(
  pool: AppDeps['pool'],
  err: unknown,
  lines: PricedLine[],
  center: CenterRow,
  cap: number,
): Promise<unknown> {
  if (err instanceof PlacesRefused) return placesRefusal(pool, err, lines, center);
  if (err instanceof UnpaidCapReached) {
    const line = lines.find((l) => l.slotId === err.slotId) ?? lines[0]!;
    return conflict(
      `You can hold at most ${cap} unpaid places for ${slotLabel(line, center)}: please complete or wait for your earlier payment first`,
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
