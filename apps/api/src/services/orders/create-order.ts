// POST /order/create: validate and price the cart from the database, reserve capacity atomically, and create the
// orders and one payment in a single transaction (most orders: one statement, repositories/place-order.ts).
// Idempotent on the client's key.
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';
import { CreateOrderBody, type CreateOrderAnswer } from '@sannidhi/domain/contracts/order';
import { isRecordedChannel } from '@sannidhi/domain/payment-channels';
import type { z } from 'zod';
import { transactionStep } from '../../db/with-transaction';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { PlacesRefused } from '../../repositories/capacity';
import type { CenterRow } from '../../repositories/catalogue';
import { loadOrderReads } from '../../repositories/order-reads';
import { findPaymentByIdempotencyKey } from '../../repositories/payments';
import {
  placeOrder,
  UnpaidCapReached,
  type NewOrder,
  type NewPayment,
  type PlacedOrder,
} from '../../repositories/place-order';
import type { AppDeps, AuthContext } from '../../types';
import { cachedCenter } from '../catalogue/cached-catalogue';
import { applyPaymentStatusWith } from '../payments/apply-payment-status';
import { expiryFor, requireChannelDetails } from '../payments/channels';
import { createPaymentLink } from '../payments/create-payment-link';
import type { PayerDetails } from '../payments/gateway-form';
import { payerDetails } from '../payments/payer';
import { createPendingSubscriptions } from '../subscriptions/create-pending-subscriptions';
import { answerFor, buildAnswer } from './order-answer';
import { cartSlotIds, priceCart, type PricedCart, type PricedLine } from './price-cart';
import { commitWithPlaces, placesRefusal, slotLabel } from './reserve-places';
import { unpaidCapConflict } from './unpaid-cap';

type Body = z.output<typeof CreateOrderBody>;

export interface CreateOrderContext {
  requestId: string;
  /** The byPassValue header: an office volunteer may book past the cut-off (walk-in at the counter). */
  bypassCutOff: boolean;
  callbackOrigin: string;
  now?: Date;
}

export async function createOrder(
  deps: Pick<AppDeps, 'pool' | 'config' | 'db'>,
  auth: AuthContext,
  body: Body,
  ctx: CreateOrderContext,
): Promise<CreateOrderAnswer> {
  const { pool, config } = deps;
  // Two round trips for most orders: one read (the caller's role, the payer, the slots) and one write. The centre
  // and its rituals come from the catalogue cache (dropped in every process when the catalogue changes).
  const center = await cachedCenter(deps, body.centerId);
  if (!center) throw notFound(`Center not found: ${body.centerId}`);
  if (!center.currency) throw badRequest('This centre does not take payments yet');

  const devoteeId = body.devoteeId ?? auth.userId;
  const {
    isVolunteer,
    payer: payerRow,
    slots,
  } = await loadOrderReads(pool, {
    userId: auth.userId,
    centerId: center.id,
    devoteeId,
    slotIds: cartSlotIds(body.items),
  });
  if (devoteeId !== auth.userId && !isVolunteer)
    throw forbidden('Only office volunteers can book for others');
  if (body.paymentChannel !== 'GPMS' && !isVolunteer) {
    throw forbidden('Only office volunteers can take this payment method');
  }
  requireChannelDetails(body, center);

  const now = ctx.now ?? new Date();
  let priced: PricedCart;
  try {
    priced = await priceCart(deps, center, body.items, slots, {
      isVolunteer,
      bypassCutOff: isVolunteer && ctx.bypassCutOff,
      now,
    });
  } catch (err) {
    // A retried submit gets the first one's answer, even if its cart can no longer be priced (a retry of a cart
    // that still prices meets the first payment's key when it is written, below).
    const earlier = await findPaymentByIdempotencyKey(pool, body.idempotencyKey);
    if (earlier) return answerFor(deps, earlier, center, auth, ctx);
    throw err;
  }
  const payer = payerDetails(devoteeId, payerRow);
  if (body.paymentChannel === 'PAYMENT_LINK' && !payer.email)
    throw badRequest('The devotee has no e-mail for the link');

  const payment: NewPayment = {
    requestId: generatePaymentRequestId(),
    centerId: center.id,
    userId: devoteeId,
    bookedBy: devoteeId === auth.userId ? null : auth.userId,
    amount: priced.amount,
    currency: center.currency,
    channel: body.paymentChannel,
    rawResp: { reference: body.paymentReference ?? null },
    idempotencyKey: body.idempotencyKey,
    expiresAt: expiryFor(body.paymentChannel, now, config.PAYMENT_PENDING_MINUTES),
  };
  const writes = {
    payment,
    orders: priced.lines.map((line) => newOrder(line)),
    audit: {
      actorId: auth.userId,
      action: 'order.create',
      entity: 'payment',
      data: { devoteeId, channel: body.paymentChannel, amount: priced.amount, orders: priced.lines.length },
      requestId: ctx.requestId,
    },
    unpaidCap: isVolunteer ? 0 : config.UNPAID_PLACES_PER_SLOT,
  };
  const hasMore =
    priced.hasSubscription ||
    isRecordedChannel(body.paymentChannel) ||
    body.paymentChannel === 'PAYMENT_LINK' ||
    config.RESERVATION_MODE !== 'atomic';
  let placed: PlacedOrder | null;
  try {
    // Most orders are one statement, its own transaction: the payment, the cap, the orders, the audit line and the
    // places (taken last, so a busy slot's row is locked only until the commit).
    placed = hasMore
      ? await placeWithMore(deps, writes, { priced, center, payer, channel: body, now })
      : await placeOrder(pool, { ...writes, takePlaces: true });
  } catch (err) {
    throw await refusal(pool, err, priced.lines, center, writes.unpaidCap);
  }
  // The answer is built from what was written; only a submit that lost the race for its key reads the winner's.
  if (placed)
    return buildAnswer(deps, { ...placed, hasSubscription: priced.hasSubscription, payer }, center, ctx);
  const winner = await findPaymentByIdempotencyKey(pool, body.idempotencyKey);
  if (!winner) throw conflict('This booking is being processed, please wait a moment');
  return answerFor(deps, winner, center, auth, ctx);
}

