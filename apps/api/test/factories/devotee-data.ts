// A devotee whose data is everywhere a devotee's data can be (issue 30): billing profile, a family with palm-leaf
// members, a past paid booking with participants and a prasadam address, a refund, a prasadam subscription with a
// mandate, a payment link, mails, analytics events and audit entries naming them, a consent recorded by a volunteer,
// and a volunteer acting for them.
// Each personal text is unique to this devotee, so a scan of the whole database finds it only where it was left.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { TestApp } from '../helpers/test-app';
import { insertOrder } from './orders';
import { buildSubscription } from './subscriptions';
import type { BuiltSlot } from './slots';
import { buildUser, type BuiltUser } from './users';

export interface PersonalData {
  user: BuiltUser;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine: string;
  memberName: string;
  orderIds: string[];
  paymentIds: string[];
  subscriptionId: string;
}

export async function buildDevoteeWithData(
  t: Pick<TestApp, 'pool' | 'tokenFor'>,
  o: {
    centerId: string;
    currency: string;
    /** A past slot (the booking has taken place: nothing stops the erasure). */
    pastSlot: BuiltSlot;
    volunteerId: string;
    mandateId?: string;
  },
): Promise<PersonalData> {
  const tag = crypto.randomBytes(3).toString('hex');
  const firstName = `Zubeida${tag}`;
  const lastName = `Qarnain${tag}`;
  const email = `zq.${tag}@example.org`;
  const phone = `98${String(parseInt(tag, 16)).padStart(8, '7').slice(0, 8)}`;
  const addressLine = `${tag} Kovil Veedhi Street`;
  const memberName = `Yashodhara${tag}`;
  const user = await buildUser(t, { firstName, lastName, email });
  const address = {
    name: `${firstName} ${lastName}`,
    code: '+91',
    phone,
    country: 'IN',
    pinCode: '641001',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    addressLine1: addressLine,
    addressLine2: '',
  };
  const pool: pg.Pool = t.pool;
  await pool.query(
    `INSERT INTO booking_persons (sso_id, first_name, last_name, phone, secondary_phone, email,
       privacy_terms_accepted, subscribed_for_news_letter, billing_address)
     VALUES ($1, $2, $3, $4, $4, $5, true, true, $6)`,
    [
      user.id,
      firstName,
      lastName,
      phone,
      email,
      { line1: addressLine, city: 'Coimbatore', pinCode: '641001' },
    ],
  );
  const family = await pool.query<{ id: string }>(
    `INSERT INTO families (user_id, name, prasadam_delivery_address, palm_leaf_info)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [user.id, lastName, address, { members: [{ name: memberName, nakshatram: 'Rohini' }] }],
  );
  const order = await insertOrder(pool, {
    slot: o.pastSlot,
    centerId: o.centerId,
    userId: user.id,
    currency: o.currency,
    status: 'COMPLETED',
    address,
    deliveryStatus: 'DELIVERED',
    familyId: family.rows[0]!.id,
  });
  await pool.query(`UPDATE orders SET meta = $2, booked_by = $3 WHERE id = $1`, [
    order.orderId,
    { name_1: memberName, nakshatram_1: 'Rohini', utm_source: 'test' },
    o.volunteerId,
  ]);
  await pool.query(`UPDATE payments SET raw_resp = $2, booked_by = $3 WHERE id = $1`, [
    order.paymentId,
    { customerEmail: email, customerPhone: phone, reference: { reference: 'CHQ-1', bank: 'SBI' } },
    o.volunteerId,
  ]);
  await pool.query(
    `INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency, status, reason, requested_by,
       outside_method, outside_note)
     VALUES ($1, $2, ARRAY[$3::uuid], 100, $4, 'DONE', 'cancel', $6, 'CASH', $5)`,
    [
      crypto.randomBytes(6).toString('hex').toUpperCase(),
      order.paymentId,
      order.orderId,
      o.currency,
      `Cash to ${firstName} ${lastName}, ${phone}`,
      o.volunteerId,
    ],
  );
  const sub = await buildSubscription(pool, {
    userId: user.id,
    centerId: o.centerId,
    slot: o.pastSlot,
    address,
    currency: o.currency,
  });
  await pool.query(`UPDATE subscriptions SET booking_person_info = $2, mandate_id = $3 WHERE id = $1`, [
    sub.subscriptionId,
    { firstName, lastName, email, phone },
    o.mandateId ?? `MDT-${tag}`,
  ]);
  await pool.query(
    `INSERT INTO payment_links (payment_id, email, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [order.paymentId, email],
  );
  await pool.query(
    `INSERT INTO mail_outbox (to_address, subject, html, text, kind, payment_id, status)
     VALUES ($1, 'Your booking', $2, $2, 'confirmation', $3, 'SENT')`,
    [email, `Dear ${firstName} ${lastName}, your booking is confirmed.`, order.paymentId],
  );
  await pool.query(
    `INSERT INTO analytics_events (name, user_id, center_id, properties) VALUES ('login', $1, $2, $3)`,
    [user.id, o.centerId, { email, screen: 'home' }],
  );
  await pool.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, data) VALUES ($1, 'profile.create', 'user', $2, $3)`,
    [o.volunteerId, user.id, { email, firstName, lastName, phone }],
  );
  await pool.query(
    `INSERT INTO consents (user_id, kind, granted, text, recorded_by) VALUES ($1, 'registration', true, 'I consent', $2)`,
    [user.id, o.volunteerId],
  );
  await pool.query(
    `INSERT INTO waiting_list_entries (slot_id, user_id, places, status, ended_at) VALUES ($1, $2, 1, 'LEFT', now())`,
    [o.pastSlot.slotId, user.id],
  );
  await pool.query(
    `INSERT INTO volunteer_acting_for (volunteer_id, devotee_id, center_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [o.volunteerId, user.id, o.centerId],
  );
  const payments = await pool.query<{ id: string }>('SELECT id FROM payments WHERE user_id = $1', [user.id]);
  const orders = await pool.query<{ id: string }>('SELECT id FROM orders WHERE user_id = $1', [user.id]);
  return {
    user,
    firstName,
    lastName,
    email,
    phone,
    addressLine,
    memberName,
    orderIds: orders.rows.map((r) => r.id),
    paymentIds: payments.rows.map((r) => r.id),
    subscriptionId: sub.subscriptionId,
  };
}
