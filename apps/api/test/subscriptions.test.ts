// Recurring prasadam subscriptions, end to end against the sandbox gateway: the first payment on the subscription
// form sets up a mandate, the renewal job charges it monthly (a year runs here with an injected clock), failed
// charges are retried on days 1, 3 and 7, pause skips months, cancel revokes the mandate, and no month is ever
// charged twice — not with two runners at once, nor with a gateway that answers slowly and notifies twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGatewayPayload } from '../src/providers/signing';
import { renewAfterNotices } from './helpers/renew-after-notices';
import { renewalSteps, type RenewalMode } from './helpers/unclaimed-renewal';
import {
  answerSubscriptionForm,
  buildSubscriptionRitual,
  mandateAtGateway,
  setMandateBehaviour,
  startSubscriptionStack,
  subscriptionOrderBody,
  US_ADDRESS,
  type SubscriptionRitual,
  type SubscriptionStack,
} from './helpers/subscription-stack';
import { DEMO_MANDATE_IDS } from '../src/seed/families-subscriptions';
import { startRunnerProcess, waitUntil } from './helpers/runner-process';
import { DEMO } from './helpers/test-app';

let stack: SubscriptionStack;
let devotee: string;
let anita: string;
let ritual: SubscriptionRitual;
const silent = { warn: () => {} };
beforeAll(async () => {
  stack = await startSubscriptionStack();
  devotee = await stack.t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  anita = await stack.t.tokenFor(DEMO.anita.id, DEMO.anita.email);
  ritual = await buildSubscriptionRitual(stack.t.pool);
});
afterAll(() => stack.close());

const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await stack.t.pool.query(sql, params)).rows as T[];

interface Sub {
  id: string;
  status: string;
  mandate_id: string;
  mandate_status: string;
  months_paid: number;
  next_charge_at: Date;
  due_at: Date;
}
/** Charge attempts sent for one subscription (other tests' subscriptions may fall due in the same run). */
const attemptsOf = async (id: string) =>
  (
    await q<{ n: number }>('SELECT count(*)::int AS n FROM subscription_charges WHERE subscription_id = $1', [
      id,
    ])
  )[0]!.n;
const subOf = async (id: string) => (await q<Sub>('SELECT * FROM subscriptions WHERE id = $1', [id]))[0]!;

/** Books the ritual as recurring and answers the gateway's subscription form; returns the subscription id. */
async function subscribe(
  action: 'pay' | 'fail' | 'cancel' = 'pay',
): Promise<{ id: string; paymentId: string }> {
  const res = await stack.t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: subscriptionOrderBody(ritual),
    headers: { authorization: `Bearer ${devotee}` },
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json().payload as {
    paymentId: string;
    gatewayForm: { action: string; fields: Record<string, string> };
  };
  expect(answer.gatewayForm.action).toMatch(/\/gateway\/subscribe$/);
  expect(answer.gatewayForm.fields.amount).toBeUndefined();
  const outcome = await answerSubscriptionForm(stack.gatewayBase, answer.gatewayForm.fields, action);
  expect(outcome.status).toBe(303);
  const [row] = await q<{ id: string }>('SELECT id FROM subscriptions WHERE first_payment_id = $1', [
    answer.paymentId,
  ]);
  return { id: row!.id, paymentId: answer.paymentId };
}

const run = (now: Date, deps = stack.t.app.deps) => renewAfterNotices(deps, silent, { now });
const days = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const post = (url: string, payload: object, token = devotee) =>
  stack.t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

