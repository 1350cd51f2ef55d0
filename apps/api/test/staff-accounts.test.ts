// Accounts (staff console): a day's collections per channel with its refunds, the payments table searched by
// reference, paged and sorted on the server, the CSV export, the day close against the sandbox gateway's status API
// over real HTTP (zero mismatches, and a forced one), the second approver of a refund above the centre's threshold,
// and the refusals: other centre, other role, bad input.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFor } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import {
  answerSubscriptionForm,
  startSubscriptionStack,
  type SubscriptionStack,
} from './helpers/subscription-stack';
import { DEMO } from './helpers/test-app';
import { apiCaller, waitFor } from './helpers/requests';

/** A centre of its own (a copy of Tennessee), so that its days hold only this file's money. */
const CENTER = 'us-accounts-test';
const ACCOUNTS = { id: 'SSO-1109', email: 'demo.office-accounts-manager@example.org' };
const ADMIN = { id: 'SSO-1102', email: 'demo.center-admin@example.org' };
/** A refund above $40.00 waits for a second approver at the test centre. */
const THRESHOLD = 4000;

let stack: SubscriptionStack;
let devotee: string;
let volunteer: string;
let accounts: string;
let admin: string;
let today: string;

beforeAll(async () => {
  stack = await startSubscriptionStack();
  const pool = stack.t.pool;
  await pool.query(
    `INSERT INTO centers (id, name, label, image, is_available, description, currency, contact, treasurer_email, meta,
       sort_order)
     SELECT $1, 'Sannidhi Accounts Test', 'Accounts Test', image, is_available, description, currency, contact,
       treasurer_email, meta || jsonb_build_object('refundApprovalAbove', $2::int), 99
     FROM centers WHERE id = 'us-tennessee'`,
    [CENTER, THRESHOLD],
  );
  await pool.query(
    `INSERT INTO user_roles (user_id, center_id, role) VALUES
       ($1, $4, 'OFFICE_ACCOUNTS_MANAGER'), ($2, $4, 'CENTER_ADMIN'), ($3, $4, 'OFFICE_VOLUNTEER')`,
    [ACCOUNTS.id, ADMIN.id, DEMO.volunteer.id, CENTER],
  );
  devotee = await stack.t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  volunteer = await stack.t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
  accounts = await stack.t.tokenFor(ACCOUNTS.id, ACCOUNTS.email);
  admin = await stack.t.tokenFor(ADMIN.id, ADMIN.email);
  const { rows } = await pool.query<{ d: string }>(
    "SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS d",
  );
  today = rows[0]!.d;
});
afterAll(() => stack.close());

const call = apiCaller(() => stack.t.app);

const refundsOf = async (paymentId: string) =>
  (
    await stack.t.pool.query<{ id: string; status: string; amount: number }>(
      'SELECT id, status, amount FROM refunds WHERE payment_id = $1 ORDER BY created_at',
      [paymentId],
    )
  ).rows;

