// POST /order/create: validate and price the cart from the database, reserve capacity atomically, and create the
// orders and one payment in a single transaction. Idempotent on the client's key.
import type pg from 'pg';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';
import { applyPaymentStatusWith } from '../payments/apply-payment-status';
import { createPaymentLink } from '../payments/create-payment-link';
import { formatSlotTime, formatDate } from '@sannidhi/domain/time';
import { CreateOrderBody, type CreateOrderAnswer } from '@sannidhi/domain/contracts/order';
import { isRecordedChannel } from '@sannidhi/domain/payment-channels';
import type { z } from 'zod';
import type { AppDeps } from '../../types';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../types';
import { findCenter, type CenterRow } from '../../repositories/catalogue';
import { reserveInventory, reserveSlot } from '../../repositories/capacity';
import { findPaymentByIdempotencyKey } from '../../repositories/payments';
import { writeAudit } from '../../repositories/audit';
import { isOfficeVolunteer } from '../auth/access';
import { expiryFor, requireChannelDetails } from '../payments/channels';
import { loadPayer } from '../payments/payer';
import { createPendingSubscriptions } from '../subscriptions/create-pending-subscriptions';
import { answerFor } from './order-answer';
import { requireUnpaidPlacesWithinCap } from './unpaid-cap';
import { priceCart, type PricedLine } from './price-cart';

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
  const center = await findCenter(deps.db, body.centerId);
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

  const earlier = await findPaymentByIdempotencyKey(pool, body.idempotencyKey);
  if (earlier) return answerFor(deps, earlier, center, auth, ctx);

  const now = ctx.now ?? new Date();
  const priced = await priceCart(deps.db, center, body.items, {
    isVolunteer,
    bypassCutOff: isVolunteer && ctx.bypassCutOff,
    now,
  });
  const payer = await loadPayer(pool, devoteeId);
  if (body.paymentChannel === 'PAYMENT_LINK' && !payer.email)
    throw badRequest('The devotee has no e-mail for the link');

  const client = await pool.connect();
  let isDuplicate = false;
  try {
    await client.query('BEGIN');
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO payments (request_id, center_id, user_id, booked_by, amount, currency, status, channel,
         raw_resp, idempotency_key, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'INITIALIZED', $7, $8, $9, $10)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        generatePaymentRequestId(),
        center.id,
        devoteeId,
        devoteeId === auth.userId ? null : auth.userId,
        priced.amount,
        center.currency,
        body.paymentChannel,
        { reference: body.paymentReference ?? null },
        body.idempotencyKey,
        expiryFor(body.paymentChannel, now, config.PAYMENT_PENDING_MINUTES),
      ],
    );
    const paymentId = inserted.rows[0]?.id;
    if (!paymentId) {
      // A concurrent submit with the same key committed first: its answer is read below, after this connection
      // is released (holding it while asking the pool for another could starve the pool).
      isDuplicate = true;
      throw new DuplicateSubmit();
    }
    if (!isVolunteer) {
      await requireUnpaidPlacesWithinCap(
        client,
        devoteeId,
        priced.lines,
        config.UNPAID_PLACES_PER_SLOT,
        (line) => slotLabel(line, center),
      );
    }
    const orderIds: string[] = [];
    for (const line of priced.lines) {
      orderIds.push(await insertOrder(client, line, { paymentId, devoteeId, bookedBy: auth.userId, center }));
    }
    await createPendingSubscriptions(
      client,
      priced.lines.map((line, i) => ({ ...line, orderId: orderIds[i]! })),
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
      await applyPaymentStatusWith(client, paymentId, {
        status: 'COMPLETED',
        transactionId,
        source: 'volunteer',
      });
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
    // Places are taken last: a slot's row stays locked only from here to COMMIT, so a busy slot serves more people.
    for (const line of priced.lines) await reserve(client, line, config.RESERVATION_MODE, center);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    if (!(err instanceof DuplicateSubmit)) throw translateConstraint(err);
  } finally {
    client.release();
  }
  const payment = await findPaymentByIdempotencyKey(pool, body.idempotencyKey);
  if (!payment)
    throw conflict(isDuplicate ? 'This booking is being processed, please wait a moment' : 'Booking failed');
  return answerFor(deps, payment, center, auth, ctx);
}

class DuplicateSubmit extends Error {}

/** "Ritual on date at time", in the centre's time zone and date format. */
function slotLabel(line: PricedLine, center: CenterRow): string {
  const { timezone, dateFormat } = CenterMeta.parse(center.meta);
  return `${line.productName} on ${formatDate(line.slotStart, timezone, dateFormat)} at ${formatSlotTime(line.slotStart, timezone)}`;
}

async function reserve(
  client: pg.PoolClient,
  line: PricedLine,
  mode: 'atomic' | 'unsafe-read-then-write',
  center: CenterRow,
) {
  const when = () => slotLabel(line, center);
  if (!(await reserveSlot(client, line.slotId, line.places, mode))) {
    const { rows } = await client.query<{ left: number }>(
      'SELECT capacity - booked AS left FROM slots WHERE id = $1',
      [line.slotId],
    );
    const left = rows[0]?.left ?? 0;
    throw conflict(
      left > 0 ? `${when()} has only ${left} place${left === 1 ? '' : 's'} left` : `${when()} is full`,
    );
  }
  if (!line.usesInventory) return;
  for (const v of line.variants) {
    if (!(await reserveInventory(client, line.slotId, v.variantId, v.quantity))) {
      throw conflict(`${v.name} for ${when()} is sold out`);
    }
  }
}

async function insertOrder(
  client: pg.PoolClient,
  line: PricedLine,
  ctx: { paymentId: string; devoteeId: string; bookedBy: string; center: CenterRow },
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO orders (booking_id, payment_id, user_id, booked_by, center_id, product_id, item_id, slot_id,
       in_person, has_prasadam, prasadam_delivery_address, meta, variants, total_price, currency, og_slot_start, family_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
       (SELECT id FROM families WHERE id::text = $17 AND user_id = $3))
     RETURNING id`,
    [
      `SAN${generatePaymentRequestId()}`,
      ctx.paymentId,
      ctx.devoteeId,
      ctx.bookedBy === ctx.devoteeId ? null : ctx.bookedBy,
      ctx.center.id,
      line.productId,
      line.itemId,
      line.slotId,
      line.inPerson,
      line.hasPrasadam,
      line.prasadamDeliveryAddress,
      line.meta,
      JSON.stringify(line.variants.map(({ name, quantity, unitPrice }) => ({ name, quantity, unitPrice }))),
      line.totalPrice,
      ctx.center.currency,
      line.slotStart,
      line.familyId ?? '',
    ],
  );
  return rows[0]!.id;
}

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
