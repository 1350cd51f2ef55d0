// No payment is ever lost, for subscriptions: a monthly charge the gateway completes after the charge expired here
// is honoured (the month counts, its prasadam order is made) unless that month was paid meanwhile (then refunded
// in full), and a late first payment that is refunded has its mandate revoked at the gateway. Over real HTTP with
// the sandbox gateway: the charge request is sent while the gateway is unreachable (the attempt stays open), the
// expiry job expires it, then the gateway takes that same request and notifies the api with its signed notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpGateway } from '../src/providers/payments';
import { expireDuePayments } from '../src/services/jobs/expire-payments';
import { renewAfterNotices } from './helpers/renew-after-notices';
import { sendDueRefunds } from '../src/services/refunds/send-refunds';
import { expectReconciled } from './helpers/reconciliation';
import {
  answerSubscriptionForm,
  buildSubscriptionRitual,
  mandateAtGateway,
  startSubscriptionStack,
  subscriptionOrderBody,
  type SubscriptionRitual,
  type SubscriptionStack,
} from './helpers/subscription-stack';
import { DEMO } from './helpers/test-app';
import { waitFor } from './helpers/requests';

let stack: SubscriptionStack;
let devotee: string;
let ritual: SubscriptionRitual;
const silent = { warn: () => {} };
beforeAll(async () => {
  stack = await startSubscriptionStack();
  devotee = await stack.t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  ritual = await buildSubscriptionRitual(stack.t.pool);
  // The demo subscriptions would fall due in these runs too; keep them out of the way.
  await stack.t.pool.query("UPDATE subscriptions SET status = 'CANCELLED'");
});
afterAll(async () => {
  await expectReconciled(stack.t.pool);
  await stack.close();
});

const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await stack.t.pool.query(sql, params)).rows as T[];
interface Sub {
  id: string;
  status: string;
  mandate_id: string | null;
  mandate_status: string;
  months_paid: number;
  failed_attempts: number;
  next_charge_at: Date;
  due_at: Date;
}
const subOf = async (id: string) => (await q<Sub>('SELECT * FROM subscriptions WHERE id = $1', [id]))[0]!;
const paymentOf = async (id: string) =>
  (
    await q<{ status: string; refunded_amount: number; amount: number; request_id: string }>(
      'SELECT status, refunded_amount, amount, request_id FROM payments WHERE id = $1',
      [id],
    )
  )[0]!;
const refundsOf = (paymentId: string) =>
  q<{ id: string; status: string; amount: number; reason: string }>(
    'SELECT id, status, amount, reason FROM refunds WHERE payment_id = $1 ORDER BY created_at',
    [paymentId],
  );
const monthsOf = (id: string) =>
  q<{ sequence: number; payment_id: string; orders: number }>(
    `SELECT sp.sequence, sp.payment_id,
       (SELECT count(*)::int FROM orders o WHERE o.subscription_payment_id = sp.id AND o.payment_id = sp.payment_id) AS orders
     FROM subscription_payments sp WHERE sp.subscription_id = $1 ORDER BY sp.sequence`,
    [id],
  );

