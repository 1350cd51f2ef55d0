// Demo families and subscriptions of the demo devotee (Lakshmi Narayanan, SSO-1001), so that every branch of the
// Family Details and Subscription tabs shows on first start: two families, and at the US centre an ACTIVE
// subscription with four months paid (parcels delivered, shipped and still to pack), a PAUSED one and a COMPLETED
// one. Their mandates are the sandbox gateway's demo mandates (apps/sandbox/src/gateway/mandate-store.ts,
// DEMO_MANDATES, same ids), so the renewal job charges the active one through the sandbox like any other.
import type pg from 'pg';
import { withUpsCheckDigit } from '@sannidhi/domain/dispatch';
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';
import { addMonths } from '@sannidhi/domain/subscription-renewal';
import { slotForMonth } from '../repositories/subscriptions';

const DEVOTEE = 'SSO-1001';
const CENTER = 'us-tennessee';
const PRODUCT = 'us-tennessee-monthly-devi-prasadam';
const PRICE = 3100;
/** The sandbox gateway's demo mandates (DEMO_MANDATES of apps/sandbox/src/gateway/mandate-store.ts). */
export const DEMO_MANDATE_IDS = {
  ACTIVE: 'MDT900000001',
  PAUSED: 'MDT900000002',
  COMPLETED: 'MDT900000003',
} as const;

const IN_ADDRESS = {
  name: 'Lakshmi Narayanan',
  code: '+91',
  phone: '9876543210',
  country: 'IN',
  pinCode: '641001',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  line1: '12/4, 2nd Cross, #5 Main',
  line2: 'R.S. Puram',
  line3: '',
};
const US_ADDRESS = {
  name: 'Lakshmi Narayanan',
  code: '+1',
  phone: '6155550123',
  country: 'US',
  pinCode: '37355',
  city: 'Manchester',
  state: 'Tennessee',
  line1: '951 Isha Lane, Suite 4',
  line2: '',
  line3: '',
};

export async function seedFamiliesAndSubscriptions(client: pg.PoolClient, now: Date): Promise<void> {
  await client.query(
    `INSERT INTO families (user_id, name, prasadam_delivery_address, palm_leaf_info) VALUES
       ($1, 'Narayanan Family', $2, $3), ($1, 'Iyer Family', $4, $5)`,
    [
      DEVOTEE,
      IN_ADDRESS,
      {
        members: [
          { name: 'Lakshmi Narayanan', nakshatram: 'Rohini' },
          { name: 'Suresh Narayanan', nakshatram: 'Ashwini' },
          { name: 'Priya Narayanan', nakshatram: 'Bharani' },
        ],
        nakshatramLanguage: 'sanskrit',
      },
      US_ADDRESS,
      { members: [{ name: 'Kamala Iyer', nakshatram: 'Magam' }], nakshatramLanguage: 'tamil' },
    ],
  );
  const { rows } = await client.query('SELECT 1 FROM products WHERE id = $1', [PRODUCT]);
  if (!rows.length) return;
  // Active: started 3 months and 10 days ago, 4 months paid, month 5 due in about 20 days.
  await seedSubscription(client, {
    mandateId: DEMO_MANDATE_IDS.ACTIVE,
    start: new Date(addMonths(now, -3).getTime() - 10 * 86_400_000),
    monthsPaid: 4,
    status: 'ACTIVE',
    delivery: ['DELIVERED', 'DELIVERED', 'SHIPPED', 'PENDING'],
  });
  // Paused after 2 months.
  await seedSubscription(client, {
    mandateId: DEMO_MANDATE_IDS.PAUSED,
    start: addMonths(now, -2),
    monthsPaid: 2,
    status: 'PAUSED',
    delivery: ['DELIVERED', 'DELIVERED'],
  });
  // Completed: all 12 months, the year before.
  await seedSubscription(client, {
    mandateId: DEMO_MANDATE_IDS.COMPLETED,
    start: addMonths(now, -13),
    monthsPaid: 12,
    status: 'COMPLETED',
    delivery: Array.from({ length: 12 }, () => 'DELIVERED'),
  });
}

