/**
 * What the cart hands to the payment screens through navigation state (spec part 1 §2 "Payment result
 * screen after in-app payment"): the cart feature builds it, the payment feature reads it. Kept here
 * because features do not import each other.
 */
import type { PaymentChannel } from '@sannidhi/domain/contracts/order';

/** One line of a printed receipt; price in minor units (quantity × unit price). */
export interface ReceiptItem {
  name: string;
  quantity: number;
  price: number;
}

/** The receipt of an in-app payment (spec part 1 §3 "Receipt"); amount in minor units. */
export interface Receipt {
  centerName: string;
  /** ISO instant of the payment; the receipt shows it as date and time in the centre's zone. */
  paidAt: string;
  timezone: string;
  dateFormat: string;
  transactionId: string;
  customerName: string;
  items: ReceiptItem[];
  amount: number;
  currency: string;
  /** The booking references the devotee shows at check-in (the spec's display form; issue 26, symptom 15). */
  bookingReferences?: string[];
}

/** Result-screen status: the payment status, or CANCELLED for a card the holder cancelled. */
export type InAppPaymentStatus = 'COMPLETED' | 'PENDING' | 'INITIALIZED' | 'ERROR' | 'CANCELLED' | string;

/** Navigation state of `/payment/result`. */
export interface PaymentResultState {
  /** Name of the devotee who was booked for. */
  name: string;
  paymentChannel: PaymentChannel;
  status: InAppPaymentStatus;
  transactionId: string | null;
  error: string | null;
  receipt: Receipt | null;
  /** The booking references of the orders paid for (display form). */
  bookingReferences?: string[];
}

/** Navigation state of `/card-payment` (the payment id also travels in the query, for a reload). */
export interface CardPaymentState {
  name: string;
  paymentChannel: Extract<PaymentChannel, 'CARD_MACHINE' | 'US_CARD_TERMINAL'>;
  amount: number;
  currency: string;
  receipt: Omit<Receipt, 'transactionId' | 'paidAt'> | null;
}

export function isPaymentResultState(value: unknown): value is PaymentResultState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.paymentChannel === 'string' && typeof v.status === 'string';
}

export function isCardPaymentState(value: unknown): value is CardPaymentState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.paymentChannel === 'string' && typeof v.amount === 'number';
}