/** Books `quantity` places at $25.00 as `token` and pays on the sandbox's hosted page. */
async function paidAtGateway(token: string, quantity: number) {
  const slot = await buildRitualWithSlot(stack.t.pool, {
    centerId: CENTER,
    startsInHours: 24 * 12,
    unitPrice: 2500,
  });
  const res = await call(token, 'POST', '/order/create', {
    idempotencyKey: crypto.randomUUID(),
    centerId: CENTER,
    items: cartFor(slot, quantity),
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json().payload as {
    paymentId: string;
    requestId: string;
    orders: { id: string }[];
    gatewayForm: { fields: Record<string, string> };
  };
  expect(
    (await answerSubscriptionForm(stack.gatewayBase, answer.gatewayForm.fields, 'pay', 'pay')).status,
  ).toBe(303);
  await waitFor(
    async () =>
      (await stack.t.pool.query('SELECT status FROM payments WHERE id = $1', [answer.paymentId])).rows[0]
        .status as string,
    (s) => s === 'COMPLETED',
    'payment',
  );
  return {
    paymentId: answer.paymentId,
    requestId: answer.requestId,
    orderIds: answer.orders.map((o) => o.id),
  };
}

async function recorded(channel: 'CASH' | 'CHEQUE', reference: { reference: string; bank: string }) {
  const slot = await buildRitualWithSlot(stack.t.pool, { centerId: CENTER, unitPrice: 2500 });
  const res = await call(volunteer, 'POST', '/order/create', {
    idempotencyKey: crypto.randomUUID(),
    centerId: CENTER,
    devoteeId: DEMO.devotee.id,
    paymentChannel: channel,
    paymentReference: reference,
    items: cartFor(slot),
  });
  expect(res.statusCode).toBe(200);
  return res.json().payload as { paymentId: string };
}

const channel = (body: { channels: { channel: string }[] }, name: string) =>
  body.channels.find((c) => c.channel === name);

describe('a day of collections', () => {
  let small: Awaited<ReturnType<typeof paidAtGateway>>;

  it('totals each channel in minor units with the refunds that reached the devotee', async () => {
    small = await paidAtGateway(devotee, 1);
    await paidAtGateway(devotee, 2);
    await recorded('CASH', { reference: 'RCPT-7781', bank: '' });
    await recorded('CHEQUE', { reference: 'CHQ-004512', bank: 'First Tennessee Bank' });
    const cancel = await call(devotee, 'POST', '/order/cancel', { orderIds: small.orderIds });
    expect(cancel.json().payload).toMatchObject({ refundAmount: 2500, currency: 'USD' });
    // At or below the threshold the refund goes at once, as before.
    await waitFor(
      () => refundsOf(small.paymentId),
      (r) => r[0]?.status === 'DONE',
      'refund DONE',
    );

    const res = await call(accounts, 'GET', `/staff/accounts/collections?center=${CENTER}&date=${today}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().payload;
    expect(body).toMatchObject({ date: today, currency: 'USD', close: null });
    expect(channel(body, 'GPMS')).toEqual({
      channel: 'GPMS',
      label: 'Gateway',
      payments: 2,
      collected: 7500,
      refunds: 1,
      refunded: 2500,
      net: 5000,
    });
    expect(channel(body, 'CASH')).toMatchObject({ payments: 1, collected: 2500, refunded: 0, net: 2500 });
    expect(channel(body, 'CHEQUE')).toMatchObject({ payments: 1, collected: 2500, net: 2500 });
    expect(channel(body, 'US_CARD_TERMINAL')).toMatchObject({ payments: 0, collected: 0 });
    // The card machine is for Indian centres: not offered here, and no money came by it.
    expect(channel(body, 'CARD_MACHINE')).toBeUndefined();
    expect(body.total).toMatchObject({
      payments: 4,
      collected: 12500,
      refunds: 1,
      refunded: 2500,
      net: 10000,
    });

    // Another day holds none of it.
    const before = await call(
      accounts,
      'GET',
      `/staff/accounts/collections?center=${CENTER}&date=2026-01-01`,
    );
    expect(before.json().payload.total).toMatchObject({ payments: 0, collected: 0, net: 0 });
  });

  it('finds cash, cheque and draft references on any day, and pages and sorts the day on the server', async () => {
    const found = await call(accounts, 'GET', `/staff/accounts/payments?center=${CENTER}&q=chq-0045`);
    expect(found.statusCode).toBe(200);
    expect(found.json().payload).toMatchObject({
      total: 1,
      rows: [{ channel: 'CHEQUE', reference: 'CHQ-004512', bank: 'First Tennessee Bank', amount: 2500 }],
    });
    const byBank = await call(
      accounts,
      'GET',
      `/staff/accounts/payments?center=${CENTER}&q=tennessee%20bank`,
    );
    expect(byBank.json().payload.rows.map((r: { reference: string }) => r.reference)).toEqual(['CHQ-004512']);
    const none = await call(accounts, 'GET', `/staff/accounts/payments?center=${CENTER}&q=RCPT-0000`);
    expect(none.json().payload).toMatchObject({ total: 0, rows: [] });
    // A like-pattern character is searched for literally.
    const percent = await call(accounts, 'GET', `/staff/accounts/payments?center=${CENTER}&q=%25`);
    expect(percent.json().payload.total).toBe(0);

    const sorted = await call(
      accounts,
      'GET',
      `/staff/accounts/payments?center=${CENTER}&date=${today}&sort=amount&dir=desc`,
    );
    const page = sorted.json().payload;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(page.rows.map((r: { amount: number }) => r.amount)).toEqual([5000, 2500, 2500, 2500]);
    const byChannel = await call(
      accounts,
      'GET',
      `/staff/accounts/payments?center=${CENTER}&date=${today}&channel=CASH`,
    );
    expect(byChannel.json().payload.rows).toEqual([
      expect.objectContaining({ channel: 'CASH', reference: 'RCPT-7781', devoteeEmail: DEMO.devotee.email }),
    ]);
    const beyond = await call(
      accounts,
      'GET',
      `/staff/accounts/payments?center=${CENTER}&date=${today}&page=2`,
    );
    expect(beyond.json().payload).toMatchObject({ total: 4, page: 2, rows: [] });
  });

  it('exports the day as CSV, streamed, one line per payment and refund', async () => {
    const res = await call(
      accounts,
      'GET',
      `/staff/accounts/export?center=${CENTER}&from=${today}&to=${today}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="collections-${CENTER}-${today}.csv"`,
    );
    expect(res.headers['x-export-rows']).toBe('5');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'kind,local_date,local_time,at_utc,request_id,channel,status,amount_minor,amount,currency,reference,bank,devotee_email,booking_ids',
    );
    expect(lines).toHaveLength(6);
    const cheque = lines.find((l) => l.includes('CHQ-004512'))!;
    expect(cheque).toContain(`payment,${today},`);
    expect(cheque).toContain(
      ',Cheque,COMPLETED,2500,25.00,USD,CHQ-004512,First Tennessee Bank,devotee@example.org,',
    );
    const refund = lines.filter((l) => l.startsWith('refund,'));
    expect(refund).toHaveLength(1);
    expect(refund[0]).toContain(',Gateway,REFUND,-2500,-25.00,USD,RF');
    // Nothing paid on another range.
    const empty = await call(
      accounts,
      'GET',
      `/staff/accounts/export?center=${CENTER}&from=2026-01-01&to=2026-01-31`,
    );
    expect(empty.headers['x-export-rows']).toBe('0');
    expect(empty.body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it("refuses to close a day that has not ended in the centre's zone, saying why", async () => {
    const res = await call(accounts, 'POST', '/staff/accounts/close', { center: CENTER, date: today });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${today} has not ended yet at Sannidhi Accounts Test: a day is closed after midnight, once no more payments of it can come in.`,
    );
    expect(
      (await stack.t.pool.query('SELECT count(*)::int AS n FROM day_closes WHERE day = $1', [today])).rows[0]
        .n,
    ).toBe(0);
  });

  it('closes the day against the gateway with zero mismatches, once: a second close answers the first', async () => {
    // The day's payments and refunds become two days old, as if the day had passed: an ended day is closed.
    const { rows } = await stack.t.pool.query<{ d: string }>(
      "SELECT to_char((now() AT TIME ZONE 'America/Chicago') - interval '2 days', 'YYYY-MM-DD') AS d",
    );
    const today = rows[0]!.d;
    await stack.t.pool.query(
      `UPDATE payments SET created_at = created_at - interval '2 days', paid_at = paid_at - interval '2 days'
       WHERE center_id = $1`,
      [CENTER],
    );
    await stack.t.pool.query(
      `UPDATE refunds SET created_at = created_at - interval '2 days', done_at = done_at - interval '2 days'
       WHERE payment_id IN (SELECT id FROM payments WHERE center_id = $1)`,
      [CENTER],
    );
    const res = await call(accounts, 'POST', '/staff/accounts/close', { center: CENTER, date: today });
    expect(res.statusCode).toBe(200);
    const first = res.json().payload;
    expect(first).toMatchObject({
      alreadyClosed: false,
      close: { closedBy: 'Demo Office Accounts Manager', checked: 2, mismatches: [] },
    });
    expect(first.close.totals).toContainEqual(expect.objectContaining({ channel: 'ALL', net: 10000 }));
    const audit = await stack.t.pool.query(
      "SELECT actor_id, center_id, data FROM audit_log WHERE action = 'accounts.closeDay' AND entity_id = $1",
      [`${CENTER}/${today}`],
    );
    expect(audit.rows).toEqual([
      {
        actor_id: ACCOUNTS.id,
        center_id: CENTER,
        data: { centerId: CENTER, date: today, checked: 2, mismatches: 0, net: 10000 },
      },
    ]);
    const again = await call(accounts, 'POST', '/staff/accounts/close', { center: CENTER, date: today });
    expect(again.json().payload).toEqual({ alreadyClosed: true, close: first.close });
    const collections = await call(
      accounts,
      'GET',
      `/staff/accounts/collections?center=${CENTER}&date=${today}`,
    );
    expect(collections.json().payload.close).toEqual(first.close);
    expect(
      (
        await stack.t.pool.query(
          "SELECT count(*)::int AS n FROM audit_log WHERE action = 'accounts.closeDay'",
        )
      ).rows[0].n,
    ).toBe(1);
  });

  it('lists a payment whose gateway status disagrees as a mismatch', async () => {
    // Recorded as paid by the gateway yesterday, but the gateway has never seen it.
    const { rows } = await stack.t.pool.query<{ d: string }>(
      "SELECT to_char((now() AT TIME ZONE 'America/Chicago') - interval '1 day', 'YYYY-MM-DD') AS d",
    );
    const yesterday = rows[0]!.d;
    await stack.t.pool.query(
      `INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel, transaction_id,
         created_at, updated_at)
       VALUES ('ACCTMISS01', $1, $2, 3100, 'USD', 'COMPLETED', 'GPMS', 'TXNFORGED', now() - interval '1 day',
         now() - interval '1 day')`,
      [CENTER, DEMO.devotee.id],
    );
    const res = await call(accounts, 'POST', '/staff/accounts/close', { center: CENTER, date: yesterday });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.close).toMatchObject({
      checked: 1,
      mismatches: [
        {
          requestId: 'ACCTMISS01',
          channel: 'GPMS',
          amount: 3100,
          ourStatus: 'COMPLETED',
          gatewayStatus: 'NOT_FOUND',
          gatewayAmount: null,
          reason: 'Recorded as paid here, but the gateway has no such payment',
        },
      ],
    });
  });

  it('holds a refund above the threshold for a second approver who is not the one who asked', async () => {
    // The accounts manager books $50.00 for themself and cancels it: the refund waits.
    const own = await paidAtGateway(accounts, 2);
    const cancel = await call(accounts, 'POST', '/order/cancel', { orderIds: own.orderIds });
    expect(cancel.statusCode).toBe(200);
    const [held] = await refundsOf(own.paymentId);
    expect(held).toMatchObject({ status: 'AWAITING_APPROVAL', amount: 5000 });
    await new Promise((r) => setTimeout(r, 300));
    expect((await refundsOf(own.paymentId))[0]!.status).toBe('AWAITING_APPROVAL');

    const list = await call(admin, 'GET', `/staff/refunds?center=${CENTER}`);
    expect(list.json().payload).toContainEqual(
      expect.objectContaining({
        refundId: held!.id,
        status: 'AWAITING_APPROVAL',
        requestedBy: ACCOUNTS.email,
      }),
    );
    // A retry does not send it around the approval.
    const retry = await call(admin, 'POST', '/staff/refunds/retry', { refundId: held!.id });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toMatch(/waits for a second approver/);

    const self = await call(accounts, 'POST', '/staff/refunds/approve', { refundId: held!.id });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/a different person must approve it/);
    // Someone without refunds.approve at the centre is refused.
    expect((await call(volunteer, 'POST', '/staff/refunds/approve', { refundId: held!.id })).statusCode).toBe(
      403,
    );

    const approved = await call(admin, 'POST', '/staff/refunds/approve', { refundId: held!.id });
    expect(approved.statusCode).toBe(200);
    // Sent at once: the gateway took it (its notification may already have settled it).
    expect(['IN_TRANSIT', 'DONE']).toContain(approved.json().payload.status);
    await waitFor(
      () => refundsOf(own.paymentId),
      (r) => r[0]?.status === 'DONE',
      'approved refund DONE',
    );
    const row = await stack.t.pool.query('SELECT approved_by, requested_by FROM refunds WHERE id = $1', [
      held!.id,
    ]);
    expect(row.rows[0]).toEqual({ approved_by: ADMIN.id, requested_by: ACCOUNTS.id });
    const audit = await stack.t.pool.query(
      "SELECT actor_id, center_id FROM audit_log WHERE action = 'refund.approve' AND entity_id = $1",
      [own.paymentId],
    );
    expect(audit.rows).toEqual([{ actor_id: ADMIN.id, center_id: CENTER }]);
    // Approving again is harmless.
    const twice = await call(admin, 'POST', '/staff/refunds/approve', { refundId: held!.id });
    expect(twice.json().payload).toEqual({ refundId: held!.id, status: 'DONE' });
  });
});

