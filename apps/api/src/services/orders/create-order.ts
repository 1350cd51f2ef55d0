// POST /order/create: validate and price the cart from the database, reserve capacity atomically, and create the
// orders and one payment in a single transaction (most orders: one statement, repositories/orders-place.ts).
// Idempotent on the client's key.
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';
import { CreateOrderBody, type CreateOrderAnswer } from '@sannidhi/domain/contracts/order';
import { isRecordedChannel } from '@sannidhi/domain/payment-channels';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { slotsChanged } from '../../lib/slot-changes';
import { loadOrderReads } from '../../repositories/orders';
import { findPaymentByIdempotencyKey } from '../../repositories/payments';
import {
  placeOrder,
  type NewOrder,
  type NewPayment,
  type PlacedOrder,
} from '../../repositories/orders-place';
import type { AppDeps, AuthContext } from '../../types';
import { cachedCenter } from '../catalogue/cached-catalogue';
import { expiryFor, requireChannelDetails } from '../payments/channels';
import { allowedGatewayAction } from '../payments/gateway-origins';
import { payerDetails } from '../payments/payer';
import { answerFor, buildAnswer } from './order-answer';
import { cartSlotIds, priceCart, type PricedCart, type PricedLine } from './price-cart';
import { orderRefusal } from './order-refusal';
import { placeWithMore } from './place-with-more';
import { placesToTake } from './reserve-places';

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
  // A payment form goes only to an approved gateway: refused before anything is written or any place taken.
  if (body.paymentChannel === 'GPMS' || body.paymentChannel === 'PAYMENT_LINK')
    allowedGatewayAction(center, priced.hasSubscription, config.GATEWAY_ALLOWED_ORIGINS);
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
    // The counter books many devotees: a volunteer's orders are not capped per devotee; every unpaid order, theirs
    // too, counts toward a slot's unpaid share (a payment recorded at the counter is paid, not unpaid).
    limits: {
      placesPerSlot: isVolunteer ? 0 : config.UNPAID_PLACES_PER_SLOT,
      ordersPerDevotee: isVolunteer ? 0 : config.UNPAID_ORDERS_PER_DEVOTEE,
      slotSharePercent: config.UNPAID_SLOT_SHARE_PERCENT,
    },
  };
  const offer = body.waitingListEntryId
    ? { entryId: body.waitingListEntryId, requestId: ctx.requestId, actorId: auth.userId }
    : undefined;
  const hasMore =
    !!offer ||
    priced.hasSubscription ||
    isRecordedChannel(body.paymentChannel) ||
    body.paymentChannel === 'PAYMENT_LINK';
  let placed: PlacedOrder | null;
  try {
    // Most orders are one statement, its own transaction: the payment, the cap, the orders, the audit line and the
    // places (taken last, so a busy slot's row is locked only until the commit).
    placed = hasMore
      ? await placeWithMore(deps, writes, { priced, center, payer, channel: body, now, offer })
      : await placeOrder(pool, { ...writes, takePlaces: true });
  } catch (err) {
    throw await orderRefusal(pool, err, priced.lines, center, writes.limits, config.PAYMENT_PENDING_MINUTES);
  }
  // Committed: every api process drops its slot answers (a retry that met an earlier payment took no places).
  if (placed) slotsChanged();
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
    inventory: placesToTake(line).variants,
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