/** Subscribes on the gateway's form (the mandate accepted at once). */
async function subscribe(): Promise<Sub> {
  const res = await stack.t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: subscriptionOrderBody(ritual),
    headers: { authorization: `Bearer ${devotee}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { paymentId, gatewayForm } = res.json().payload as {
    paymentId: string;
    gatewayForm: { fields: Record<string, string> };
  };
  expect((await answerSubscriptionForm(stack.gatewayBase, gatewayForm.fields, 'pay')).status).toBe(303);
  const [row] = await q<Sub>('SELECT * FROM subscriptions WHERE first_payment_id = $1', [paymentId]);
  expect(row).toMatchObject({ status: 'ACTIVE', mandate_status: 'ACTIVE', months_paid: 1 });
  return row!;
}

/** The api's deps with a gateway that cannot be reached (the charge request is lost on the way). */
const unreachable = () => ({
  ...stack.t.app.deps,
  providers: {
    ...stack.t.app.deps.providers,
    gateway: createHttpGateway({
      baseUrl: 'http://127.0.0.1:9/gateway',
      secret: stack.t.config.GATEWAY_SECRET,
    }),
  },
});

/**
 * Month 2's charge is requested while the gateway is unreachable, so the attempt stays open; then its window
 * ends and the expiry job expires it (the gateway does not know the request yet). Returns the charge's payment.
 */
async function chargeThatExpires(s: Sub): Promise<{ paymentId: string; requestId: string }> {
  await renewAfterNotices(unreachable(), silent, { now: s.next_charge_at });
  const [charge] = await q<{ payment_id: string; request_id: string }>(
    `SELECT c.payment_id, p.request_id FROM subscription_charges c JOIN payments p ON p.id = c.payment_id
     WHERE c.subscription_id = $1 AND c.sequence = 2 ORDER BY c.attempt`,
    [s.id],
  );
  expect((await paymentOf(charge!.payment_id)).status).toBe('INITIALIZED');
  await q("UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1", [charge!.payment_id]);
  await expireDuePayments(stack.t.app.deps, silent);
  expect((await paymentOf(charge!.payment_id)).status).toBe('EXPIRED');
  // The expiry counts as a failed attempt: a retry is scheduled, the month is not paid.
  expect(await subOf(s.id)).toMatchObject({ months_paid: 1, failed_attempts: 1 });
  return { paymentId: charge!.payment_id, requestId: charge!.request_id };
}

/** The gateway takes the charge request after all (the bank was slow) and sends its signed notification. */
async function gatewayChargesLater(s: Sub, requestId: string) {
  const answer = await stack.t.app.deps.providers.gateway.chargeMandate(s.mandate_id!, {
    requestId,
    amount: ritual.unitPrice,
    currency: 'USD',
  });
  expect(answer.status).toBe('COMPLETED');
}

describe('a monthly charge completed after it expired', () => {
  it('for a month not paid yet: honoured, the month counts, its order is made, the next month falls due', async () => {
    const s = await subscribe();
    const late = await chargeThatExpires(s);
    await gatewayChargesLater(s, late.requestId);
    await waitFor(
      () => paymentOf(late.paymentId),
      (p) => p.status === 'COMPLETED',
      'COMPLETED',
    );
    const after = await subOf(s.id);
    expect(after).toMatchObject({ status: 'ACTIVE', months_paid: 2, failed_attempts: 0 });
    expect(after.due_at.getTime()).toBeGreaterThan(s.due_at.getTime());
    expect(after.next_charge_at.toISOString()).toBe(after.due_at.toISOString());
    expect(
      (await monthsOf(s.id)).map((m) => [m.sequence, m.payment_id === late.paymentId, m.orders]),
    ).toEqual([
      [1, false, 1],
      [2, true, 1],
    ]);
    expect(await refundsOf(late.paymentId)).toEqual([]);
    // The retry day comes and nothing more is charged for month 2.
    const charges = await q('SELECT 1 FROM subscription_charges WHERE subscription_id = $1', [s.id]);
    await renewAfterNotices(stack.t.app.deps, silent, {
      now: new Date(s.next_charge_at.getTime() + 86_400_000),
    });
    expect(await q('SELECT 1 FROM subscription_charges WHERE subscription_id = $1', [s.id])).toHaveLength(
      charges.length,
    );
    const gateway = await mandateAtGateway(stack.gatewayBase, stack.t.config.GATEWAY_SECRET, s.mandate_id!);
    expect(gateway.charges.filter((c) => c.status === 'COMPLETED')).toHaveLength(1);
  });

  it('for a month its retry paid meanwhile: refunded in full through the refund path, the month paid once', async () => {
    const s = await subscribe();
    const late = await chargeThatExpires(s);
    // The retry on day 1 is paid.
    await renewAfterNotices(stack.t.app.deps, silent, { now: (await subOf(s.id)).next_charge_at });
    expect((await subOf(s.id)).months_paid).toBe(2);

    await gatewayChargesLater(s, late.requestId);
    const [refund] = await waitFor(
      () => refundsOf(late.paymentId),
      (r) => r.length === 1,
      'refund row',
    );
    expect(refund).toMatchObject({ status: 'CREATED', amount: ritual.unitPrice, reason: 'late-payment' });
    expect(await paymentOf(late.paymentId)).toMatchObject({ status: 'COMPLETED', refunded_amount: 0 });
    const [mail] = await q<{ subject: string; text: string }>(
      "SELECT subject, text FROM mail_outbox WHERE payment_id = $1 AND kind = 'refund-late-started'",
      [late.paymentId],
    );
    expect(mail!.subject).toMatch(/^Refund started: /);
    expect(mail!.text).toContain('that month was already paid');
    // The month is paid once, by the retry, with one order; the subscription moved on once.
    expect(
      (await monthsOf(s.id)).map((m) => [m.sequence, m.payment_id === late.paymentId, m.orders]),
    ).toEqual([
      [1, false, 1],
      [2, false, 1],
    ]);
    expect((await subOf(s.id)).months_paid).toBe(2);

    await sendDueRefunds(stack.t, silent, new Date(), { onlyId: refund!.id });
    await waitFor(
      () => refundsOf(late.paymentId),
      (r) => r[0]?.status === 'DONE',
      'refund DONE',
    );
    expect(await paymentOf(late.paymentId)).toMatchObject({
      status: 'REFUNDED',
      refunded_amount: ritual.unitPrice,
    });
  });
});

describe('a late first payment that is refunded', () => {
  /** Books the ritual as recurring, leaves the hosted page pending, and lets the expiry job expire it. */
  async function firstPaymentExpired() {
    const res = await stack.t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: subscriptionOrderBody(ritual),
      headers: { authorization: `Bearer ${devotee}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payload as {
      paymentId: string;
      requestId: string;
      gatewayForm: { fields: Record<string, string> };
    };
    expect((await answerSubscriptionForm(stack.gatewayBase, p.gatewayForm.fields, 'pending')).status).toBe(
      303,
    );
    await q("UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1", [p.paymentId]);
    await expireDuePayments(stack.t.app.deps, silent);
    const [s] = await q<Sub>('SELECT * FROM subscriptions WHERE first_payment_id = $1', [p.paymentId]);
    expect(s).toMatchObject({ status: 'CANCELLED', mandate_status: 'DECLINED', mandate_id: null });
    return { ...p, subscriptionId: s!.id };
  }

  async function gatewayCompletesLater(requestId: string) {
    const res = await fetch(`${stack.gatewayBase}/transactions/${requestId}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'COMPLETED' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  }

  it('honoured: the subscription starts with the mandate the gateway set up, and renews', async () => {
    const p = await firstPaymentExpired();
    await gatewayCompletesLater(p.requestId);
    await waitFor(
      () => paymentOf(p.paymentId),
      (x) => x.status === 'COMPLETED',
      'COMPLETED',
    );
    const s = await subOf(p.subscriptionId);
    expect(s).toMatchObject({ status: 'ACTIVE', mandate_status: 'ACTIVE', months_paid: 1 });
    expect(s.mandate_id).toMatch(/^MDT\d{9}$/);
    await renewAfterNotices(stack.t.app.deps, silent, { now: s.next_charge_at });
    expect((await subOf(p.subscriptionId)).months_paid).toBe(2);
  });

  it('its mandate is revoked at the gateway by the job, retried while the gateway is unreachable', async () => {
    const p = await firstPaymentExpired();
    // The ritual is no longer offered online: the late payment cannot be honoured.
    await q('UPDATE products SET is_available = false WHERE id = $1', [ritual.productId]);
    try {
      await gatewayCompletesLater(p.requestId);
      const [refund] = await waitFor(
        () => refundsOf(p.paymentId),
        (r) => r.length === 1,
        'refund row',
      );
      expect(refund).toMatchObject({ amount: ritual.unitPrice, reason: 'late-payment' });
    } finally {
      await q('UPDATE products SET is_available = true WHERE id = $1', [ritual.productId]);
    }
    const s = await subOf(p.subscriptionId);
    expect(s).toMatchObject({ status: 'CANCELLED', mandate_status: 'REVOKE_DUE', months_paid: 0 });
    expect(s.mandate_id).toMatch(/^MDT\d{9}$/);
    const atGateway = () => mandateAtGateway(stack.gatewayBase, stack.t.config.GATEWAY_SECRET, s.mandate_id!);
    expect((await atGateway()).status).toBe('ACTIVE');

    // The job cannot reach the gateway: the mandate stays to be revoked.
    await renewAfterNotices(unreachable(), silent);
    expect((await subOf(p.subscriptionId)).mandate_status).toBe('REVOKE_DUE');
    expect((await atGateway()).status).toBe('ACTIVE');
    // The next round reaches it.
    await renewAfterNotices(stack.t.app.deps, silent);
    expect((await subOf(p.subscriptionId)).mandate_status).toBe('REVOKED');
    expect((await atGateway()).status).toBe('REVOKED');
    // Nothing is ever charged on it.
    await renewAfterNotices(stack.t.app.deps, silent, { now: new Date(Date.now() + 400 * 86_400_000) });
    expect((await atGateway()).charges).toEqual([]);
    expect(
      await q('SELECT 1 FROM subscription_charges WHERE subscription_id = $1', [p.subscriptionId]),
    ).toEqual([]);
    const [refund] = await refundsOf(p.paymentId);
    await sendDueRefunds(stack.t, silent, new Date(), { onlyId: refund!.id });
    await waitFor(
      () => refundsOf(p.paymentId),
      (r) => r[0]?.status === 'DONE',
      'refund DONE',
    );
  });
});
