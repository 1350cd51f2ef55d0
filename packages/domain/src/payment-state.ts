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
