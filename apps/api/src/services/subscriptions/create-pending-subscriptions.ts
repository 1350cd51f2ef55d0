// Booking a subscription ritual as recurring creates its subscription with the order, in the same transaction. It
// waits (mandate PENDING) until the first payment, made on the gateway's subscription form, completes.
import type pg from 'pg';
import { SUBSCRIPTION_TERM_MONTHS } from '@sannidhi/domain/constants';
import { insertPendingSubscription } from '../../repositories/subscriptions';

export interface SubscriptionLine {
  orderId: string;
  itemId: string;
  productId: string;
  totalPrice: number;
  prasadamDeliveryAddress: Record<string, unknown> | null;
  isSubscription: boolean;
  subscriptionType: string | null;
}

export async function createPendingSubscriptions(
  client: pg.PoolClient,
  lines: SubscriptionLine[],
  ctx: {
    paymentId: string;
    devoteeId: string;
    centerId: string;
    currency: string;
    bookingPersonInfo: Record<string, unknown>;
  },
): Promise<void> {
  for (const line of lines) {
    if (!line.isSubscription || line.subscriptionType !== 'recurring') continue;
    await insertPendingSubscription(client, {
      userId: ctx.devoteeId,
      centerId: ctx.centerId,
      productId: line.productId,
      itemId: line.itemId,
      firstPaymentId: ctx.paymentId,
      firstOrderId: line.orderId,
      amount: line.totalPrice,
      currency: ctx.currency,
      bookingPersonInfo: ctx.bookingPersonInfo,
      prasadamDeliveryAddress: line.prasadamDeliveryAddress ?? {},
      termMonths: SUBSCRIPTION_TERM_MONTHS,
    });
  }
}
