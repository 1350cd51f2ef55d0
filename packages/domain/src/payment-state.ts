/** The payment state machine (spec part 1 §4): forward only; a final status never changes but by a refund. */
import type { PaymentStatus } from './enums';

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  INITIALIZED: ['PENDING', 'COMPLETED', 'ERROR', 'EXPIRED'],
  PENDING: ['COMPLETED', 'ERROR', 'EXPIRED'],
  COMPLETED: ['REFUNDED'],
  ERROR: [],
  EXPIRED: [],
  REFUNDED: [],
};

/** Whether a payment may move from one status to another. Staying put is not a transition. */
export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/** Payments still waiting for the gateway or the payer. */
export function isOpenPayment(status: PaymentStatus): boolean {
  return status === 'INITIALIZED' || status === 'PENDING';
}

/** Statuses on which booked places go back to the slot. */
export function releasesCapacity(status: PaymentStatus): boolean {
  return status === 'ERROR' || status === 'EXPIRED' || status === 'REFUNDED';
}

/** What a booking needs to be kept when its payment arrives after the payment expired (docs/decisions.md). */
export interface LateBookingFacts {
  /** When each of the payment's orders' slots starts. */
  slotStarts: readonly Date[];
  /** Whether any of those slots was closed by the temple. */
  anySlotClosed: boolean;
  /** Whether any of the rituals is no longer offered on the channel it was booked on. */
  anyRitualHidden: boolean;
  /** A subscription month whose charge arrives late: whether that month was meanwhile paid by another attempt. */
  monthAlreadyPaid?: boolean;
  /** A subscription the devotee or the bank ended meanwhile (not by the expiry itself). */
  subscriptionEnded?: boolean;
}

/**
 * Why a late payment cannot be honoured, or null when it can (then its places are taken again, all or nothing; if
 * they cannot be, it is refunded too). A refused late payment is refunded in full through the refund path.
 */
export function lateBookingRefusal(facts: LateBookingFacts, now: Date): string | null {
  if (facts.monthAlreadyPaid) return 'month-already-paid';
  if (facts.subscriptionEnded) return 'subscription-ended';
  if (facts.slotStarts.some((start) => start.getTime() <= now.getTime())) return 'slot-past';
  if (facts.anySlotClosed) return 'slot-closed';
  if (facts.anyRitualHidden) return 'ritual-hidden';
  return null;
}
