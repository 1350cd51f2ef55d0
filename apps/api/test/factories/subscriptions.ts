// Recurring prasadam subscriptions as the renewal job leaves them: the subscription, and for each paid month its
// payment, its subscription_payments row and its order (a parcel to pack). For a test about what follows a
// subscription (dispatch, the address, the list), not about taking or renewing one (subscription-stack.ts does that
// through the sandbox gateway).
import type pg from 'pg';
import { insertOrder, type InsertedOrder } from './orders';
import { buildPayment } from './payments';
import type { BuiltSlot } from './slots';

export interface BuiltSubscription {
  subscriptionId: string;
  /** The paid months' orders, month 1 first. */
  months: InsertedOrder[];
}

export async function buildSubscription(
  pool: pg.Pool,
  s: {
    userId: string;
    centerId: string;
    /** The ritual and the slot each month's order is booked on. */
    slot: BuiltSlot;
    address: Record<string, unknown>;
    currency: string;
    monthsPaid?: number;
    termMonths?: number;
    status?: string;
  },
): Promise<BuiltSubscription> {
  const monthsPaid = s.monthsPaid ?? 1;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, center_id, product_id, status, subscription_type, prasadam_delivery_address,
       item_id, amount, currency, term_months, months_paid, mandate_status, due_at, next_charge_at)
     VALUES ($1, $2, $3, $4, 'RECURRING', $5, 'item', $6, $7, $8, $9, 'ACTIVE', now() + interval '1 month',
       now() + interval '1 month')
     RETURNING id`,
    [
      s.userId,
      s.centerId,
      s.slot.productId,
      s.status ?? 'ACTIVE',
      s.address,
      s.slot.unitPrice,
      s.currency,
      s.termMonths ?? 12,
      monthsPaid,
    ],
  );
  const subscriptionId = rows[0]!.id;
  const months: InsertedOrder[] = [];
  for (let month = 1; month <= monthsPaid; month += 1) {
    const { paymentId } = await buildPayment(pool, {
      centerId: s.centerId,
      userId: s.userId,
      amount: s.slot.unitPrice,
      currency: s.currency,
    });
    const paid = await pool.query<{ id: string }>(
      `INSERT INTO subscription_payments (subscription_id, payment_id, sequence, months_completed)
       VALUES ($1, $2, $3, $3) RETURNING id`,
      [subscriptionId, paymentId, month],
    );
    months.push(
      await insertOrder(pool, {
        slot: s.slot,
        centerId: s.centerId,
        userId: s.userId,
        currency: s.currency,
        address: s.address,
        inPerson: false,
        deliveryStatus: 'PENDING',
        paymentId,
        subscriptionPaymentId: paid.rows[0]!.id,
      }),
    );
  }
  return { subscriptionId, months };
}

/**
 * An active subscription with month 1 paid and a gateway mandate (`MD-` and the id's first 8 characters, which the
 * notice mails name): its id, its next charge and its ritual's name. For the notice and charge-gate tests.
 */
export async function buildMandatedSubscription(
  pool: pg.Pool,
  s: { userId: string; centerId: string; currency?: string; slot: BuiltSlot },
): Promise<{ id: string; chargeAt: Date; ritual: string; mandate: string }> {
  const { subscriptionId } = await buildSubscription(pool, {
    userId: s.userId,
    centerId: s.centerId,
    slot: s.slot,
    address: { line1: '21, Venkatasamy Road West', city: 'Coimbatore', pinCode: '641002' },
    currency: s.currency ?? 'INR',
  });
  const mandate = `MD-${subscriptionId.slice(0, 8)}`;
  const { rows } = await pool.query<{ next_charge_at: Date }>(
    'UPDATE subscriptions SET mandate_id = $2 WHERE id = $1 RETURNING next_charge_at',
    [subscriptionId, mandate],
  );
  return {
    id: subscriptionId,
    chargeAt: rows[0]!.next_charge_at,
    ritual: `Test Seva ${s.slot.productId}`,
    mandate,
  };
}
