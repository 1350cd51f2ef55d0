/**
 * The accounts rules both sides apply (docs/decisions.md "Accounts"): which payments a day close checks against the
 * gateway, what counts as a mismatch between our record and the gateway's answer, and when a refund waits for a
 * second approver.
 */
import type { PaymentChannel } from './contracts/order';
import { gatewayStatusLabel, paymentStatusLabel } from './status-labels';
import { formatCalendarDate } from './time';

/** Channels whose money passes through the payment gateway: the day close asks the gateway about each. */
export const GATEWAY_CHANNELS: readonly PaymentChannel[] = ['GPMS', 'PAYMENT_LINK'];

/** The channels in the order the accounts page lists them (every channel of payment-channels.ts). */
export const ACCOUNT_CHANNELS: readonly PaymentChannel[] = [
  'GPMS',
  'PAYMENT_LINK',
  'CASH',
  'CHEQUE',
  'DEMAND_DRAFT',
  'QR_CODE',
  'CARD_MACHINE',
  'US_CARD_TERMINAL',
];

export const CHANNEL_LABELS: Readonly<Record<PaymentChannel, string>> = {
  GPMS: 'Gateway',
  PAYMENT_LINK: 'Payment link',
  CASH: 'Cash',
  CHEQUE: 'Cheque',
  DEMAND_DRAFT: 'Demand draft',
  QR_CODE: 'QR code',
  CARD_MACHINE: 'Card machine',
  US_CARD_TERMINAL: 'US card terminal',
};

/** A channel's label; an unknown channel (old data) is shown as stored. */
export function channelLabel(channel: string): string {
  // A refund the office gave back by bank transfer (refund-outside.ts) is counted under that way; no payment comes by it.
  if (channel === 'BANK_TRANSFER') return 'Bank transfer';
  return (CHANNEL_LABELS as Record<string, string>)[channel] ?? channel;
}

/** The gateway's answer to a status query, as the day close compares it. */
export interface GatewayAnswer {
  status: 'COMPLETED' | 'ERROR' | 'PENDING' | 'NOT_FOUND';
  /** The gateway's decimal amount ("25.00"), when it has one. */
  amount?: string | null;
}

/** Minor units of the gateway's decimal amount ("25.00" → 2500); null when absent or not a number. */
export function gatewayMinorUnits(amount: string | null | undefined): number | null {
  if (amount == null || amount.trim() === '') return null;
  const n = Number(amount);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/**
 * Why our record of a gateway payment and the gateway's answer disagree, or null when they agree. Money taken is
 * what matters: we hold it as paid (COMPLETED, or REFUNDED after being paid) exactly when the gateway says
 * COMPLETED, for the same amount. A payment still open here and pending or unknown there agrees (the devotee has
 * not paid yet).
 */
export function gatewayMismatch(
  ours: { status: string; amount: number },
  gateway: GatewayAnswer,
): string | null {
  const paidHere = ours.status === 'COMPLETED' || ours.status === 'REFUNDED';
  const paidThere = gateway.status === 'COMPLETED';
  if (paidHere && !paidThere) {
    return gateway.status === 'NOT_FOUND'
      ? 'Recorded as paid here, but the gateway has no such payment'
      : `Recorded as paid here, but the gateway says “${gatewayStatusLabel(gateway.status).label}”`;
  }
  if (!paidHere && paidThere)
    return `Paid at the gateway, but recorded here as “${paymentStatusLabel(ours.status).label}”`;
  if (paidHere && paidThere) {
    const theirs = gatewayMinorUnits(gateway.amount);
    if (theirs !== null && theirs !== ours.amount) return 'The gateway took a different amount';
  }
  return null;
}

/** Whether a refund of this amount waits for a second approver at a centre with this threshold (minor units). */
export function needsSecondApprover(amount: number, threshold: number | null | undefined): boolean {
  return threshold != null && amount > threshold;
}

/**
 * Why a day cannot be closed yet (null when it can): a day is closed once it has ended in the centre's time zone,
 * so that no payment of it comes in after its close. `today` is the centre's date now ("yyyy-mm-dd"). With the
 * centre's date format the day is written in it (the screen); without, as "yyyy-mm-dd" (the api's refusal).
 */
export function dayCloseRefusal(
  date: string,
  today: string,
  centerName: string,
  dateFormat?: string,
): string | null {
  if (date < today) return null;
  const day = dateFormat ? formatCalendarDate(date, dateFormat) : date;
  return date === today
    ? `${day} has not ended yet at ${centerName}: a day is closed after midnight, once no more payments of it can come in.`
    : `${day} has not begun yet at ${centerName}: a day is closed after it has ended.`;
}