describe('refusals', () => {
  it('answers only the roles of the centre: other centre, other role, no role', async () => {
    const at = (c: string) => `/staff/accounts/collections?center=${c}&date=2026-01-01`;
    expect((await call(accounts, 'GET', at('in-coimbatore'))).statusCode).toBe(403);
    expect((await call(devotee, 'GET', at(CENTER))).statusCode).toBe(403);
    expect((await call(volunteer, 'GET', at(CENTER))).statusCode).toBe(403);
    expect((await call(null, 'GET', at(CENTER))).statusCode).toBe(401);
    expect((await call(admin, 'GET', at(CENTER))).statusCode).toBe(200);
    // The admin sees the figures; the close is the accounts manager's.
    const close = await call(admin, 'POST', '/staff/accounts/close', { center: CENTER, date: '2026-01-01' });
    expect(close.statusCode).toBe(403);
    expect(close.json()).toEqual({ message: 'Your role at this centre does not allow this' });
    const search = await call(accounts, 'GET', '/staff/accounts/payments?center=in-coimbatore&q=CHQ');
    expect(search.statusCode).toBe(403);
    const csv = await call(
      devotee,
      'GET',
      `/staff/accounts/export?center=${CENTER}&from=2026-01-01&to=2026-01-01`,
    );
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toHaveProperty('message');
  });

  it('answers bad input 4xx with { message }', async () => {
    const bad = [
      ['GET', `/staff/accounts/collections?center=${CENTER}&date=24-11-2026`, 400],
      ['GET', `/staff/accounts/payments?center=${CENTER}`, 400],
      ['GET', `/staff/accounts/payments?center=${CENTER}&date=2026-01-01&page=0`, 400],
      ['GET', `/staff/accounts/payments?center=${CENTER}&date=2026-01-01&sort=devotee`, 400],
      ['GET', `/staff/accounts/export?center=${CENTER}&from=2026-02-01&to=2026-01-01`, 400],
      ['GET', `/staff/accounts/export?center=${CENTER}&from=2024-01-01&to=2026-01-01`, 400],
      ['GET', '/staff/accounts/collections?center=nowhere&date=2026-01-01', 403],
      ['POST', '/staff/accounts/close', 400, { center: CENTER, date: 'today' }],
      ['POST', '/staff/accounts/close', 409, { center: CENTER, date: '2099-01-01' }],
      ['POST', '/staff/refunds/approve', 400, { refundId: 'not-a-uuid' }],
      ['POST', '/staff/refunds/approve', 404, { refundId: crypto.randomUUID() }],
    ] as const;
    for (const [method, url, status, payload] of bad) {
      const res = await call(accounts, method, url, payload);
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(typeof res.json().message).toBe('string');
    }
  });
});