function newOrder(line: PricedLine): NewOrder {
  return {
    bookingId: `SAN${generatePaymentRequestId()}`,
    productId: line.productId,
    itemId: line.itemId,
    slotId: line.slotId,
    places: line.places,
    inventory: line.usesInventory
      ? line.variants.map(({ variantId, quantity }) => ({ variantId, quantity }))
      : [],
    inPerson: line.inPerson,
    hasPrasadam: line.hasPrasadam,
    prasadamDeliveryAddress: line.prasadamDeliveryAddress,
    meta: line.meta,
    variants: line.variants.map(({ name, quantity, unitPrice }) => ({ name, quantity, unitPrice })),
    totalPrice: line.totalPrice,
    slotStart: line.slotStart,
    familyId: line.familyId,
  };
}

/**
 * An order with more to write in its transaction — pending subscriptions, a payment recorded at the counter, a
 * payment link — (or the capacity race's read-then-write control): the same writes, then the rest, then the
 * places with the COMMIT. Null when the idempotency key was used meanwhile.
 */
async function placeWithMore(
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
    await commitWithPlaces(client, priced.lines, deps.config.RESERVATION_MODE);
    return placed;
  } catch (err) {
    await transactionStep.rollback(client);
    throw err;
  } finally {
    client.release();
  }
}

/** What a devotee reads when the order was refused: a full slot, a sold-out option, the unpaid cap, a retry. */
async function refusal(
  pool: AppDeps['pool'],
  err: unknown,
  lines: PricedLine[],
  center: CenterRow,
  cap: number,
): Promise<unknown> {
  if (err instanceof PlacesRefused) return placesRefusal(pool, err, lines, center);
  if (err instanceof UnpaidCapReached) {
    const line = lines.find((l) => l.slotId === err.slotId) ?? lines[0]!;
    return unpaidCapConflict(cap, slotLabel(line, center));
  }
  const e = err as { code?: string; constraint?: string };
  // The CHECK constraints are the last line of defence: a violation is a full slot, never a 500.
  if (e.code === '23514' && e.constraint?.includes('booked_within_capacity'))
    return conflict('This date is full');
  if (e.code === '23505' && e.constraint?.includes('idempotency_key')) {
    return conflict('This booking is being processed, please wait a moment');
  }
  return err;
}
