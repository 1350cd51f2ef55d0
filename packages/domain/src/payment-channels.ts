/**
 * Payment channels per centre and the details each needs (spec part 1 §3 "Payment methods offered"). The
 * cart's payment-method picker offers `channelsForCenter`, and POST /order/create refuses what it would
 * not offer (`channelIssue`), so the browser and the server apply one rule.
 */
import { PAYMENT_LINK_VALIDITY_HOURS } from './constants';
import { RECORDED_CHANNELS, type PaymentChannel, type PaymentReference } from './contracts/order';
import { REQUIRED_MESSAGE } from './form-errors';

/** A channel recorded as paid at once by the volunteer (cash, draft, cheque, QR). */
export type RecordedChannel = (typeof RECORDED_CHANNELS)[number];

/** Whether a channel is recorded as paid at once (no gateway, no reader). */
export function isRecordedChannel(channel: PaymentChannel): channel is RecordedChannel {
  return (RECORDED_CHANNELS as readonly PaymentChannel[]).includes(channel);
}

/** How long a payment link stays valid, as the picker's hint says it ("valid for 3 hours"). */
export const PAYMENT_LINK_VALIDITY_TEXT = `valid for ${PAYMENT_LINK_VALIDITY_HOURS} hours`;

/**
 * The channels an office volunteer may take at a centre of this country, in the order the picker shows
 * them: cash, payment link, demand draft, cheque, QR code, the card machine at Indian centres, the US card
 * terminal at US centres, and the gateway. A devotee pays on the gateway only.
 */
export function channelsForCenter(countryCode: string, isVolunteer = true): PaymentChannel[] {
  if (!isVolunteer) return ['GPMS'];
  const country = countryCode.trim().toUpperCase();
  return [
    'CASH',
    'PAYMENT_LINK',
    'DEMAND_DRAFT',
    'CHEQUE',
    'QR_CODE',
    ...(country === 'IN' ? (['CARD_MACHINE'] as const) : []),
    ...(country === 'US' ? (['US_CARD_TERMINAL'] as const) : []),
    'GPMS',
  ];
}

/** Whether a channel needs a reference: the draft or cheque number, or the QR transaction reference. */
export function needsReference(channel: PaymentChannel): boolean {
  return channel === 'CHEQUE' || channel === 'DEMAND_DRAFT' || channel === 'QR_CODE';
}

/** Whether a channel needs the bank (drafts and cheques). */
export function needsBank(channel: PaymentChannel): boolean {
  return channel === 'CHEQUE' || channel === 'DEMAND_DRAFT';
}

/** Messages of the reference fields a channel needs (empty when complete). */
export function referenceErrors(
  channel: PaymentChannel,
  ref: Pick<PaymentReference, 'reference' | 'bank'> | undefined,
): { reference?: string; bank?: string } {
  const errors: { reference?: string; bank?: string } = {};
  if (needsReference(channel) && !(ref?.reference ?? '').trim()) errors.reference = REQUIRED_MESSAGE;
  if (needsBank(channel) && !(ref?.bank ?? '').trim()) errors.bank = REQUIRED_MESSAGE;
  return errors;
}

const UNAVAILABLE: Partial<Record<PaymentChannel, string>> = {
  US_CARD_TERMINAL: 'the US card terminal is only available at US centres',
  CARD_MACHINE: 'the card machine is only available at Indian centres',
};

/**
 * What is wrong with a channel choice at a centre of this country, as `{ path, message }` (the api answers
 * `path: message`), or null when the channel is offered and its details are complete. Who may use a
 * volunteer channel is an authorisation question, checked by the server before this.
 */
export function channelIssue(
  channel: PaymentChannel,
  ref: Pick<PaymentReference, 'reference' | 'bank'> | undefined,
  countryCode: string,
): { path: string; message: string } | null {
  if (!channelsForCenter(countryCode).includes(channel)) {
    return { path: 'paymentChannel', message: UNAVAILABLE[channel] ?? 'not offered at this centre' };
  }
  const errors = referenceErrors(channel, ref);
  if (errors.reference) return { path: 'paymentReference.reference', message: errors.reference };
  if (errors.bank) return { path: 'paymentReference.bank', message: errors.bank };
  return null;
}
