// The waiting list of full slots (issue 29, Deliver 3): who in line is offered freed places, for how long, and who
// may join. The api's offer job and join service apply these; the web uses them for its hints.

/** How long an offer holds its places, in hours, unless the centre sets otherwise (`waitingListHoldHours`). */
export const DEFAULT_WAITING_LIST_HOLD_HOURS = 2;
/** The longest hold a centre may set, in hours. */
export const MAX_WAITING_LIST_HOLD_HOURS = 72;
/** The most places one devotee may wait for on one slot. */
export const MAX_WAITING_LIST_PLACES = 20;

/** A waiting-list entry as the offer rule sees it. */
export interface InLine {
  id: string;
  places: number;
}

/**
 * Who gets the freed places: going down the line in order, each entry whose places fit what is still free is
 * offered its places (the first in line who fits first); an entry wanting more than is free keeps its place in line
 * and is passed over for now. Answers the entries to offer, in order.
 */
export function entriesToOffer<T extends InLine>(line: readonly T[], free: number): T[] {
  const offered: T[] = [];
  let left = free;
  for (const entry of line) {
    if (left <= 0) break;
    if (entry.places <= left) {
      offered.push(entry);
      left -= entry.places;
    }
  }
  return offered;
}

/** When an offer made at `now` runs out. */
export function offerExpiresAt(now: Date, holdHours: number): Date {
  return new Date(now.getTime() + holdHours * 3_600_000);
}

export type JoinRefusal = 'slot-started' | 'slot-closed' | 'places-free' | null;

/**
 * Whether a devotee may join a slot's waiting list for `places` places: only a slot not yet begun, open, and without
 * those places free (a slot with them free is booked, not waited for). Null when they may.
 */
export function joinRefusal(
  slot: { startTime: Date; closed: boolean; capacity: number; booked: number },
  places: number,
  now: Date,
): JoinRefusal {
  if (slot.startTime.getTime() <= now.getTime()) return 'slot-started';
  if (slot.closed) return 'slot-closed';
  if (slot.capacity - slot.booked >= places) return 'places-free';
  return null;
}
