// An order with more to write in its transaction than place_order does: pending subscriptions, a payment recorded at
// the counter, a payment link, a waiting-list offer taken.
import type { CreateOrderBody } from '@sannidhi/domain/contracts/order';
import { isRecordedChannel } from '@sannidhi/domain/payment-channels';
import type { z } from 'zod';
import { transactionStep } from '../../db/with-transaction';
import { conflict } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import { releaseSlot, takePlaces } from '../../repositories/capacity';
import { setWaitingListPayment, takeWaitingListOffer } from '../../repositories/waiting-list-entries';
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
    /** A waiting-list offer the devotee takes: its held places are given back and the order's taken, one lock. */
    offer?: { entryId: string; requestId: string; actorId: string };
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
    if (more.offer) {
      // The offer's held places are given back just before the order's are taken, in this transaction and under the
      // slot's row lock (taken by the release): nobody else can take them in between.
      const offer = await takeWaitingListOffer(client, more.offer.entryId, writes.payment.userId, now);
      if (!offer) throw conflict('This waiting-list offer has run out or has been used already');
      if (!priced.lines.some((line) => line.slotId === offer.slot_id))
        throw conflict('This waiting-list offer is for another date: please choose the date it offers');
      await setWaitingListPayment(client, more.offer.entryId, paymentId);
      await releaseSlot(client, offer.slot_id, offer.places);
      await writeAudit(client, {
        actorId: more.offer.actorId,
        action: 'waiting-list.offer-taken',
        entity: 'waiting-list-entry',
        entityId: more.offer.entryId,
        data: { slotId: offer.slot_id, places: offer.places, paymentId },
        requestId: more.offer.requestId,
      });
    }
    await takePlaces(client, priced.lines.map(placesToTake), {
      // Places offered from the waiting list were held for this devotee already: the slot's unpaid share (which
      // keeps unpaid checkouts from crowding out paying devotees) does not refuse them (docs/decisions.md).
      share: { paymentId, percent: more.offer ? 0 : writes.limits.slotSharePercent },
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
