// Refunds at a refund centre, end to end over real HTTP: the api's signed refund request to the sandbox gateway, the
// gateway's signed refund notification back, the payment REFUNDED only when all of it is refunded, bounded retries
// of a failed refund, and the staff list with its retry (centre admin or accounts manager of that centre only).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGatewayPayload } from '../src/providers/signing';
import { sendDueRefunds } from '../src/services/refunds/send-refunds';
import { checkReconciliation } from '../src/services/reconciliation/check-reconciliation';
import { cartFor } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import {
  answerSubscriptionForm,
  startSubscriptionStack,
  type SubscriptionStack,
} from './helpers/subscription-stack';
import { apiCaller, waitFor } from './helpers/requests';
import { buildCenter, type BuiltCenter } from './factories/centers';
import { buildUser, type BuiltUser } from './factories/users';

let stack: SubscriptionStack;
/** A US centre of this file's own that refunds on cancel (as Tennessee does), below any approval threshold. */
let center: BuiltCenter;
let devoteeUser: BuiltUser;
let adminUser: BuiltUser;
let devotee: string;
let admin: string;
const silent = { warn: () => {} };
beforeAll(async () => {
  stack = await startSubscriptionStack();
  center = await buildCenter(stack.t.pool, { country: 'US', meta: { refundOnCancel: true } });
  devoteeUser = await buildUser(stack.t, { billingProfile: true });
  adminUser = await buildUser(stack.t, { roles: [{ centerId: center.centerId, role: 'CENTER_ADMIN' }] });
  devotee = devoteeUser.token;
  admin = adminUser.token;
});
afterAll(() => stack.close());

const call = apiCaller(() => stack.t.app);

