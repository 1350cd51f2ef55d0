// An order with more to write in its transaction than place_order does: pending subscriptions, a payment recorded at
// the counter, a payment link.
import type { CreateOrderBody } from '@sannidhi/domain/contracts/order';
import { isRecordedChannel } from '@sannidhi/domain/payment-channels';
import type { z } from 'zod';
import { transactionStep } from '../../db/with-transaction';
import { takePlaces } from '../../repositories/capacity';
import type { CenterRow } from '../../repositories/catalogue';
import { placeOrder, type PlacedOrder } from '../../repositories/orders-place';
import type { AppDeps } from '../../types';
import { applyPaymentStatusWith } from '../payments/apply-payment-status';
import { createPaymentLink } from '../payments/create-payment-link';
import type { PayerDetails } from '../payments/gateway-form';
import { createPendingSubscriptions } from '../subscriptions/create-pending-subscriptions';
import type { PricedCart } from './price-cart';
import { placesToTake } from './reserve-places';

type Body = z.output<typeof CreateOrderBody>;

/**
 * An order with more to write in its transaction — pending subscriptions, a payment recorded at the counter, a
 * payment link: the same writes, then the rest, then the places with the COMMIT (the caller announces the changed
 * places). Null when the idempotency key was used meanwhile.
 */
export async function placeWithMore(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  writes: Omit<Parameters<typeof placeOrder>[1], 'takePlaces'>,
  more: {
    priced: PricedCart;
    center: CenterRow;
    payer: PayerDetails;
    channel: Pick<Body, 'paymentChannel' | 'paymentReference'>;
    now: Date;
  },
): Promise<PlacedOrder | null> {
  const { priced, center, payer, channel, now } = more;
  const client = await deps.pool.connect();
  try {
    await transactionStep.begin(client);
    const placed = await placeOrder(client, { ...writes, takePlaces: false });
    if (!placed) {
      await transactionStep.rollback(client);
      return null;
    }
    const paymentId = placed.payment.id;
    await createPendingSubscriptions(
      client,
      priced.lines.map((line, i) => ({ ...line, orderId: placed.orders[i]!.id })),
      {
        paymentId,
        devoteeId: writes.payment.userId,
        centerId: center.id,
        currency: writes.payment.currency,
        bookingPersonInfo: {
          firstName: payer.firstName,
          lastName: payer.lastName,
          email: payer.email,
          phone: payer.phone,
        },
      },
    );
    if (isRecordedChannel(channel.paymentChannel)) {
      const transactionId =
        channel.paymentReference?.reference || `${channel.paymentChannel}-${paymentId.slice(0, 8)}`;
      ({ payment: placed.payment } = await applyPaymentStatusWith(client, paymentId, {
        status: 'COMPLETED',
        transactionId,
        source: 'volunteer',
      }));
    }
    if (channel.paymentChannel === 'PAYMENT_LINK') {
      await createPaymentLink(client, {
        paymentId,
        email: payer.email,
        now,
        center,
        appOrigin: deps.config.APP_ORIGIN,
      });
    }
    await takePlaces(client, priced.lines.map(placesToTake), {
      share: { paymentId, percent: writes.limits.slotSharePercent },
      commit: true,
    });
    return placed;
  } catch (err) {
    await transactionStep.rollback(client);
    throw err;
  } finally {
    client.release();
  }
}
