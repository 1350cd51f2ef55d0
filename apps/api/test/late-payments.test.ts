// No payment is ever lost: a payment the gateway (or the card terminal) completes after it expired here ends as a
// booking the devotee has or money the devotee gets back, never neither. Over real HTTP with the sandbox gateway:
// its hosted page left pending, the expiry job, the gateway settling it later with a signed notification, the
// refund sent to the gateway and its signed refund notification back. The reconciliation check runs after them.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_RECHECK_EVERY_MS } from '@sannidhi/domain/constants';
import { expireDuePayments } from '../src/services/jobs/expire-payments';
import { recheckExpiredTerminalPayments } from '../src/services/jobs/recheck-terminal-payments';
import { sendDueRefunds } from '../src/services/refunds/send-refunds';
import { checkReconciliation } from '../src/services/reconciliation/check-reconciliation';
import { seedDemo } from '../src/seed/demo';
import { createPool } from '../src/db/client';
import { cartFor } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { expectReconciled } from './helpers/reconciliation';
import {
  answerSubscriptionForm,
  buildSubscriptionRitual,
  startSubscriptionStack,
  subscriptionOrderBody,
  type SubscriptionStack,
} from './helpers/subscription-stack';
import { createTestDatabase, DEMO } from './helpers/test-app';
import { apiCaller, waitFor } from './helpers/requests';

let stack: SubscriptionStack;
let devotee: string;
let volunteer: string;
let admin: string;
const silent = { warn: () => {} };
beforeAll(async () => {
  stack = await startSubscriptionStack();
  devotee = await stack.t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  volunteer = await stack.t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
  admin = await stack.t.tokenFor(DEMO.admin.id, DEMO.admin.email);
});
afterAll(async () => {
  await expectReconciled(stack.t.pool);
  await stack.close();
});

const call = apiCaller(() => stack.t.app);

const CENTERS = {
  'in-coimbatore': { currency: 'INR', unitPrice: 50100 },
  'us-tennessee': { currency: 'USD', unitPrice: 2500 },
} as const;
type Center = keyof typeof CENTERS;

async function slotAt(centerId: Center, capacity = 1) {
  return buildRitualWithSlot(stack.t.pool, {
    centerId,
    capacity,
    startsInHours: 24 * 12,
    unitPrice: CENTERS[centerId].unitPrice,
  });
}

