// Demo orders of the demo devotee for My Rituals: upcoming, past (completed, no-show), on-hold, cancelled, refunded and
// failed-refund bookings at an Indian (Coimbatore) and a US (Tennessee) centre, with a family booking and a
// multi-ticket (^#T) booking, so that every branch of the orders screens can be seen on first start. Seeded once, with the catalogue.
import crypto from 'node:crypto';
import type pg from 'pg';

const DEVOTEE = 'SSO-1001';
const DAY = 86_400_000;
const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const code = (n: number) =>
  Array.from(crypto.randomBytes(n), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');

const ADDRESS = {
  name: 'Lakshmi Narayanan',
  code: '+91',
  phone: '9843012345',
  country: 'IN',
  pinCode: '641002',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  line1: '21, Venkatasamy Road West',
  line2: 'R.S. Puram',
  line3: '',
};

interface DemoOrder {
  centerId: string;
  slug: string;
  /** A scheduled slot at least this many days ahead, or a past slot made this many days ago (negative). */
  days: number;
  variants: { name: string; quantity: number; unitPrice: number }[];
  status: string;
  paymentStatus: string;
  itemId?: string;
  /** Orders of one booking share a payment. */
  payment?: string;
  familyId?: string;
  hasPrasadam?: boolean;
  deliveryStatus?: string;
  trackingId?: string;
  meta?: Record<string, unknown>;
  refunded?: boolean;
  /** A refund the gateway kept refusing: FAILED with no automatic attempt left, waiting for staff. */
  refundFailedWith?: string;
}

async function slotFor(client: pg.PoolClient, productId: string, days: number, now: Date) {
  if (days >= 0) {
    const { rows } = await client.query<{ id: string; start_time: Date }>(
      `SELECT id, start_time FROM slots WHERE product_id = $1 AND start_time >= $2 AND booked + 4 <= capacity
       ORDER BY start_time LIMIT 1`,
      [productId, new Date(now.getTime() + days * DAY)],
    );
    return rows[0];
  }
  const start = new Date(now.getTime() + days * DAY);
  start.setUTCHours(1, 0, 0, 0);
  const { rows } = await client.query<{ id: string; start_time: Date }>(
    `INSERT INTO slots (product_id, start_time, in_person, capacity)
     SELECT $1, $2, delivery_mode <> 'ONLINE', 20 FROM products WHERE id = $1
     ON CONFLICT (product_id, start_time, in_person) DO UPDATE SET capacity = slots.capacity
     RETURNING id, start_time`,
    [productId, start],
  );
  return rows[0];
}

export async function seedMyRitualsDemo(client: pg.PoolClient, now: Date): Promise<void> {
  // The family booking uses the demo family the family seed made, when there is one.
  const existing = await client.query<{ id: string }>(
    "SELECT id FROM families WHERE user_id = $1 AND name = 'Narayanan Family' LIMIT 1",
    [DEVOTEE],
  );
  const familyId =
    existing.rows[0]?.id ??
    (
      await client.query<{ id: string }>(
        `INSERT INTO families (user_id, name, prasadam_delivery_address, palm_leaf_info)
       VALUES ($1, 'Narayanan Family', $2, $3) RETURNING id`,
        [
          DEVOTEE,
          ADDRESS,
          {
            nakshatramLanguage: 'sanskrit',
            members: [
              { name: 'Lakshmi Narayanan', nakshatram: 'Rohini' },
              { name: 'Srinivasan Narayanan', nakshatram: 'Hasta' },
            ],
          },
        ],
      )
    ).rows[0]!.id;
  const ticketItem = crypto.randomUUID();
  const orders: DemoOrder[] = [
    {
      centerId: 'in-coimbatore',
      slug: 'devi-abhishekam',
      days: 12,
      variants: [{ name: 'Single', quantity: 2, unitPrice: 110100 }],
      status: 'NOT_COMPLETED',
      paymentStatus: 'COMPLETED',
      meta: { name_1: 'Lakshmi Narayanan', nakshatram_1: 'Rohini' },
    },
    {
      centerId: 'in-coimbatore',
      slug: 'navaratri-abhishekam-kutumbam',
      days: 8,
      variants: [{ name: 'Family, up to 4 members^#T1', quantity: 1, unitPrice: 500100 }],
      status: 'NOT_COMPLETED',
      paymentStatus: 'COMPLETED',
      familyId,
      hasPrasadam: true,
      deliveryStatus: 'PENDING',
      meta: { familyId, members: [{ name: 'Lakshmi Narayanan' }, { name: 'Srinivasan Narayanan' }] },
    },
    ...[1, 2, 3].map((n): DemoOrder => ({
      centerId: 'in-coimbatore',
      slug: 'navaratri-abhishekam-kutumbam',
      days: 40,
      variants: [{ name: `Family, up to 4 members^#T${n}`, quantity: 1, unitPrice: 500100 }],
      status: 'NOT_COMPLETED',
      paymentStatus: 'COMPLETED',
      itemId: ticketItem,
      payment: 'tickets',
      hasPrasadam: true,
      deliveryStatus: 'NONE',
    })),
    {
      centerId: 'in-coimbatore',
      slug: 'devi-abhishekam',
      days: -20,
      variants: [{ name: 'Couple', quantity: 1, unitPrice: 210100 }],
      status: 'COMPLETED',
      paymentStatus: 'COMPLETED',
      hasPrasadam: true,
      deliveryStatus: 'DELIVERED',
      trackingId: 'IN-TRK-482913',
    },
    {
      // Booked and paid, but the devotee did not come: checked in as a no-show by the day's staff.
      centerId: 'in-coimbatore',
      slug: 'devi-abhishekam',
      days: -6,
      variants: [{ name: 'Single', quantity: 1, unitPrice: 110100 }],
      status: 'NO_SHOW',
      paymentStatus: 'COMPLETED',
      meta: { name_1: 'Lakshmi Narayanan', nakshatram_1: 'Rohini' },
    },
    {
      centerId: 'in-coimbatore',
      slug: 'kumkum-sarpa-seva',
      days: -10,
      variants: [{ name: 'Single', quantity: 1, unitPrice: 50100 }],
      status: 'ON_HOLD',
      paymentStatus: 'COMPLETED',
    },
    {
      centerId: 'in-coimbatore',
      slug: 'vasthram-arpanam',
      days: 15,
      variants: [{ name: 'Cotton saree', quantity: 1, unitPrice: 150100 }],
      status: 'CANCELLED',
      paymentStatus: 'COMPLETED',
    },
    {
      centerId: 'us-tennessee',
      slug: 'devi-abhishekam',
      days: 14,
      variants: [{ name: 'Couple', quantity: 1, unitPrice: 4500 }],
      status: 'NOT_COMPLETED',
      paymentStatus: 'COMPLETED',
    },
    {
      centerId: 'us-tennessee',
      slug: 'netram-arpanam',
      days: 20,
      variants: [{ name: 'Silver netram', quantity: 1, unitPrice: 5100 }],
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      refunded: true,
    },
    {
      centerId: 'us-tennessee',
      slug: 'devi-abhishekam',
      days: 24,
      variants: [{ name: 'Single', quantity: 1, unitPrice: 2500 }],
      status: 'CANCELLED',
      paymentStatus: 'COMPLETED',
      refundFailedWith: 'The bank refused the refund: the card account is closed',
    },
  ];

  const payments = new Map<string, string>();
  for (const [index, o] of orders.entries()) {
    const productId = `${o.centerId}-${o.slug}`;
    const slot = await slotFor(client, productId, o.days, now);
    if (!slot) continue; // a ritual without a slot in the window: nothing to show for it
    const { rows: centerRows } = await client.query<{ currency: string }>(
      'SELECT currency FROM centers WHERE id = $1',
      [o.centerId],
    );
    const currency = centerRows[0]!.currency;
    const total = o.variants.reduce((sum, v) => sum + v.quantity * v.unitPrice, 0);
    const bookingTotal = o.payment
      ? orders.filter((x) => x.payment === o.payment).reduce((s, x) => s + x.variants[0]!.unitPrice, 0)
      : total;
    const createdAt = new Date(Math.min(now.getTime(), slot.start_time.getTime()) - 7 * DAY);
    const key = o.payment ?? `order-${index}`;
    let paymentId = payments.get(key);
    if (!paymentId) {
      paymentId = (
        await client.query<{ id: string }>(
          `INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel, transaction_id,
             refunded_amount, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'GPMS', $7, $8, $9, $9) RETURNING id`,
          [
            code(10),
            o.centerId,
            DEVOTEE,
            bookingTotal,
            currency,
            o.paymentStatus,
            `TXN${code(8)}`,
            o.refunded ? bookingTotal : 0,
            createdAt,
          ],
        )
      ).rows[0]!.id;
      payments.set(key, paymentId);
    }
    const orderId = (
      await client.query<{ id: string }>(
        `INSERT INTO orders (booking_id, payment_id, user_id, center_id, product_id, item_id, slot_id, status,
           payment_status, delivery_status, prasadam_tracking_id, in_person, has_prasadam, prasadam_delivery_address,
           meta, variants, total_price, currency, og_slot_start, family_id, created_at)
         SELECT $1, $2, $3, $4, $5, $6, s.id, $7, $8, $9, $10, s.in_person, $11, $12, $13, $14, $15, $16, s.start_time,
           $17, $18
         FROM slots s WHERE s.id = $19 RETURNING id`,
        [
          `SAN${code(10)}`,
          paymentId,
          DEVOTEE,
          o.centerId,
          productId,
          o.itemId ?? crypto.randomUUID(),
          o.status,
          o.paymentStatus,
          o.deliveryStatus ?? 'NONE',
          o.trackingId ?? null,
          o.hasPrasadam ?? false,
          o.hasPrasadam ? ADDRESS : null,
          o.meta ?? {},
          JSON.stringify(o.variants),
          total,
          currency,
          o.familyId ?? null,
          createdAt,
          slot.id,
        ],
      )
    ).rows[0]!.id;
    if (o.status === 'NOT_COMPLETED' || o.status === 'COMPLETED' || o.status === 'NO_SHOW') {
      const places = o.variants.reduce((n, v) => n + v.quantity, 0);
      await client.query('UPDATE slots SET booked = booked + $2 WHERE id = $1', [slot.id, places]);
    }
    if (o.refunded) {
      await client.query(
        `INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency, status, attempts, gateway_refund_id)
         VALUES ($1, $2, ARRAY[$3::uuid], $4, $5, 'DONE', 1, $6)`,
        [`RF${code(10)}`, paymentId, orderId, total, currency, `GRF${code(9)}`],
      );
    }
    if (o.refundFailedWith) {
      await client.query(
        `INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency, status, attempts, attempts_left,
           last_error, created_at, updated_at)
         VALUES ($1, $2, ARRAY[$3::uuid], $4, $5, 'FAILED', 6, 0, $6, $7, $7)`,
        [
          `RF${code(10)}`,
          paymentId,
          orderId,
          total,
          currency,
          o.refundFailedWith,
          new Date(now.getTime() - DAY),
        ],
      );
    }
  }
}
