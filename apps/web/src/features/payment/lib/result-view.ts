/**
 * Which result card a payment shows (spec part 1 §2 "Payment result page", "Payment result screen after
 * in-app payment", §4) and the spec's texts, as pure functions.
 */
import { msg } from '@lingui/core/macro';
import type { PaymentResultState } from '../../../lib/payment-hand-off';

export type GatewayResultKind = 'success' | 'pending' | 'failed' | 'unknown';

/** Card of the gateway return page, by the api's verified status. */
export function gatewayResultKind(status: string | null | undefined): GatewayResultKind {
  switch (status) {
    case 'COMPLETED':
      return 'success';
    case 'INPROGRESS':
    case 'PENDING':
    case 'INITIALIZED':
      return 'pending';
    case 'ERROR':
      return 'failed';
    default:
      return 'unknown';
  }
}

export type GatewayResultCard = GatewayResultKind | 'expired';

/**
 * The card the return page shows: the spec's cards, and for a payment the api has expired (not paid in
 * time, places released) its own card instead of "could not confirm" (issue #16).
 */
export function gatewayResultCard(status: string | null | undefined): GatewayResultCard {
  return status === 'EXPIRED' ? 'expired' : gatewayResultKind(status);
}

/**
 * COMPLETED, INPROGRESS and PENDING empty the cart and the devotee profile (spec part 1 §4). An
 * INITIALIZED payment has not reached the gateway (abandoned, or a forged return): the cart stays.
 */
export function clearsCartAfterGateway(status: string | null | undefined): boolean {
  return status === 'COMPLETED' || status === 'INPROGRESS' || status === 'PENDING';
}

/**
 * Whether the return of payment `requestId` empties the cart: its status says so and the cart was sent
 * to that very payment (`checkoutRequestId`, set at the hand-off). An old or unrelated return address
 * never empties a newer cart.
 */
export function clearsThisCart(
  status: string | null | undefined,
  requestId: string,
  checkoutRequestId: string,
): boolean {
  return clearsCartAfterGateway(status) && requestId !== '' && requestId === checkoutRequestId;
}

/** The result cards' titles, shown with `i18n._`. */
export const RESULT_TITLES = {
  success: msg`Transaction Successful`,
  pending: msg`Transaction Pending`,
  failed: msg`Transaction Failed`,
  expired: msg`Payment Not Completed`,
  unknown: msg`Something Went Wrong`,
  processing: msg({ comment: 'Title while a payment is being confirmed', message: 'Processing' }),
  cardFailed: msg`Card Payment Failed`,
  cancelled: msg`Payment Cancelled`,
};

export type InAppResultKind = 'success' | 'card-failed' | 'card-cancelled' | 'link-pending' | 'pending';

const RECORDED = new Set(['CASH', 'DEMAND_DRAFT', 'CHEQUE', 'QR_CODE']);
const TERMINALS = new Set(['US_CARD_TERMINAL', 'CARD_MACHINE']);

/**
 * Card of the in-app result screen: cash (and the other channels the volunteer records as paid) is a
 * success; a card terminal is a success, a failure or a cancellation; everything else is pending, with
 * the payment-link wording for PAYMENT_LINK.
 */
export function inAppResultKind(
  state: Pick<PaymentResultState, 'paymentChannel' | 'status'>,
): InAppResultKind {
  const { paymentChannel: channel, status } = state;
  if (channel === 'CASH') return 'success';
  if (RECORDED.has(channel) && status === 'COMPLETED') return 'success';
  if (TERMINALS.has(channel)) {
    if (status === 'COMPLETED') return 'success';
    if (status === 'ERROR') return 'card-failed';
    if (status === 'CANCELLED') return 'card-cancelled';
  }
  return channel === 'PAYMENT_LINK' ? 'link-pending' : 'pending';
}