/** Books `items` orders (one per item) at the US refund centre and pays through the sandbox's hosted page. */
async function paidAtGateway(items = 1, quantity = 1) {
  const slot: BuiltSlot = await buildRitualWithSlot(stack.t.pool, {
    centerId: center.centerId,
    startsInHours: 24 * 12,
    unitPrice: 2500,
  });
  const res = await call(devotee, 'POST', '/order/create', {
    idempotencyKey: crypto.randomUUID(),
    centerId: center.centerId,
    items: Array.from({ length: items }, () => cartFor(slot, quantity)[0]),
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json().payload as {
    paymentId: string;
    requestId: string;
    amount: number;
    orders: { id: string }[];
    gatewayForm: { fields: Record<string, string> };
  };
  const outcome = await answerSubscriptionForm(stack.gatewayBase, answer.gatewayForm.fields, 'pay', 'pay');
  expect(outcome.status).toBe(303);
  await waitFor(
    () => paymentOf(answer.paymentId),
    (p) => p.status === 'COMPLETED',
    'payment',
  );
  return { ...answer, orderIds: answer.orders.map((o) => o.id) };
}

/**
 * A paid booking cancelled while the gateway refuses its refund (`failNext`: the bank rejects it; `refuseNext`: the
 * gateway answers 503): the refund FAILED at the api, with its payment.
 */
async function refusedRefund(behaviour: { failNext: number } | { refuseNext: number }) {
  await setRefundBehaviour(behaviour);
  const p = await paidAtGateway();
  await call(devotee, 'POST', '/order/cancel', { orderIds: p.orderIds });
  const [refund] = await waitFor(
    () => refundsOf(p.paymentId),
    (r) => r[0]?.status === 'FAILED',
    'FAILED',
  );
  return { ...p, refund: refund! };
}

const paymentOf = async (id: string) =>
  (
    await stack.t.pool.query<{ status: string; refunded_amount: number; amount: number }>(
      'SELECT status, refunded_amount, amount FROM payments WHERE id = $1',
      [id],
    )
  ).rows[0]!;
const refundsOf = async (paymentId: string) =>
  (
    await stack.t.pool.query<{
      id: string;
      refund_ref: string;
      status: string;
      amount: number;
      attempts: number;
      attempts_left: number;
      last_error: string | null;
    }>('SELECT * FROM refunds WHERE payment_id = $1 ORDER BY created_at', [paymentId])
  ).rows;
const auditCount = async (paymentId: string, action: string) =>
  (
    await stack.t.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1 AND action = $2',
      [paymentId, action],
    )
  ).rows[0]!.n;

async function setRefundBehaviour(b: {
  failNext?: number;
  refuseNext?: number;
  duplicateNotifications?: boolean;
}) {
  const res = await fetch(`${stack.gatewayBase}/refunds/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(b),
  });
  expect(res.status).toBe(200);
}

function notifyRefund(body: Record<string, unknown>, opts: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  return stack.t.app.inject({
    method: 'POST',
    url: '/api/payment/refundNotification',
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': timestamp,
      'x-gateway-signature': signGatewayPayload(opts.secret ?? stack.t.config.GATEWAY_SECRET, timestamp, raw),
    },
    payload: raw,
  });
}

describe('refunds through the gateway', () => {
  it('refunds exactly the refundable amount: created → in transit → done, the payment REFUNDED', async () => {
    const p = await paidAtGateway(1, 2);
    const amount = await call(devotee, 'GET', `/order/getRefundAmount?orderIds=${p.orderIds[0]}`);
    expect(amount.json().payload).toEqual({ refundAmount: 5000, currency: 'USD' });
    const cancel = await call(devotee, 'POST', '/order/cancel', { orderIds: p.orderIds });
    expect(cancel.json().payload).toMatchObject({ refundAmount: 5000, currency: 'USD' });
    const [done] = await waitFor(
      () => refundsOf(p.paymentId),
      (r) => r[0]?.status === 'DONE',
      'refund DONE',
    );
    expect(done).toMatchObject({ amount: 5000, attempts: 1, last_error: null });
    expect(await paymentOf(p.paymentId)).toMatchObject({ status: 'REFUNDED', refunded_amount: 5000 });
    const { rows } = await stack.t.pool.query('SELECT payment_status FROM orders WHERE id = $1', [
      p.orderIds[0],
    ]);
    expect(rows[0].payment_status).toBe('REFUNDED');
    expect(await auditCount(p.paymentId, 'payment.refunded')).toBe(1);
  });

  it('records a partial refund as partial; the payment is REFUNDED once all of it is refunded', async () => {
    const p = await paidAtGateway(2);
    expect(p.orderIds).toHaveLength(2);
    await call(devotee, 'POST', '/order/cancel', { orderIds: [p.orderIds[0]] });
    await waitFor(
      () => refundsOf(p.paymentId),
      (r) => r[0]?.status === 'DONE',
      'first refund',
    );
    expect(await paymentOf(p.paymentId)).toMatchObject({
      status: 'COMPLETED',
      refunded_amount: 2500,
      amount: 5000,
    });
    expect(await auditCount(p.paymentId, 'payment.partially_refunded')).toBe(1);
    const open = await stack.t.pool.query('SELECT payment_status, status FROM orders WHERE id = $1', [
      p.orderIds[1],
    ]);
    expect(open.rows[0]).toEqual({ payment_status: 'COMPLETED', status: 'NOT_COMPLETED' });
    await call(devotee, 'POST', '/order/cancel', { orderIds: [p.orderIds[1]] });
    await waitFor(
      () => refundsOf(p.paymentId),
      (r) => r.length === 2 && r[1]!.status === 'DONE',
      'second',
    );
    expect(await paymentOf(p.paymentId)).toMatchObject({ status: 'REFUNDED', refunded_amount: 5000 });
  });

  it('applies a notification sent twice once', async () => {
    await setRefundBehaviour({ duplicateNotifications: true });
    try {
      const p = await paidAtGateway();
      await call(devotee, 'POST', '/order/cancel', { orderIds: p.orderIds });
      await waitFor(
        () => refundsOf(p.paymentId),
        (r) => r[0]?.status === 'DONE',
        'refund DONE',
      );
      await new Promise((r) => setTimeout(r, 300)); // let the second copy arrive
      expect(await paymentOf(p.paymentId)).toMatchObject({ status: 'REFUNDED', refunded_amount: 2500 });
      expect(await auditCount(p.paymentId, 'payment.refunded')).toBe(1);
    } finally {
      await setRefundBehaviour({ duplicateNotifications: false });
    }
  });

  it('retries a refund the bank refused, with the same reference, until it is done', async () => {
    const { refund: failed, ...p } = await refusedRefund({ failNext: 1 });
    expect(failed!.last_error).toMatch(/BANK_REJECTED/);
    expect(await paymentOf(p.paymentId)).toMatchObject({ status: 'COMPLETED', refunded_amount: 0 });
    // Not before its retry time; then the job sends it again.
    expect(await sendDueRefunds(stack.t, silent, new Date(), { onlyId: failed!.id })).toBe(0);
    expect(
      await sendDueRefunds(stack.t, silent, new Date(Date.now() + 2 * 60_000), { onlyId: failed!.id }),
    ).toBe(1);
    const [done] = await waitFor(
      () => refundsOf(p.paymentId),
      (r) => r[0]?.status === 'DONE',
      'DONE',
    );
    expect(done).toMatchObject({ refund_ref: failed!.refund_ref, attempts: 2 });
    expect(await paymentOf(p.paymentId)).toMatchObject({ status: 'REFUNDED', refunded_amount: 2500 });
  });

  it('stops retrying after its attempts and waits for staff, who can retry it', async () => {
    const { refund: first, ...p } = await refusedRefund({ refuseNext: 6 });
    expect(first!.last_error).toMatch(/503/);
    let at = Date.now();
    for (let i = 0; i < 8; i++) {
      at += 7 * 3_600_000;
      await sendDueRefunds(stack.t, silent, new Date(at), { onlyId: first!.id });
    }
    const [spent] = await refundsOf(p.paymentId);
    expect(spent).toMatchObject({ status: 'FAILED', attempts: 6, attempts_left: 0 });
    expect(await sendDueRefunds(stack.t, silent, new Date(at + 86_400_000), { onlyId: first!.id })).toBe(0);

    const listed = await call(admin, 'GET', `/staff/refunds?center=${center.centerId}`);
    expect(listed.statusCode).toBe(200);
    const row = (listed.json().payload as { refundId: string }[]).find((r) => r.refundId === first!.id);
    expect(row).toMatchObject({
      refundRef: first!.refund_ref,
      status: 'FAILED',
      amount: 2500,
      currency: 'USD',
      attempts: 6,
      attemptsLeft: 0,
      nextAttemptAt: null,
      devoteeEmail: devoteeUser.email,
    });
    expect((row as unknown as { lastError: string }).lastError).toMatch(/503/);

    const retried = await call(admin, 'POST', '/staff/refunds/retry', { refundId: first!.id });
    expect(retried.statusCode).toBe(200);
    // The gateway took it (its DONE notification may already have been applied).
    expect(['IN_TRANSIT', 'DONE']).toContain(retried.json().payload.status);
    await waitFor(
      () => refundsOf(p.paymentId),
      (r) => r[0]?.status === 'DONE',
      'DONE after staff retry',
    );
    expect(await paymentOf(p.paymentId)).toMatchObject({ status: 'REFUNDED', refunded_amount: 2500 });
    const after = await call(admin, 'GET', `/staff/refunds?center=${center.centerId}`);
    expect((after.json().payload as { refundId: string }[]).some((r) => r.refundId === first!.id)).toBe(
      false,
    );
  });
});

describe('the signed refund notification', () => {
  it('refuses a forged or stale signature, another payment or amount; a replay after DONE changes nothing', async () => {
    // Kept FAILED at the api, so that a notification could apply.
    const { refund, ...p } = await refusedRefund({ refuseNext: 1 });
    const body = {
      refundRef: refund!.refund_ref,
      requestId: p.requestId,
      gatewayRefundId: 'GRF000000001',
      status: 'DONE',
      amount: 2500,
      currency: 'USD',
    };
    const forged = await notifyRefund(body, { secret: 'not-the-gateway-secret-at-all' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Invalid notification signature' });
    const stale = await notifyRefund(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(401);
    const more = await notifyRefund({ ...body, amount: 250000 });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ message: 'The refunded amount does not match the refund' });
    const other = await notifyRefund({ ...body, requestId: 'ZZZZZZZZZZ' });
    expect(other.statusCode).toBe(400);
    const unknown = await notifyRefund({ ...body, refundRef: 'RF0000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(await paymentOf(p.paymentId)).toMatchObject({ status: 'COMPLETED', refunded_amount: 0 });

    const ok = await notifyRefund(body);
    expect(ok.json().payload).toEqual({ outcome: 'applied' });
    const replay = await notifyRefund(body);
    expect(replay.json().payload).toEqual({ outcome: 'ignored' });
    const replayFailed = await notifyRefund({ ...body, status: 'FAILED', reason: 'late' });
    expect(replayFailed.json().payload).toEqual({ outcome: 'ignored' });
    const changed = await notifyRefund({ ...body, amount: 2400 });
    expect(changed.statusCode).toBe(400);
    expect(await paymentOf(p.paymentId)).toMatchObject({ status: 'REFUNDED', refunded_amount: 2500 });
    expect((await refundsOf(p.paymentId))[0]!.status).toBe('DONE');
  });
});

describe('GET /staff/refunds, POST /staff/refunds/retry', () => {
  it('serves only a centre admin or accounts manager of that centre', async () => {
    const pool = stack.t.pool;
    const otherCenter = await buildCenter(pool);
    const accountsUser = await buildUser(stack.t, {
      roles: [{ centerId: center.centerId, role: 'OFFICE_ACCOUNTS_MANAGER' }],
    });
    const accounts = accountsUser.token;
    const { token: otherCenterAdmin } = await buildUser(stack.t, {
      roles: [{ centerId: otherCenter.centerId, role: 'CENTER_ADMIN' }],
    });
    const { token: staff } = await buildUser(stack.t, {
      roles: [{ centerId: center.centerId, role: 'SEVAKA' }],
    });
    const { token: volunteer } = await buildUser(stack.t, {
      roles: [{ centerId: center.centerId, role: 'OFFICE_VOLUNTEER' }],
    });

    const { refund, ...p } = await refusedRefund({ refuseNext: 1 });

    const path = `/staff/refunds?center=${center.centerId}`;
    const mine = await call(accounts, 'GET', path);
    expect(mine.statusCode).toBe(200);
    expect((mine.json().payload as { refundId: string }[]).map((r) => r.refundId)).toContain(refund!.id);
    for (const token of [devotee, staff, volunteer, otherCenterAdmin]) {
      const res = await call(token, 'GET', path);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTruthy();
      expect((await call(token, 'POST', '/staff/refunds/retry', { refundId: refund!.id })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await call(otherCenterAdmin, 'GET', `/staff/refunds?center=${otherCenter.centerId}`)).statusCode,
    ).toBe(200);
    expect((await call(null, 'GET', path)).statusCode).toBe(401);
    expect((await call(accounts, 'GET', '/staff/refunds')).statusCode).toBe(400);
    const unknown = await call(accounts, 'POST', '/staff/refunds/retry', { refundId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect((await call(accounts, 'POST', '/staff/refunds/retry', { refundId: 'x' })).statusCode).toBe(400);
    expect((await refundsOf(p.paymentId))[0]!.status).toBe('FAILED'); // the refusals changed nothing

    const retried = await call(accounts, 'POST', '/staff/refunds/retry', { refundId: refund!.id });
    expect(['IN_TRANSIT', 'DONE']).toContain(retried.json().payload.status);
    await waitFor(
      () => refundsOf(p.paymentId),
      (r) => r[0]?.status === 'DONE',
      'DONE',
    );
    const { rows } = await pool.query(
      "SELECT actor_id FROM audit_log WHERE action = 'refund.retry' AND entity_id = $1",
      [p.paymentId],
    );
    expect(rows).toEqual([{ actor_id: accountsUser.id }]);
  });
});

describe('POST /staff/refunds/record-outside', () => {
  /** A paid booking cancelled while the gateway refuses its refund: FAILED, with automatic attempts left. */
  const failedRefund = () => refusedRefund({ refuseNext: 1 });
  const collections = async () =>
    (await call(admin, 'GET', `/staff/accounts/collections?center=${center.centerId}`)).json().payload as {
      channels: { channel: string; label: string; refunds: number; refunded: number }[];
      total: { refunds: number; refunded: number; net: number; collected: number };
    };

  it('is for a centre admin or accounts manager of that centre only; bad input is refused', async () => {
    const otherCenter = await buildCenter(stack.t.pool);
    const { token: otherCenterAdmin } = await buildUser(stack.t, {
      roles: [{ centerId: otherCenter.centerId, role: 'CENTER_ADMIN' }],
    });
    const { token: staff } = await buildUser(stack.t, {
      roles: [{ centerId: center.centerId, role: 'SEVAKA' }],
    });
    const { refund, paymentId } = await failedRefund();
    const body = { refundId: refund.id, method: 'CASH' };
    for (const token of [devotee, staff, otherCenterAdmin]) {
      const res = await call(token, 'POST', '/staff/refunds/record-outside', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call(null, 'POST', '/staff/refunds/record-outside', body)).statusCode).toBe(401);
    const unknown = await call(admin, 'POST', '/staff/refunds/record-outside', {
      ...body,
      refundId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    for (const bad of [
      { refundId: refund.id },
      { refundId: refund.id, method: 'CARD' },
      { refundId: refund.id, method: 'CASH', note: 'x'.repeat(121) },
    ]) {
      const res = await call(admin, 'POST', '/staff/refunds/record-outside', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await refundsOf(paymentId))[0]!.status).toBe('FAILED'); // the refusals changed nothing
    expect(await auditCount(paymentId, 'refund.done_outside')).toBe(0);
  });

  it('records it once under two clicks: done, refunded, audited, mailed, never sent again; a second is 409', async () => {
    const before = await collections();
    const { refund, paymentId, orderIds } = await failedRefund();
    const body = { refundId: refund.id, method: 'CASH', note: ' Receipt 0042 ' };
    const answers = await Promise.all([
      call(admin, 'POST', '/staff/refunds/record-outside', body),
      call(admin, 'POST', '/staff/refunds/record-outside', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((a) => a.statusCode === 200)!;
    expect(ok.json().payload).toEqual({ refundId: refund.id, status: 'DONE' });
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(/already recorded as refunded/);

    const { rows } = await stack.t.pool.query(
      'SELECT status, outside_method, outside_note, outside_by, attempts_left FROM refunds WHERE id = $1',
      [refund.id],
    );
    expect(rows[0]).toEqual({
      status: 'DONE',
      outside_method: 'CASH',
      outside_note: 'Receipt 0042',
      outside_by: adminUser.id,
      attempts_left: 0,
    });
    // Refunded to the devotee exactly once, and the checks agree.
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'REFUNDED', refunded_amount: 2500 });
    expect(await auditCount(paymentId, 'refund.done_outside')).toBe(1);
    expect(await checkReconciliation(stack.t.pool, center.centerId)).toEqual([]);
    // The Accounts page counts it once, as given back in cash, not as a gateway refund.
    const after = await collections();
    const ch = (c: typeof after, name: string) =>
      c.channels.find((x) => x.channel === name) ?? { refunds: 0, refunded: 0 };
    expect(ch(after, 'CASH').refunded - ch(before, 'CASH').refunded).toBe(2500);
    expect(ch(after, 'CASH').refunds - ch(before, 'CASH').refunds).toBe(1);
    expect(ch(after, 'GPMS').refunded).toBe(ch(before, 'GPMS').refunded);
    expect(after.total.refunded - before.total.refunded).toBe(2500);
    expect(after.total.net).toBe(after.total.collected - after.total.refunded);
    // The usual refund-done mail, saying how it was given back.
    const mail = await stack.t.pool.query<{ subject: string; text: string }>(
      "SELECT subject, text FROM mail_outbox WHERE payment_id = $1 AND kind = 'refund-done'",
      [paymentId],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.text).toMatch(
      /given back to you by the temple office another way \(cash at the counter\)/,
    );
    // The devotee's card reads it as refunded.
    const past = await call(
      devotee,
      'GET',
      `/order/listPast?ssoId=${devoteeUser.id}&center=${center.centerId}&limit=50`,
    );
    expect(past.statusCode).toBe(200);
    const card = (past.json().payload as { id: string }[]).find((o) => o.id === orderIds[0]);
    expect(card).toMatchObject({ refundStatus: 'DONE', refundOutsideMethod: 'CASH' });
    // Never sent to the gateway again, and off the office's list.
    expect(
      await sendDueRefunds(stack.t, silent, new Date(Date.now() + 7 * 86_400_000), { onlyId: refund.id }),
    ).toBe(0);
    const listed = await call(admin, 'GET', `/staff/refunds?center=${center.centerId}`);
    expect((listed.json().payload as { refundId: string }[]).some((r) => r.refundId === refund.id)).toBe(
      false,
    );
    // A third try, later, is refused the same way.
    const again = await call(admin, 'POST', '/staff/refunds/record-outside', { ...body, method: 'CHEQUE' });
    expect(again.statusCode).toBe(409);
    expect(await paymentOf(paymentId)).toMatchObject({ refunded_amount: 2500 });
  });

  it('refuses a refund in transit at the gateway or awaiting approval (409)', async () => {
    const p = await paidAtGateway();
    await call(devotee, 'POST', '/order/cancel', { orderIds: p.orderIds });
    const [refund] = await waitFor(
      () => refundsOf(p.paymentId),
      (r) => r[0]?.status === 'DONE',
      'DONE',
    );
    // Whatever the gateway did meanwhile, the row is put in transit: it may still go through there.
    await stack.t.pool.query("UPDATE refunds SET status = 'IN_TRANSIT' WHERE id = $1", [refund!.id]);
    const res = await call(admin, 'POST', '/staff/refunds/record-outside', {
      refundId: refund!.id,
      method: 'CASH',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/may still go through/);
    await stack.t.pool.query("UPDATE refunds SET status = 'AWAITING_APPROVAL' WHERE id = $1", [refund!.id]);
    const waiting = await call(admin, 'POST', '/staff/refunds/record-outside', {
      refundId: refund!.id,
      method: 'CHEQUE',
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/second approver/);
  });
});