describe('the demo data', () => {
  // First in the file: later tests' runs with far-off clocks also renew the demo subscription.
  it("renews the demo devotee's active subscription through the sandbox gateway (its demo mandate is known there)", async () => {
    const [demo] = await q<Sub & { amount: number }>('SELECT * FROM subscriptions WHERE mandate_id = $1', [
      DEMO_MANDATE_IDS.ACTIVE,
    ]);
    expect(demo).toMatchObject({ status: 'ACTIVE', mandate_status: 'ACTIVE', months_paid: 4 });
    await run(demo!.next_charge_at);
    expect(await subOf(demo!.id)).toMatchObject({ status: 'ACTIVE', months_paid: 5 });
    const gateway = await mandateAtGateway(
      stack.gatewayBase,
      stack.t.config.GATEWAY_SECRET,
      DEMO_MANDATE_IDS.ACTIVE,
    );
    expect(gateway.status).toBe('ACTIVE');
    expect(gateway.charges.map((c) => [c.status, c.amount])).toEqual([['COMPLETED', '31.00']]);
    const [month5] = await q<{ orders: number; status: string }>(
      `SELECT p.status, (SELECT count(*)::int FROM orders o WHERE o.subscription_payment_id = sp.id) AS orders
       FROM subscription_payments sp JOIN payments p ON p.id = sp.payment_id
       WHERE sp.subscription_id = $1 AND sp.sequence = 5`,
      [demo!.id],
    );
    expect(month5).toEqual({ status: 'COMPLETED', orders: 1 });
    // The post-debit mail (RBI): what was taken, by whom, under which mandate, and how to raise a complaint.
    const [charged] = await q<{ subject: string; text: string }>(
      `SELECT subject, text FROM mail_outbox WHERE kind = 'subscription-charged'
       AND payment_id IN (SELECT payment_id FROM subscription_payments WHERE subscription_id = $1 AND sequence = 5)`,
      [demo!.id],
    );
    expect(charged!.subject).toMatch(/ has charged \$31\.00 for month 5 of your .+ subscription$/);
    expect(charged!.text).toContain('Amount: $31.00.');
    expect(charged!.text).toContain(`Mandate reference: ${DEMO_MANDATE_IDS.ACTIVE}.`);
    expect(charged!.text).toContain('Raise a complaint with the centre: ');
  });
});

describe('the first payment on the subscription form', () => {
  it('sets up the mandate and makes Payment 1 with the booked order', async () => {
    const { id, paymentId } = await subscribe('pay');
    const s = await subOf(id);
    expect(s).toMatchObject({ status: 'ACTIVE', mandate_status: 'ACTIVE', months_paid: 1 });
    expect(s.mandate_id).toMatch(/^MDT\d{9}$/);
    const months = await q(
      'SELECT sequence, payment_id FROM subscription_payments WHERE subscription_id = $1',
      [id],
    );
    expect(months).toEqual([{ sequence: 1, payment_id: paymentId }]);
    const orders = await q(
      `SELECT o.payment_status, o.delivery_status, o.shipping_option FROM orders o
       JOIN subscription_payments sp ON sp.id = o.subscription_payment_id WHERE sp.subscription_id = $1`,
      [id],
    );
    expect(orders).toEqual([
      { payment_status: 'COMPLETED', delivery_status: 'PENDING', shipping_option: 'ups_next_day_air' },
    ]);
  });

  it('declined or cancelled on the gateway: no mandate, no subscription to show', async () => {
    for (const action of ['fail', 'cancel'] as const) {
      const { id } = await subscribe(action);
      expect(await subOf(id)).toMatchObject({
        status: 'CANCELLED',
        mandate_status: 'DECLINED',
        months_paid: 0,
      });
    }
    const listed = (
      await stack.t.app.inject({
        method: 'GET',
        url: '/api/subscription?center=us-tennessee',
        headers: { authorization: `Bearer ${devotee}` },
      })
    ).json().payload as { subscription: { monthsPaid: number } }[];
    expect(listed.every((i) => i.subscription.monthsPaid > 0)).toBe(true);
  });
});