async function order(token: string, slot: BuiltSlot, centerId: Center) {
  const res = await call(token, 'POST', '/order/create', {
    idempotencyKey: crypto.randomUUID(),
    centerId,
    items: cartFor(slot),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as {
    paymentId: string;
    requestId: string;
    amount: number;
    orders: { id: string }[];
    gatewayForm: { fields: Record<string, string> };
  };
}

/** The devotee leaves the gateway's page pending; the expiry job then expires the payment and frees its places. */
async function pendingThenExpired(slot: BuiltSlot, centerId: Center) {
  const p = await order(devotee, slot, centerId);
  const res = await answerSubscriptionForm(stack.gatewayBase, p.gatewayForm.fields, 'pending', 'pay');
  expect(res.status).toBe(303);
  await stack.t.pool.query("UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1", [
    p.paymentId,
  ]);
  await expireDuePayments(stack.t.app.deps, silent);
  expect((await paymentOf(p.paymentId)).status).toBe('EXPIRED');
  return p;
}

/** The gateway completes the pending payment later and sends its signed notification to the api. */
async function gatewayCompletesLater(requestId: string) {
  const res = await fetch(`${stack.gatewayBase}/transactions/${requestId}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'COMPLETED' }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

const paymentOf = async (id: string) =>
  (
    await stack.t.pool.query<{ status: string; refunded_amount: number; amount: number }>(
      'SELECT status, refunded_amount, amount FROM payments WHERE id = $1',
      [id],
    )
  ).rows[0]!;
const ordersOf = async (paymentId: string) =>
  (
    await stack.t.pool.query<{ status: string; payment_status: string }>(
      'SELECT status, payment_status FROM orders WHERE payment_id = $1 ORDER BY id',
      [paymentId],
    )
  ).rows;
const refundsOf = async (paymentId: string) =>
  (
    await stack.t.pool.query<{
      id: string;
      status: string;
      amount: number;
      reason: string;
      order_ids: string[];
    }>(
      'SELECT id, status, amount, reason, order_ids FROM refunds WHERE payment_id = $1 ORDER BY created_at',
      [paymentId],
    )
  ).rows;
const mailsOf = async (paymentId: string) =>
  (
    await stack.t.pool.query<{ kind: string; subject: string; text: string }>(
      'SELECT kind, subject, text FROM mail_outbox WHERE payment_id = $1 ORDER BY id',
      [paymentId],
    )
  ).rows;
const bookedOf = async (slotId: string) =>
  (await stack.t.pool.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId])).rows[0]!
    .booked;

async function setRefundBehaviour(b: { failNext?: number }) {
  const res = await fetch(`${stack.gatewayBase}/refunds/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(b),
  });
  expect(res.status).toBe(200);
}

describe('symptom 1: a late payment whose places are gone is really refunded', () => {
  for (const centerId of Object.keys(CENTERS) as Center[]) {
    it(`at ${centerId}: a refund row sent to the gateway; REFUNDED only when the gateway confirms; mails tell the truth`, async () => {
      const slot = await slotAt(centerId);
      const late = await pendingThenExpired(slot, centerId);
      await order(devotee, slot, centerId); // someone else takes the place (another booking)
      expect(await bookedOf(slot.slotId)).toBe(1);
      await gatewayCompletesLater(late.requestId);

      const [refund] = await waitFor(
        () => refundsOf(late.paymentId),
        (r) => r.length === 1,
        'refund row',
      );
      expect(refund).toMatchObject({
        status: 'CREATED',
        amount: late.amount,
        reason: 'late-payment',
        order_ids: late.orders.map((o) => o.id),
      });
      // Paid, refund in progress: COMPLETED with nothing refunded yet, its orders CANCELLED, the place not taken.
      expect(await paymentOf(late.paymentId)).toMatchObject({ status: 'COMPLETED', refunded_amount: 0 });
      expect((await ordersOf(late.paymentId)).map((o) => o.status)).toEqual(['CANCELLED']);
      expect(await bookedOf(slot.slotId)).toBe(1);
      const started = (await mailsOf(late.paymentId)).at(-1)!;
      expect(started.kind).toBe('refund-late-started');
      expect(started.subject).toMatch(/^Refund started: /);
      expect(started.text).toContain('the places were taken by others');
      expect(started.text).toContain('has been started');

      expect(await sendDueRefunds(stack.t, silent, new Date(), { onlyId: refund!.id })).toBe(1);
      await waitFor(
        () => refundsOf(late.paymentId),
        (r) => r[0]?.status === 'DONE',
        'refund DONE',
      );
      expect(await paymentOf(late.paymentId)).toMatchObject({
        status: 'REFUNDED',
        refunded_amount: late.amount,
      });
      expect((await ordersOf(late.paymentId))[0]).toEqual({
        status: 'CANCELLED',
        payment_status: 'REFUNDED',
      });
      const done = (await mailsOf(late.paymentId)).at(-1)!;
      expect(done.kind).toBe('refund-done');
      expect(done.subject).toMatch(/^Refund completed: /);
    });
  }

  it('a refund the bank refuses is FAILED on the Failed refunds page, the devotee told once, and retried to DONE', async () => {
    const slot = await slotAt('us-tennessee');
    const late = await pendingThenExpired(slot, 'us-tennessee');
    await order(devotee, slot, 'us-tennessee');
    await gatewayCompletesLater(late.requestId);
    const [refund] = await waitFor(
      () => refundsOf(late.paymentId),
      (r) => r.length === 1,
      'refund row',
    );
    await setRefundBehaviour({ failNext: 1 });
    await sendDueRefunds(stack.t, silent, new Date(), { onlyId: refund!.id });
    await waitFor(
      () => refundsOf(late.paymentId),
      (r) => r[0]?.status === 'FAILED',
      'FAILED',
    );
    expect(await paymentOf(late.paymentId)).toMatchObject({ status: 'COMPLETED', refunded_amount: 0 });
    const listed = await call(admin, 'GET', '/staff/refunds?center=us-tennessee');
    expect((listed.json().payload as { refundId: string }[]).map((r) => r.refundId)).toContain(refund!.id);
    expect((await mailsOf(late.paymentId)).filter((m) => m.kind === 'refund-failed')).toHaveLength(1);
    expect((await mailsOf(late.paymentId)).at(-1)!.subject).toMatch(/^Refund delayed: /);

    const retried = await call(admin, 'POST', '/staff/refunds/retry', { refundId: refund!.id });
    expect(retried.statusCode).toBe(200);
    await waitFor(
      () => refundsOf(late.paymentId),
      (r) => r[0]?.status === 'DONE',
      'DONE after retry',
    );
    expect(await paymentOf(late.paymentId)).toMatchObject({
      status: 'REFUNDED',
      refunded_amount: late.amount,
    });
  });

  it('refunds a late payment whose slot was closed, or whose ritual was hidden, although places are free', async () => {
    for (const change of [
      'UPDATE slots SET closed_at = now() WHERE id = $1',
      'UPDATE products SET is_available = false WHERE id = (SELECT product_id FROM slots WHERE id = $1)',
    ]) {
      const slot = await slotAt('in-coimbatore', 3);
      const late = await pendingThenExpired(slot, 'in-coimbatore');
      await stack.t.pool.query(change, [slot.slotId]);
      await gatewayCompletesLater(late.requestId);
      const [refund] = await waitFor(
        () => refundsOf(late.paymentId),
        (r) => r.length === 1,
        'refund row',
      );
      expect(refund!.amount).toBe(late.amount);
      expect(await bookedOf(slot.slotId)).toBe(0);
      expect((await ordersOf(late.paymentId))[0]!.status).toBe('CANCELLED');
      await sendDueRefunds(stack.t, silent, new Date(), { onlyId: refund!.id });
      await waitFor(
        () => refundsOf(late.paymentId),
        (r) => r[0]?.status === 'DONE',
        'refund DONE',
      );
    }
  });
});

describe('symptom 2: a late payment that is honoured books the order again', () => {
  it('COMPLETED, places taken again, orders NOT_COMPLETED in Upcoming, the confirmation mailed, the count right', async () => {
    const slot = await slotAt('in-coimbatore', 2);
    const late = await pendingThenExpired(slot, 'in-coimbatore');
    expect((await ordersOf(late.paymentId))[0]!.status).toBe('ERROR');
    expect(await bookedOf(slot.slotId)).toBe(0);
    await gatewayCompletesLater(late.requestId);
    await waitFor(
      () => paymentOf(late.paymentId),
      (p) => p.status === 'COMPLETED',
      'COMPLETED',
    );
    expect(await ordersOf(late.paymentId)).toEqual([
      { status: 'NOT_COMPLETED', payment_status: 'COMPLETED' },
    ]);
    expect(await bookedOf(slot.slotId)).toBe(1);
    expect(await refundsOf(late.paymentId)).toEqual([]);
    const mails = await mailsOf(late.paymentId);
    expect(mails.at(-1)!.kind).toBe('order-confirmation');
    const upcoming = await call(
      devotee,
      'GET',
      `/order/listUpcoming?ssoId=${DEMO.devotee.id}&center=in-coimbatore&limit=50&offset=0`,
    );
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    expect(JSON.stringify(upcoming.json().payload)).toContain(late.orders[0]!.id);
    expect(await checkReconciliation(stack.t.pool, 'in-coimbatore')).toEqual([]);
  });
});

describe('a late subscription payment', () => {
  it('the first payment (the mandate) completed after it expired starts the subscription after all', async () => {
    const ritual = await buildSubscriptionRitual(stack.t.pool, 3);
    const res = await call(devotee, 'POST', '/order/create', subscriptionOrderBody(ritual));
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payload as {
      paymentId: string;
      requestId: string;
      gatewayForm: { fields: Record<string, string> };
    };
    expect((await answerSubscriptionForm(stack.gatewayBase, p.gatewayForm.fields, 'pending')).status).toBe(
      303,
    );
    await stack.t.pool.query("UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      p.paymentId,
    ]);
    await expireDuePayments(stack.t.app.deps, silent);
    const sub = async () =>
      (
        await stack.t.pool.query<{ status: string; mandate_status: string; months_paid: number }>(
          'SELECT status, mandate_status, months_paid FROM subscriptions WHERE first_payment_id = $1',
          [p.paymentId],
        )
      ).rows[0]!;
    expect(await sub()).toMatchObject({ status: 'CANCELLED', mandate_status: 'DECLINED' });
    await gatewayCompletesLater(p.requestId);
    await waitFor(
      () => paymentOf(p.paymentId),
      (x) => x.status === 'COMPLETED',
      'COMPLETED',
    );
    expect(await sub()).toMatchObject({ status: 'ACTIVE', months_paid: 1 });
    expect((await ordersOf(p.paymentId)).map((o) => o.status)).toEqual(['NOT_COMPLETED']);
    expect(await refundsOf(p.paymentId)).toEqual([]);
  });
});

