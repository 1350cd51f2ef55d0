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