describe('pause and resume', () => {
  it('a subscription paused and resumed while its month is due is charged that month at once (the README’s promise)', async () => {
    const { id } = await subscribe('pay');
    const { updateSubscriptionStatus } = await import('../src/services/subscriptions/change-subscription');
    const as = { userId: DEMO.devotee.id, email: DEMO.devotee.email, token: '' };
    const dueAt = (await subOf(id)).next_charge_at;
    const morning = days(dueAt, 0.25); // due since midnight, not charged yet
    for (const status of ['PAUSED', 'ACTIVE'] as const) {
      await updateSubscriptionStatus(
        stack.t.app.deps,
        as,
        { subscriptionId: id, status },
        {
          requestId: 'test',
          now: morning,
        },
      );
    }
    expect((await subOf(id)).next_charge_at.toISOString()).toBe(morning.toISOString());
    await run(morning);
    expect((await subOf(id)).months_paid).toBe(2);
    // The month after is due a month after the month just charged, not after the resume.
    expect((await subOf(id)).next_charge_at.getUTCDate()).toBe(dueAt.getUTCDate());
  });
});

describe('a year of renewals', () => {
  it('charges 12 months exactly, with a failure and its retries, a pause that skips months, then COMPLETED', async () => {
    const { id } = await subscribe('pay');
    const { mandate_id: mandateId } = await subOf(id);
    const due = async () => (await subOf(id)).next_charge_at;

    // Months 2 and 3 on their due dates; running again the same day charges nothing more.
    for (let month = 2; month <= 3; month += 1) {
      const at = await due();
      const before = await attemptsOf(id);
      await run(at);
      await run(at);
      expect(await attemptsOf(id)).toBe(before + 1);
      expect((await subOf(id)).months_paid).toBe(month);
    }

    // Month 4: the bank declines twice; retried on day 1, paid on day 3.
    await setMandateBehaviour(stack.gatewayBase, mandateId, { declineNext: 2 });
    const due4 = await due();
    await run(due4);
    expect((await subOf(id)).months_paid).toBe(3);
    expect((await due()).toISOString()).toBe(days(due4, 1).toISOString());
    const tried = await attemptsOf(id);
    await run(days(due4, 0.5)); // not before the retry day
    expect(await attemptsOf(id)).toBe(tried);
    await run(days(due4, 1));
    expect((await due()).toISOString()).toBe(days(due4, 3).toISOString());
    await run(days(due4, 3));
    expect((await subOf(id)).months_paid).toBe(4);
    const failedMails = await q<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE kind = 'subscription-charge-failed' AND payment_id IN (SELECT payment_id FROM subscription_charges WHERE subscription_id = $1) ORDER BY id",
      [id],
    );
    expect(failedMails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Payment 4 of your Monthly Prasadam .* subscription did not go through$/),
      expect.stringMatching(/^Payment 4 of your /),
    ]);

    // Month 5 paid; then paused for two due dates (months not charged, term not shortened), resumed.
    await run(await due());
    expect((await subOf(id)).months_paid).toBe(5);
    const pause = await post('/api/subscription/updateStatus', { subscriptionId: id, status: 'PAUSED' });
    expect(pause.json()).toEqual({ payload: { message: 'Subscription paused successfully' } });
    const due6 = await due();
    const beforePause = await attemptsOf(id);
    await run(due6);
    await run(days(due6, 32));
    expect(await attemptsOf(id)).toBe(beforePause);
    const resumeAt = days(due6, 40);
    const { updateSubscriptionStatus } = await import('../src/services/subscriptions/change-subscription');
    const resumed = await updateSubscriptionStatus(
      stack.t.app.deps,
      { userId: DEMO.devotee.id, email: DEMO.devotee.email, token: '' },
      { subscriptionId: id, status: 'ACTIVE' },
      { requestId: 'test', now: resumeAt },
    );
    expect(resumed).toEqual({ message: 'Subscription resumed successfully' });
    expect((await due()).getTime()).toBeGreaterThanOrEqual(resumeAt.getTime());

    // Months 6 … 12, one per due date; then COMPLETED and nothing more is charged.
    for (let month = 6; month <= 12; month += 1) {
      const before = await attemptsOf(id);
      await run(await due());
      expect(await attemptsOf(id)).toBe(before + 1);
      expect((await subOf(id)).months_paid).toBe(month);
    }
    expect((await subOf(id)).status).toBe('COMPLETED');
    const done = await attemptsOf(id);
    await run(days(await due(), 400));
    expect(await attemptsOf(id)).toBe(done);

    // Exact money, in SQL: 12 paid months of $31.00, once each; 2 declined attempts; 12 orders, one per month.
    const paid = await q<{ sequence: number; amount: string; status: string }>(
      `SELECT sp.sequence, p.amount::text, p.status FROM subscription_payments sp JOIN payments p ON p.id = sp.payment_id
       WHERE sp.subscription_id = $1 ORDER BY sp.sequence`,
      [id],
    );
    expect(paid.map((p) => p.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(paid.every((p) => p.amount === '3100' && p.status === 'COMPLETED')).toBe(true);
    const attempts = await q<{ status: string; n: number }>(
      `SELECT p.status, count(*)::int AS n FROM subscription_charges c JOIN payments p ON p.id = c.payment_id
       WHERE c.subscription_id = $1 GROUP BY p.status ORDER BY p.status`,
      [id],
    );
    expect(attempts).toEqual([
      { status: 'COMPLETED', n: 11 },
      { status: 'ERROR', n: 2 },
    ]);
    const orders = await q<{ n: number; slots: number; total: string }>(
      `SELECT count(*)::int AS n, count(DISTINCT o.slot_id)::int AS slots, sum(o.total_price)::text AS total
       FROM orders o JOIN subscription_payments sp ON sp.id = o.subscription_payment_id WHERE sp.subscription_id = $1`,
      [id],
    );
    expect(orders).toEqual([{ n: 12, slots: 12, total: '37200' }]);
    const gateway = await mandateAtGateway(stack.gatewayBase, stack.t.config.GATEWAY_SECRET, mandateId);
    expect(gateway.charges.filter((c) => c.status === 'COMPLETED')).toHaveLength(11);
    expect(gateway.charges.filter((c) => c.status === 'ERROR')).toHaveLength(2);
    expect(gateway.charges.every((c) => c.amount === '31.00')).toBe(true);

    // The list shows it with its 12 payments and their orders.
    const listed = (
      await stack.t.app.inject({
        method: 'GET',
        url: '/api/subscription?center=us-tennessee',
        headers: { authorization: `Bearer ${devotee}` },
      })
    ).json().payload as {
      subscription: { id: string; status: string; monthsPaid: number };
      payments: { sequence: number; orders: unknown[] }[];
    }[];
    const item = listed.find((i) => i.subscription.id === id)!;
    expect(item.subscription).toMatchObject({ status: 'COMPLETED', monthsPaid: 12 });
    expect(item.payments.map((p) => [p.sequence, p.orders.length])).toEqual(
      Array.from({ length: 12 }, (_, i) => [i + 1, 1]),
    );
  });

  it('pauses after the day-7 retry fails, and mails the devotee', async () => {
    const { id } = await subscribe('pay');
    const { mandate_id: mandateId } = await subOf(id);
    await setMandateBehaviour(stack.gatewayBase, mandateId, { declineNext: 4 });
    const due2 = (await subOf(id)).next_charge_at;
    for (const d of [0, 1, 3, 7]) await run(days(due2, d));
    expect(await subOf(id)).toMatchObject({ status: 'PAUSED', months_paid: 1 });
    const mails = await q<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE kind = 'subscription-charge-failed' AND payment_id IN (SELECT payment_id FROM subscription_charges WHERE subscription_id = $1) ORDER BY id",
      [id],
    );
    expect(mails).toHaveLength(4);
    expect(mails[3]!.text).toContain('your subscription is paused');
  });
});