describe('a late card-terminal approval', () => {
  /** A volunteer's card payment started on the reader, then expired by the job while the reader still waits. */
  async function terminalPaymentExpired(slot: BuiltSlot) {
    const created = await call(volunteer, 'POST', '/order/create', {
      idempotencyKey: crypto.randomUUID(),
      centerId: 'us-tennessee',
      devoteeId: DEMO.devotee.id,
      paymentChannel: 'US_CARD_TERMINAL',
      items: cartFor(slot),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { paymentId } = created.json().payload as { paymentId: string };
    const started = await call(volunteer, 'POST', '/payment/terminal/start', { paymentId });
    const { transactionId } = started.json().payload as { transactionId: string };
    await stack.t.pool.query("UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      paymentId,
    ]);
    await expireDuePayments(stack.t.app.deps, silent);
    expect((await paymentOf(paymentId)).status).toBe('EXPIRED');
    return { paymentId, transactionId };
  }

  /** The card is tapped and approved on the reader (its own page), after the payment expired. */
  async function readerApproves(transactionId: string) {
    const approve = await fetch(`${stack.t.config.TERMINAL_BASE}/transactions/${transactionId}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approve.status).toBe(303);
  }

  it('the reader approves after the payment expired: honoured when places remain, refunded when they are gone', async () => {
    for (const placesGone of [false, true]) {
      const slot = await slotAt('us-tennessee');
      const { paymentId, transactionId } = await terminalPaymentExpired(slot);
      if (placesGone) await order(devotee, slot, 'us-tennessee');
      await readerApproves(transactionId);
      const polled = await call(volunteer, 'GET', `/payment/terminal/${paymentId}`);
      expect(polled.json().payload.status).toBe('COMPLETED');
      if (placesGone) {
        expect((await refundsOf(paymentId)).map((r) => r.amount)).toEqual([2500]);
        expect((await ordersOf(paymentId))[0]!.status).toBe('CANCELLED');
      } else {
        expect(await refundsOf(paymentId)).toEqual([]);
        expect((await ordersOf(paymentId))[0]!.status).toBe('NOT_COMPLETED');
      }
      expect(await bookedOf(slot.slotId)).toBe(1);
    }
  });

  it('with no screen polling: the job asks the reader again about card payments expired within a day and applies the approval', async () => {
    const kept = await slotAt('us-tennessee');
    const keptPayment = await terminalPaymentExpired(kept);
    const gone = await slotAt('us-tennessee');
    const gonePayment = await terminalPaymentExpired(gone);
    await order(devotee, gone, 'us-tennessee'); // its place is taken meanwhile
    // One that expired more than a day ago is no longer asked about (the window is bounded).
    const old = await terminalPaymentExpired(await slotAt('us-tennessee'));
    await stack.t.pool.query("UPDATE payments SET expires_at = now() - interval '25 hours' WHERE id = $1", [
      old.paymentId,
    ]);
    for (const p of [keptPayment, gonePayment, old]) await readerApproves(p.transactionId);

    expect(await recheckExpiredTerminalPayments(stack.t.app.deps, silent)).toEqual({ asked: 2, approved: 2 });
    // Kept: paid, booked, in Upcoming; gone: paid with a refund in progress through the refund path.
    expect(await paymentOf(keptPayment.paymentId)).toMatchObject({ status: 'COMPLETED', refunded_amount: 0 });
    expect((await ordersOf(keptPayment.paymentId))[0]!.status).toBe('NOT_COMPLETED');
    expect(await refundsOf(keptPayment.paymentId)).toEqual([]);
    expect(await bookedOf(kept.slotId)).toBe(1);
    expect(await paymentOf(gonePayment.paymentId)).toMatchObject({ status: 'COMPLETED', refunded_amount: 0 });
    expect((await ordersOf(gonePayment.paymentId))[0]!.status).toBe('CANCELLED');
    expect((await refundsOf(gonePayment.paymentId)).map((r) => [r.amount, r.reason])).toEqual([
      [2500, 'late-payment'],
    ]);
    expect((await paymentOf(old.paymentId)).status).toBe('EXPIRED');

    // Each payment is asked at most every few minutes: a round right after asks nothing.
    const still = await terminalPaymentExpired(await slotAt('us-tennessee'));
    expect(await recheckExpiredTerminalPayments(stack.t.app.deps, silent)).toEqual({ asked: 1, approved: 0 });
    expect(await recheckExpiredTerminalPayments(stack.t.app.deps, silent)).toEqual({ asked: 0, approved: 0 });
    const later = new Date(Date.now() + TERMINAL_RECHECK_EVERY_MS);
    expect(await recheckExpiredTerminalPayments(stack.t.app.deps, silent, later)).toEqual({
      asked: 1,
      approved: 0,
    });
    expect((await paymentOf(still.paymentId)).status).toBe('EXPIRED');
  });
});

describe('the reconciliation check', () => {
  it('finds a paid order left in ERROR and a slot count no active order holds; staff of the centre see it', async () => {
    const slot = await slotAt('in-coimbatore', 3);
    const p = await order(devotee, slot, 'in-coimbatore');
    // The state symptom 2 left behind: paid, places taken, the order still ERROR.
    await stack.t.pool.query("UPDATE payments SET status = 'COMPLETED' WHERE id = $1", [p.paymentId]);
    await stack.t.pool.query("UPDATE orders SET status = 'ERROR' WHERE payment_id = $1", [p.paymentId]);
    const res = await call(admin, 'GET', '/staff/accounts/reconciliation?center=in-coimbatore');
    expect(res.statusCode, res.body).toBe(200);
    const kinds = (res.json().payload.findings as { kind: string }[]).map((f) => f.kind).sort();
    expect(kinds).toEqual(['order-error-on-paid-payment', 'paid-without-booking-or-refund', 'slot-count']);
    // Plain words for people: the slot's local date and time, no status codes or ISO timestamps.
    const messages = (res.json().payload.findings as { message: string }[]).map((f) => f.message);
    expect(messages.join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}T|ERROR|COMPLETED|REFUNDED/);
    expect(messages).toContainEqual(
      expect.stringMatching(
        /, \d{2}[-/]\d{2}[-/]\d{4} \d{2}:\d{2} [AP]M: 1 place counted as booked, but the bookings hold 0 places$/,
      ),
    );
    expect(messages).toContainEqual(
      `Payment ${p.requestId} of ₹501.00 is paid, but a booking of it failed and holds no place`,
    );
    expect(
      (await call(devotee, 'GET', '/staff/accounts/reconciliation?center=in-coimbatore')).statusCode,
    ).toBe(403);
    expect((await call(admin, 'GET', '/staff/accounts/reconciliation')).statusCode).toBe(400);
    // Put right, so that the check after this file finds nothing.
    await stack.t.pool.query("UPDATE orders SET status = 'NOT_COMPLETED' WHERE payment_id = $1", [
      p.paymentId,
    ]);
    expect(await checkReconciliation(stack.t.pool, 'in-coimbatore')).toEqual([]);
  });

  it('reports zero on the demo data (seedDemo with demo orders)', async () => {
    const pool = createPool(await createTestDatabase(), 2);
    try {
      await seedDemo(pool, { gatewayBase: 'http://127.0.0.1:9/gateway', withDemoOrders: true, reset: true });
      expect((await pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBeGreaterThan(0);
      expect((await checkReconciliation(pool)).map((f) => f.message)).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