async function seedSubscription(
  client: pg.PoolClient,
  s: { mandateId: string; start: Date; monthsPaid: number; status: string; delivery: string[] },
) {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, center_id, product_id, status, subscription_type, booking_person_info,
       prasadam_delivery_address, item_id, amount, currency, term_months, months_paid, mandate_id, mandate_status,
       due_at, next_charge_at, created_at)
     VALUES ($1, $2, $3, $4, 'RECURRING', $5, $6, $7, $8, 'USD', 12, $9, $10, $11, $12, $12, $13) RETURNING id`,
    [
      DEVOTEE,
      CENTER,
      PRODUCT,
      s.status,
      { firstName: 'Lakshmi', lastName: 'Narayanan', email: 'devotee@example.org', phone: '6155550123' },
      US_ADDRESS,
      `demo-${s.status.toLowerCase()}`,
      PRICE,
      s.monthsPaid,
      s.mandateId,
      s.status === 'COMPLETED' ? 'REVOKED' : 'ACTIVE',
      addMonths(s.start, s.monthsPaid),
      s.start,
    ],
  );
  const subscriptionId = rows[0]!.id;
  for (let month = 1; month <= s.monthsPaid; month += 1) {
    const paidAt = addMonths(s.start, month - 1);
    const payment = await client.query<{ id: string }>(
      `INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel, transaction_id,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'USD', 'COMPLETED', 'GPMS', $5, $6, $6) RETURNING id`,
      [generatePaymentRequestId(), CENTER, DEVOTEE, PRICE, `TXNDEMO${month}`, paidAt],
    );
    const paymentId = payment.rows[0]!.id;
    const paidMonth = await client.query<{ id: string }>(
      `INSERT INTO subscription_payments (subscription_id, payment_id, sequence, months_completed, created_at)
       VALUES ($1, $2, $3, $3, $4) RETURNING id`,
      [subscriptionId, paymentId, month, paidAt],
    );
    const slot = await slotForMonth(client, PRODUCT, new Date(paidAt.getTime() + 7 * 86_400_000));
    const delivery = s.delivery[month - 1] ?? 'PENDING';
    const shipped = delivery !== 'PENDING';
    const carrier = shipped ? (month % 2 ? 'UPS' : 'STAMPS') : null;
    const tracking = shipped
      ? carrier === 'UPS'
        ? withUpsCheckDigit(`1Z999AA1${String(month).padStart(9, '0')}`)
        : `9400100000000000${month}`
      : null;
    const orderDone = slot.start_time.getTime() < Date.now();
    const order = await client.query<{ id: string }>(
      `INSERT INTO orders (booking_id, payment_id, user_id, center_id, product_id, item_id, slot_id, status,
         payment_status, delivery_status, prasadam_tracking_id, carrier, shipping_option, in_person, has_prasadam,
         prasadam_delivery_address, meta, variants, total_price, currency, og_slot_start, subscription_payment_id,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'COMPLETED', $9, $10, $11, 'ups_next_day_air', false, true, $12, $13,
         $14, $15, 'USD', $16, $17, $18) RETURNING id`,
      [
        `SAN${generatePaymentRequestId()}`,
        paymentId,
        DEVOTEE,
        CENTER,
        PRODUCT,
        `demo-${s.status.toLowerCase()}`,
        slot.id,
        orderDone ? 'COMPLETED' : 'NOT_COMPLETED',
        delivery,
        tracking,
        carrier,
        US_ADDRESS,
        { members: [{ name: 'Lakshmi Narayanan' }], nakshatramLanguageList: ['sanskrit'] },
        JSON.stringify([{ name: 'Every month', quantity: 1, unitPrice: PRICE }]),
        PRICE,
        slot.start_time,
        paidMonth.rows[0]!.id,
        paidAt,
      ],
    );
    if (month === 1) {
      await client.query(
        'UPDATE subscriptions SET first_payment_id = $2, first_order_id = $3 WHERE id = $1',
        [subscriptionId, paymentId, order.rows[0]!.id],
      );
    }
  }
}