describe('cancel', () => {
  it('cancels, revokes the mandate at the gateway and charges nothing more', async () => {
    const { id } = await subscribe('pay');
    const s = await subOf(id);
    await run(s.next_charge_at);
    const cancelled = await post('/api/subscription/cancel', { subscriptionId: id });
    expect(cancelled.json()).toEqual({ payload: { message: 'Subscription cancelled successfully' } });
    expect(await subOf(id)).toMatchObject({ status: 'CANCELLED', mandate_status: 'REVOKED', months_paid: 2 });
    expect(
      (await mandateAtGateway(stack.gatewayBase, stack.t.config.GATEWAY_SECRET, s.mandate_id)).status,
    ).toBe('REVOKED');
    const attempts = await attemptsOf(id);
    await run(days(s.next_charge_at, 365));
    expect(await attemptsOf(id)).toBe(attempts);
    const again = await post('/api/subscription/cancel', { subscriptionId: id });
    expect(again.statusCode).toBe(409);
    const pause = await post('/api/subscription/updateStatus', { subscriptionId: id, status: 'PAUSED' });
    expect(pause.statusCode).toBe(409);
  });

  it('a COMPLETED subscription cannot be cancelled: it stays COMPLETED (issue 26, symptom 10)', async () => {
    const { id } = await subscribe('pay');
    await stack.t.pool.query("UPDATE subscriptions SET status = 'COMPLETED' WHERE id = $1", [id]);
    const res = await post('/api/subscription/cancel', { subscriptionId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This subscription is completed: all its months are paid and there is nothing left to cancel',
    );
    expect((await subOf(id)).status).toBe('COMPLETED');
  });

  it('counts a month completed only once its ritual has taken place (issue 26, symptom 19)', async () => {
    const { id } = await subscribe('pay');
    // Payment 1 is made; its ritual (the booked date) is still ahead.
    const list = await stack.t.app.inject({
      method: 'GET',
      url: '/api/subscription?center=us-tennessee',
      headers: { authorization: `Bearer ${devotee}` },
    });
    const item = (
      list.json().payload as {
        subscription: { id: string; monthsCompleted: number; mandateValidUntil: string | null };
        payments: { monthsCompleted: number }[];
      }[]
    ).find((i) => i.subscription.id === id)!;
    expect(item.subscription.monthsCompleted).toBe(0);
    // The mandate's validity, shown on the Subscription tab: its 12 months from registration.
    const { created_at: createdAt } = (
      await q('SELECT created_at FROM subscriptions WHERE id = $1', [id])
    )[0] as {
      created_at: Date;
    };
    const until = new Date(createdAt);
    until.setUTCMonth(until.getUTCMonth() + 12);
    expect(item.subscription.mandateValidUntil).toBe(until.toISOString());
    expect(item.payments[0]!.monthsCompleted).toBe(0);
  });

  it('a mandate the payer cancels at the bank cancels the subscription (signed mandate notification)', async () => {
    const { id } = await subscribe('pay');
    const { mandate_id: mandateId } = await subOf(id);
    const res = await fetch(`${stack.gatewayBase}/mandates/${mandateId}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(await subOf(id)).toMatchObject({ status: 'CANCELLED', mandate_status: 'CANCELLED' });
    const mails = await q(
      "SELECT subject FROM mail_outbox WHERE kind = 'subscription-cancelled' AND to_address = $1",
      [DEMO.devotee.email],
    );
    expect(mails.length).toBeGreaterThanOrEqual(1);
  });
});

describe('never charged twice', () => {
  /** What the gateway and the database hold for each subscription after a double run. */
  async function outcome(ids: string[]) {
    return Promise.all(
      ids.map(async (id) => {
        const row = await subOf(id);
        const gateway = await mandateAtGateway(
          stack.gatewayBase,
          stack.t.config.GATEWAY_SECRET,
          row.mandate_id,
        );
        const paid = await q('SELECT sequence FROM subscription_payments WHERE subscription_id = $1', [id]);
        return {
          monthsPaid: row.months_paid,
          paidMonthRows: paid.length,
          gatewayCompletedCharges: gateway.charges.filter((c) => c.status === 'COMPLETED').length,
        };
      }),
    );
  }

  /**
   * Four subscriptions whose bank is slow (2 s before anything is charged or notified) and notifies twice. Runner A
   * (this process) starts; once its charge attempts are open, two other api processes run the job too: B with the
   * same clock, and C with a clock past A's leases (a runner taking over an expired lease).
   */
  async function doubleRun(mode: RenewalMode) {
    const subs = await Promise.all([subscribe('pay'), subscribe('pay'), subscribe('pay'), subscribe('pay')]);
    const ids = subs.map((s) => s.id);
    for (const id of ids) {
      await setMandateBehaviour(stack.gatewayBase, (await subOf(id)).mandate_id, {
        delayMs: 2000,
        duplicateNotifications: true,
      });
    }
    const at = new Date(
      Math.max(...(await Promise.all(ids.map(async (id) => (await subOf(id)).next_charge_at.getTime())))),
    );
    const env = {
      DATABASE_URL: stack.t.databaseUrl,
      GATEWAY_BASE: stack.gatewayBase,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(stack.t.config.SMTP_PORT),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    };
    const b = startRunnerProcess(env, at, mode);
    const c = startRunnerProcess(env, new Date(at.getTime() + 6 * 60_000), mode);
    try {
      await Promise.all([b.ready, c.ready]);
      const a = renewAfterNotices(stack.t.app.deps, silent, {
        now: at,
        steps: renewalSteps(mode),
        concurrency: 8,
      });
      await waitUntil(async () => (await Promise.all(ids.map(attemptsOf))).every((n) => n >= 1));
      b.go();
      c.go();
      const runs = await Promise.all([a, b.done, c.done]);
      expect(runs.reduce((n, r) => n + r.claimed, 0)).toBeGreaterThanOrEqual(ids.length);
    } finally {
      b.kill();
      c.kill();
    }
    return { ids, outcome: await outcome(ids) };
  }

  it('three runners in three processes, a slow bank that notifies twice, an expired lease: one charge a month', async () => {
    const { outcome: result } = await doubleRun('claim');
    expect(result).toEqual(
      Array.from({ length: 4 }, () => ({ monthsPaid: 2, paidMonthRows: 2, gatewayCompletedCharges: 1 })),
    );
    const duplicates = await q("SELECT 1 FROM audit_log WHERE action = 'subscription.duplicateCharge'");
    expect(duplicates).toEqual([]);
  });

  it('negative control: the same runs without the claim charge months twice, and the checks above catch it', async () => {
    const { ids, outcome: result } = await doubleRun('unsafe-no-claim');
    // The bank charged a month more than once: what the test above asserts is not met.
    expect(result.some((r) => r.gatewayCompletedCharges > 1)).toBe(true);
    expect(result.every((r) => r.monthsPaid === 2 && r.paidMonthRows === 2)).toBe(true);
    const duplicates = await q(
      "SELECT entity_id FROM audit_log WHERE action = 'subscription.duplicateCharge' AND entity_id = ANY($1::text[])",
      [ids],
    );
    expect(duplicates.length).toBeGreaterThan(0);
    // Put the subscriptions out of later tests' way.
    await q("UPDATE subscriptions SET status = 'CANCELLED' WHERE id = ANY($1::uuid[])", [ids]);
  });
});

describe('signed charge notifications', () => {
  function notify(body: Record<string, unknown>, opts: { secret?: string; timestamp?: number } = {}) {
    const raw = JSON.stringify(body);
    const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
    return stack.t.app.inject({
      method: 'POST',
      url: '/api/payment/notification',
      headers: {
        'content-type': 'application/json',
        'x-gateway-timestamp': timestamp,
        'x-gateway-signature': signGatewayPayload(
          opts.secret ?? stack.t.config.GATEWAY_SECRET,
          timestamp,
          raw,
        ),
      },
      payload: raw,
    });
  }

  it('refuses a forged, a replayed and a changed-amount charge notification; applies the genuine one once', async () => {
    const { id } = await subscribe('pay');
    const s = await subOf(id);
    // The gateway is unreachable for this charge: the attempt stays open, as when its answer is lost.
    const unreachable = {
      ...stack.t.app.deps.providers.gateway,
      chargeMandate: () => Promise.reject(new Error('down')),
      queryStatus: () => Promise.reject(new Error('down')),
    };
    await renewAfterNotices(
      { ...stack.t.app.deps, providers: { ...stack.t.app.deps.providers, gateway: unreachable } },
      silent,
      { now: s.next_charge_at },
    );
    const [attempt] = await q<{ request_id: string; status: string }>(
      'SELECT p.request_id, p.status FROM subscription_charges c JOIN payments p ON p.id = c.payment_id WHERE c.subscription_id = $1',
      [id],
    );
    expect(attempt!.status).toBe('INITIALIZED');
    const genuine = {
      requestId: attempt!.request_id,
      transactionId: 'TXN000000000001',
      status: 'COMPLETED',
      amount: '31.00',
      currency: 'USD',
      mandateId: s.mandate_id,
    };
    expect((await notify(genuine, { secret: 'a-forger-does-not-know-the-secret' })).statusCode).toBe(401);
    const cheaper = await notify({ ...genuine, amount: '0.31' });
    expect(cheaper.statusCode).toBe(422);
    expect((await subOf(id)).months_paid).toBe(1);
    const timestamp = Math.floor(Date.now() / 1000);
    const ok = await notify(genuine, { timestamp });
    expect(ok.json()).toEqual({ payload: { applied: true, status: 'COMPLETED' } });
    expect((await notify(genuine, { timestamp })).statusCode).toBe(409);
    expect((await notify(genuine, { timestamp: timestamp - 5 })).json()).toEqual({
      payload: { applied: false, status: 'COMPLETED' },
    });
    expect((await subOf(id)).months_paid).toBe(2);
    const orders = await q(
      'SELECT count(*)::int AS n FROM orders o JOIN subscription_payments sp ON sp.id = o.subscription_payment_id WHERE sp.subscription_id = $1',
      [id],
    );
    expect(orders).toEqual([{ n: 2 }]);
  });

  it('refuses forged and replayed mandate notifications', async () => {
    const { id } = await subscribe('pay');
    const { mandate_id: mandateId } = await subOf(id);
    const raw = JSON.stringify({ mandateId, status: 'CANCELLED' });
    const send = (secret: string, timestamp: string) =>
      stack.t.app.inject({
        method: 'POST',
        url: '/api/payment/mandateNotification',
        headers: {
          'content-type': 'application/json',
          'x-gateway-timestamp': timestamp,
          'x-gateway-signature': signGatewayPayload(secret, timestamp, raw),
        },
        payload: raw,
      });
    const ts = String(Math.floor(Date.now() / 1000));
    expect((await send('forged-secret-forged-secret', ts)).statusCode).toBe(401);
    expect((await subOf(id)).status).toBe('ACTIVE');
    expect((await send(stack.t.config.GATEWAY_SECRET, ts)).json()).toEqual({
      payload: { applied: true, status: 'CANCELLED' },
    });
    expect((await send(stack.t.config.GATEWAY_SECRET, ts)).statusCode).toBe(409);
  });
});

describe('subscription api: owner only', () => {
  it('another devotee sees none and can change none; no token is refused', async () => {
    const { id } = await subscribe('pay');
    const theirs = await stack.t.app.inject({
      method: 'GET',
      url: '/api/subscription?center=us-tennessee',
      headers: { authorization: `Bearer ${anita}` },
    });
    expect(theirs.json()).toEqual({ payload: [] });
    for (const [url, body] of [
      ['/api/subscription/cancel', { subscriptionId: id }],
      ['/api/subscription/updateStatus', { subscriptionId: id, status: 'PAUSED' }],
      ['/api/subscription/editAddress', { subscriptionId: id, address: US_ADDRESS }],
    ] as const) {
      const res = await post(url, body, anita);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Subscription not found' });
      expect((await stack.t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    }
    expect((await subOf(id)).status).toBe('ACTIVE');
  });

  it('edits the address of parcels not yet packed only, with the subscription address rules', async () => {
    const { id } = await subscribe('pay');
    await run((await subOf(id)).next_charge_at);
    // Month 1's parcel is packed already; month 2's is not.
    await stack.t.pool.query(
      `UPDATE orders SET delivery_status = 'PACKED' WHERE id = (SELECT o.id FROM orders o JOIN subscription_payments sp
         ON sp.id = o.subscription_payment_id WHERE sp.subscription_id = $1 AND sp.sequence = 1)`,
      [id],
    );
    const bad = await post('/api/subscription/editAddress', {
      subscriptionId: id,
      address: { ...US_ADDRESS, line1: 'Too short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'address.line1: Minimum 15 characters are required' });
    // Issue 26, symptom 2: never an address without city and state, nor one that contradicts the pin look-up.
    const noPlace = await post('/api/subscription/editAddress', {
      subscriptionId: id,
      address: { ...US_ADDRESS, line1: '100 New Temple Road', city: '', state: '' },
    });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().message).toContain('address.city: This field is mandatory');
    expect(noPlace.json().message).toContain('address.state: This field is mandatory');
    const wrongState = await post('/api/subscription/editAddress', {
      subscriptionId: id,
      address: { ...US_ADDRESS, line1: '100 New Temple Road', state: 'Texas' },
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toEqual({ message: 'address.state: does not match pin code 37355' });
    const ok = await post('/api/subscription/editAddress', {
      subscriptionId: id,
      address: { ...US_ADDRESS, line1: '100 New Temple Road', state: 'TN' },
    });
    expect(ok.json()).toEqual({ payload: { message: 'Address updated successfully' } });
    const lines = await q<{ sequence: number; line1: string }>(
      `SELECT sp.sequence, o.prasadam_delivery_address->>'line1' AS line1 FROM orders o
       JOIN subscription_payments sp ON sp.id = o.subscription_payment_id WHERE sp.subscription_id = $1 ORDER BY sp.sequence`,
      [id],
    );
    expect(lines).toEqual([
      { sequence: 1, line1: US_ADDRESS.line1 },
      { sequence: 2, line1: '100 New Temple Road' },
    ]);
    // The next month's parcel goes to the new address.
    await run((await subOf(id)).next_charge_at);
    const [third] = await q<{ line1: string }>(
      `SELECT o.prasadam_delivery_address->>'line1' AS line1 FROM orders o JOIN subscription_payments sp
         ON sp.id = o.subscription_payment_id WHERE sp.subscription_id = $1 AND sp.sequence = 3`,
      [id],
    );
    expect(third).toEqual({ line1: '100 New Temple Road' });
  });

  it('sends a parcel still to pack to the new address after its ritual has taken place; a cancelled one keeps its own', async () => {
    const { id } = await subscribe('pay');
    await run((await subOf(id)).next_charge_at);
    await run((await subOf(id)).next_charge_at);
    // Month 1's ritual has taken place and its parcel waits to be packed; month 2 was cancelled; month 3 is ahead.
    const month = (n: number) =>
      `(SELECT o.id FROM orders o JOIN subscription_payments sp ON sp.id = o.subscription_payment_id
         WHERE sp.subscription_id = $1 AND sp.sequence = ${n})`;
    await stack.t.pool.query(
      `UPDATE orders SET status = 'COMPLETED', delivery_status = 'PENDING' WHERE id = ${month(1)}`,
      [id],
    );
    await stack.t.pool.query(`UPDATE orders SET status = 'CANCELLED' WHERE id = ${month(2)}`, [id]);
    const ok = await post('/api/subscription/editAddress', {
      subscriptionId: id,
      address: { ...US_ADDRESS, line1: '500 Oak Street Apt 12', state: 'TN' },
    });
    expect(ok.json()).toEqual({ payload: { message: 'Address updated successfully' } });
    const lines = await q<{ sequence: number; line1: string }>(
      `SELECT sp.sequence, o.prasadam_delivery_address->>'line1' AS line1 FROM orders o
       JOIN subscription_payments sp ON sp.id = o.subscription_payment_id WHERE sp.subscription_id = $1 ORDER BY sp.sequence`,
      [id],
    );
    expect(lines).toEqual([
      { sequence: 1, line1: '500 Oak Street Apt 12' },
      { sequence: 2, line1: US_ADDRESS.line1 },
      { sequence: 3, line1: '500 Oak Street Apt 12' },
    ]);
  });
});
