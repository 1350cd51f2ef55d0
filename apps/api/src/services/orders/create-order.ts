// POST /order/create: validate and price the cart from the database, reserve capacity atomically, and create the
// orders and one payment in a single transaction. Idempotent on the client's key.
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';
import { applyPaymentStatusWith } from '../payments/apply-payment-status';
import { createPaymentLink } from '../payments/create-payment-link';
import { CreateOrderBody, type CreateOrderAnswer } from '@sannidhi/domain/contracts/order';
import { isRecordedChannel } from '@sannidhi/domain/payment-channels';
import type { z } from 'zod';
import type { AppDeps } from '../../types';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../types';
import { insertOrder } from '../../repositories/orders';
import {
  findPaymentByIdempotencyKey,
  insertPayment,
  type OrderSummaryRow,
} from '../../repositories/payments';
import { writeAudit } from '../../repositories/audit';
import { transactionStep } from '../../db/with-transaction';
import { isOfficeVolunteer } from '../auth/access';
import { expiryFor, requireChannelDetails } from '../payments/channels';
import { loadPayer } from '../payments/payer';
import { createPendingSubscriptions } from '../subscriptions/create-pending-subscriptions';
import { answerFor, buildAnswer, type CreatedPayment } from './order-answer';
import { requireUnpaidPlacesWithinCap } from './unpaid-cap';
import { cachedCenter } from '../catalogue/cached-catalogue';
import { priceCart, type PricedCart } from './price-cart';
import { commitWithPlaces, slotLabel } from './reserve-places';

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
  // Reads go out one after another: side by side they would take several pool connections per request, and under
  // a burst the pool's queue, not PostgreSQL, would decide (measured: 503s in the capacity race). The centre and its
  // rituals come from the catalogue cache (dropped in every process when the catalogue changes).
  const center = await cachedCenter(deps, body.centerId);
  if (!center) throw notFound(`Center not found: ${body.centerId}`);
  if (!center.currency) throw badRequest('This centre does not take payments yet');

  const isVolunteer = await isOfficeVolunteer(pool, auth, center.id);
  const devoteeId = body.devoteeId ?? auth.userId;
  if (devoteeId !== auth.userId && !isVolunteer)
    throw forbidden('Only office volunteers can book for others');
  if (body.paymentChannel !== 'GPMS' && !isVolunteer) {
    throw forbidden('Only office volunteers can take this payment method');
  }
  requireChannelDetails(body, center);

  const now = ctx.now ?? new Date();
  let priced: PricedCart;
  try {
    priced = await priceCart(deps, center, body.items, {
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
  const payer = await loadPayer(pool, devoteeId);
  if (body.paymentChannel === 'PAYMENT_LINK' && !payer.email)
    throw badRequest('The devotee has no e-mail for the link');

  const client = await pool.connect();
  let created: CreatedPayment | null = null;
  try {
    await transactionStep.begin(client);
    const inserted = await insertPayment(client, {
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
    });
    if (!inserted) {
      // A concurrent submit with the same key committed first: its answer is read below, after this connection
      // is released (holding it while asking the pool for another could starve the pool).
      throw new DuplicateSubmit();
    }
    let payment = inserted;
    const paymentId = payment.id;
    if (!isVolunteer) {
      await requireUnpaidPlacesWithinCap(
        client,
        devoteeId,
        priced.lines,
        config.UNPAID_PLACES_PER_SLOT,
        (line) => slotLabel(line, center),
      );
    }
    const orders: OrderSummaryRow[] = [];
    for (const line of priced.lines) {
      orders.push(
        await insertOrder(client, {
          bookingId: `SAN${generatePaymentRequestId()}`,
          paymentId,
          userId: devoteeId,
          bookedBy: auth.userId === devoteeId ? null : auth.userId,
          centerId: center.id,
          productId: line.productId,
          itemId: line.itemId,
          slotId: line.slotId,
          inPerson: line.inPerson,
          hasPrasadam: line.hasPrasadam,
          prasadamDeliveryAddress: line.prasadamDeliveryAddress,
          meta: line.meta,
          variants: line.variants.map(({ name, quantity, unitPrice }) => ({ name, quantity, unitPrice })),
          totalPrice: line.totalPrice,
          currency: center.currency,
          slotStart: line.slotStart,
          familyId: line.familyId,
        }),
      );
    }
    await createPendingSubscriptions(
      client,
      priced.lines.map((line, i) => ({ ...line, orderId: orders[i]!.id })),
      {
        paymentId,
        devoteeId,
        centerId: center.id,
        currency: center.currency,
        bookingPersonInfo: {
          firstName: payer.firstName,
          lastName: payer.lastName,
          email: payer.email,
          phone: payer.phone,
        },
      },
    );
    if (isRecordedChannel(body.paymentChannel)) {
      const transactionId =
        body.paymentReference?.reference || `${body.paymentChannel}-${paymentId.slice(0, 8)}`;
      ({ payment } = await applyPaymentStatusWith(client, paymentId, {
        status: 'COMPLETED',
        transactionId,
        source: 'volunteer',
      }));
    }
    if (body.paymentChannel === 'PAYMENT_LINK') {
      await createPaymentLink(client, {
        paymentId,
        email: payer.email,
        now,
        center,
        appOrigin: deps.config.APP_ORIGIN,
      });
    }
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'order.create',
      entity: 'payment',
      entityId: paymentId,
      data: { devoteeId, channel: body.paymentChannel, amount: priced.amount, orders: priced.lines.length },
      requestId: ctx.requestId,
    });
    // Places are taken last, with the COMMIT: a slot's row stays locked only while PostgreSQL takes them and
    // commits, so a busy slot serves more people.
    await commitWithPlaces(client, priced.lines, config.RESERVATION_MODE, center);
    created = { payment, orders, hasSubscription: priced.hasSubscription, payer };
  } catch (err) {
    await transactionStep.rollback(client);
    if (!(err instanceof DuplicateSubmit)) throw translateConstraint(err);
  } finally {
    client.release();
  }
  // The answer is built from what was written; only a submit that lost the race for its key reads the winner's.
  if (created) return buildAnswer(deps, created, center, ctx);
  const winner = await findPaymentByIdempotencyKey(pool, body.idempotencyKey);
  if (!winner) throw conflict('This booking is being processed, please wait a moment');
  return answerFor(deps, winner, center, auth, ctx);
}

class DuplicateSubmit extends Error {}

/** The CHECK constraints are the last line of defence: a violation is a full slot, never a 500. */
function translateConstraint(err: unknown): unknown {
  const e = err as { code?: string; constraint?: string };
  if (e.code === '23514' && e.constraint?.includes('booked_within_capacity'))
    return conflict('This date is full');
  if (e.code === '23505' && e.constraint?.includes('idempotency_key')) {
    return conflict('This booking is being processed, please wait a moment');
  }
  return err;
}
