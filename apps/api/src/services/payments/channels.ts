// Rules of the payment channels: what each needs, and how long a payment of it may stay open.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { PAYMENT_LINK_VALIDITY_HOURS } from '@sannidhi/domain/constants';
import type { PaymentChannel, PaymentReference } from '@sannidhi/domain/contracts/order';
import { badRequest } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';

/** Cheques and drafts need a number and a bank; QR payments a transaction reference; the US terminal a US centre. */
export function requireChannelDetails(
  body: { paymentChannel: PaymentChannel; paymentReference?: PaymentReference },
  center: CenterRow,
): void {
  const ref = body.paymentReference;
  switch (body.paymentChannel) {
    case 'CHEQUE':
    case 'DEMAND_DRAFT':
      if (!ref?.reference) throw badRequest('paymentReference.reference: This field is mandatory');
      if (!ref.bank) throw badRequest('paymentReference.bank: This field is mandatory');
      return;
    case 'QR_CODE':
      if (!ref?.reference) throw badRequest('paymentReference.reference: This field is mandatory');
      return;
    case 'US_CARD_TERMINAL':
      if (CenterMeta.parse(center.meta).countryCode !== 'US') {
        throw badRequest('paymentChannel: the US card terminal is only available at US centres');
      }
      return;
    case 'GPMS':
    case 'PAYMENT_LINK':
    case 'CASH':
    case 'CARD_MACHINE':
      return;
  }
}

/** When an open payment of this channel is reconciled and, if unpaid, expired; null for payments recorded as paid. */
export function expiryFor(channel: PaymentChannel, now: Date, pendingMinutes: number): Date | null {
  switch (channel) {
    case 'GPMS':
    case 'CARD_MACHINE':
    case 'US_CARD_TERMINAL':
      return new Date(now.getTime() + pendingMinutes * 60_000);
    case 'PAYMENT_LINK':
      return new Date(now.getTime() + PAYMENT_LINK_VALIDITY_HOURS * 3600_000);
    case 'CASH':
    case 'DEMAND_DRAFT':
    case 'CHEQUE':
    case 'QR_CODE':
      return null;
  }
}
