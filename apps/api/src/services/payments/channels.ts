// Rules of the payment channels: what each needs, and how long a payment of it may stay open.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { PAYMENT_LINK_VALIDITY_HOURS } from '@sannidhi/domain/constants';
import type { PaymentChannel, PaymentReference } from '@sannidhi/domain/contracts/order';
import { channelIssue } from '@sannidhi/domain/payment-channels';
import { badRequest } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';

/**
 * The channel must be offered at the centre (the card machine in India, the US card terminal in the US) and
 * carry the details it needs (number and bank for cheques and drafts, the reference of a QR payment): the
 * domain rule the cart's payment-method picker applies.
 */
export function requireChannelDetails(
  body: { paymentChannel: PaymentChannel; paymentReference?: PaymentReference },
  center: CenterRow,
): void {
  const issue = channelIssue(
    body.paymentChannel,
    body.paymentReference,
    CenterMeta.parse(center.meta).countryCode,
  );
  if (issue) throw badRequest(`${issue.path}: ${issue.message}`);
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
