// Past one machine: with two api processes on one database, a catalogue change reaches both processes' caches at
// once (not after their TTL, here set to 10 minutes), through the catalogue_changed notification; the jobs both
// processes run every 500 ms (payment expiry, mail, subscription renewals) take each row exactly once; and the
// rate-limit counters are one count across both. Negative controls: the same jobs run by two runners whose claim has
// lost its lock clause take rows twice, and two processes that do not share a database (as a per-process counter
// store would be) allow twice the limit.
import crypto from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../src/db/client';
import { DEMO_MANDATE_IDS } from '../src/seed/families-subscriptions';
import { expireDuePayments } from '../src/services/jobs/expire-payments';
import { sendQueuedMail } from '../src/services/jobs/send-mail';
import { sendDueRefunds } from '../src/services/refunds/send-refunds';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { mandateAtGateway } from './helpers/subscription-stack';
import { createTestApp, createTestDatabase, DEMO, type TestApp } from './helpers/test-app';
import { lockWaiters as lockWaitersOf, withoutClaimLock } from './helpers/without-claim-lock';

const ORDERS = 24;
/** Profile look-ups one user may make in a window (RATE_LIMIT_PROFILE_LOOKUP, per user / per address). */
const LOOKUP_LIMIT = 5;
let databaseUrl: string;
const apis: ApiProcess[] = [];
/** A third api process on a database of its own: counters it does not share with the two above. */
let apart: ApiProcess;
let t: TestApp;
beforeAll(async () => {
  // Its database (not the processes') is where the negative control of the jobs runs, without a job loop.
  t = await createTestApp({ env: { UNPAID_PLACES_PER_SLOT: '0' } });
  databaseUrl = await createTestDatabase();
  const otherDatabaseUrl = await createTestDatabase();
  const env = {
    CATALOGUE_CACHE_MS: '600000',
    JOB_INTERVAL_MS: '500',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inject('smtpPort')),
    RATE_LIMIT_PROFILE_LOOKUP: `${LOOKUP_LIMIT}/1000`,
    // A user's standing is trusted for 60 s (only users_changed ends it sooner); the provider's answer for 1 s.
    USER_CHECK_TTL_MS: '60000',
    SSO_PROFILE_CHECK_MS: '1000',
  };
  [apis[0], apis[1], apart] = await Promise.all([
    startApiProcess(databaseUrl, env),
    startApiProcess(databaseUrl, env),
    startApiProcess(otherDatabaseUrl, { ...env, JOB_INTERVAL_MS: '600000' }),
  ]);
}, 300_000);
afterAll(async () => {
  await Promise.all([...apis, apart].filter(Boolean).map((a) => a.stop()));
  await t.close();
});

const silent = { warn: () => {} };

const ritualName = async (api: ApiProcess) => {
  const res = await fetch(`${api.url}/api/products/list?centerId=in-coimbatore`);
  const rituals = ((await res.json()) as { payload: { id: string; name: string }[] }).payload;
  return rituals.find((r) => r.id === 'in-coimbatore-devi-abhishekam')?.name;
};

describe('two api processes on one database', () => {
  it('a renamed ritual shows in both at once, though each had it cached for 10 minutes', async () => {
    const before = await Promise.all(apis.map(ritualName));
    expect(before[0]).toBeTruthy();
    expect(before[1]).toBe(before[0]);
    // Cached now in both: read again to be sure the answer comes from the cache.
    expect(await Promise.all(apis.map(ritualName))).toEqual(before);

    const pool = createPool(databaseUrl, 1);
    try {
      await pool.query(
        "UPDATE products SET name = 'Devi Abhishekam (renamed)' WHERE id = 'in-coimbatore-devi-abhishekam'",
      );
    } finally {
      await pool.end();
    }
    await expect
      .poll(() => Promise.all(apis.map(ritualName)), { timeout: 10_000, interval: 100 })
      .toEqual(['Devi Abhishekam (renamed)', 'Devi Abhishekam (renamed)']);
  });
});

describe('a session ends on both processes when the account does', () => {
  const subject = () => `SSO-MP-${crypto.randomBytes(4).toString('hex')}`;
  const statuses = (token: string, id: string) =>
    Promise.all(
      apis.map(async (api) => {
        const res = await fetch(`${api.url}/api/family/list?ssoId=${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return res.status === 401 ? `401 ${((await res.json()) as { message: string }).message}` : res.status;
      }),
    );
  const DISABLED = '401 This account is disabled. Please contact the temple office.';
  const ENDED = '401 This account no longer exists. Please sign in again.';
  const poll = (read: () => Promise<unknown>) => expect.poll(read, { timeout: 5000, interval: 25 });

  it('disabled, enabled and deleted here: at once on both (not after their 60 s)', async () => {
    const id = subject();
    const token = await t.tokenFor(id);
    expect(await statuses(token, id)).toEqual([200, 200]);
    const pool = createPool(databaseUrl, 1);
    try {
      await pool.query('UPDATE users SET disabled_at = now() WHERE id = $1', [id]);
      await poll(() => statuses(token, id)).toEqual([DISABLED, DISABLED]);
      await pool.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [id]);
      await poll(() => statuses(token, id)).toEqual([200, 200]);
      await pool.query('DELETE FROM users WHERE id = $1', [id]);
      await poll(() => statuses(token, id)).toEqual([ENDED, ENDED]);
    } finally {
      await pool.end();
    }
  });

  it('unknown at the provider: refused by both; deleted there: refused by both within SSO_PROFILE_CHECK_MS', async () => {
    const stranger = subject();
    expect(await statuses(await t.signToken(stranger), stranger)).toEqual([ENDED, ENDED]);
    const id = subject();
    const token = await t.tokenFor(id);
    expect(await statuses(token, id)).toEqual([200, 200]);
    const res = await fetch(`${t.config.SSO_BASE}/api/profiles/${id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': t.config.SSO_API_KEY, 'x-api-secret': t.config.SSO_SECRET },
    });
    expect(res.status).toBe(204);
    await poll(() => statuses(token, id)).toEqual([ENDED, ENDED]);
  });
});

describe('jobs with two processes', () => {
  it('expire each overdue payment once, release its places once and mail it once', async () => {
    const pool = createPool(databaseUrl, 2);
    try {
      const slot = await buildRitualWithSlot(pool, { capacity: ORDERS });
      const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
      const created = await Promise.all(
        Array.from({ length: ORDERS }, async (_, i) => {
          const res = await fetch(`${apis[i % 2]!.url}/api/order/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(orderBody(slot)),
          });
          expect(res.status).toBe(200);
          return ((await res.json()) as { payload: { paymentId: string } }).payload.paymentId;
        }),
      );
      expect((await pool.query('SELECT booked FROM slots WHERE id = $1', [slot.slotId])).rows[0].booked).toBe(
        ORDERS,
      );
      // Thirty minutes pass for these payments: only their deadline moves; both processes' expiry jobs race for them.
      await pool.query('UPDATE payments SET expires_at = now() WHERE id = ANY($1::uuid[])', [created]);
      await expect
        .poll(
          async () =>
            (
              await pool.query(
                "SELECT count(*)::int AS n FROM payments WHERE id = ANY($1::uuid[]) AND status = 'EXPIRED'",
                [created],
              )
            ).rows[0].n,
          { timeout: 60_000, interval: 250 },
        )
        .toBe(ORDERS);
      const audits = await pool.query(
        `SELECT entity_id, count(*)::int AS n FROM audit_log
         WHERE action = 'payment.expired' AND entity_id = ANY($1::text[]) GROUP BY entity_id`,
        [created],
      );
      expect(audits.rows).toHaveLength(ORDERS);
      expect(audits.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
      // Released once each: a second release would not show in `booked` (it stops at 0), so count the audit above
      // and check the slot is empty, not below.
      expect((await pool.query('SELECT booked FROM slots WHERE id = $1', [slot.slotId])).rows[0].booked).toBe(
        0,
      );
      // Each payment's mail goes out once, by one of the processes.
      await expect
        .poll(
          async () =>
            (
              await pool.query(
                "SELECT count(*)::int AS n FROM mail_outbox WHERE payment_id = ANY($1::uuid[]) AND status <> 'SENT'",
                [created],
              )
            ).rows[0].n,
          { timeout: 60_000, interval: 250 },
        )
        .toBe(0);
      const mails = await pool.query(
        'SELECT payment_id, kind, count(*)::int AS n, max(attempts)::int AS attempts FROM mail_outbox WHERE payment_id = ANY($1::uuid[]) GROUP BY payment_id, kind',
        [created],
      );
      expect(mails.rows.every((r: { n: number; attempts: number }) => r.n === 1 && r.attempts === 1)).toBe(
        true,
      );
    } finally {
      await pool.end();
    }
  }, 180_000);
});

/** Makes the demo subscription's next month due now and waits until one of the processes has charged it. */
async function renewDemoMonthNow(pool: pg.Pool) {
  // The demo devotee's active subscription: its mandate is known to the sandbox gateway.
  const { rows: subs } = await pool.query<{ id: string; months_paid: number }>(
    "UPDATE subscriptions SET next_charge_at = now() WHERE mandate_id = $1 AND status = 'ACTIVE' RETURNING id, months_paid",
    [DEMO_MANDATE_IDS.ACTIVE],
  );
  expect(subs).toHaveLength(1);
  const { id, months_paid: before } = subs[0]!;
  const monthsPaid = async () =>
    (await pool.query('SELECT months_paid FROM subscriptions WHERE id = $1', [id])).rows[0]
      .months_paid as number;
  await expect.poll(monthsPaid, { timeout: 60_000, interval: 250 }).toBe(before + 1);
  return { id, sequence: before + 1, monthsPaid };
}

describe('subscription renewals and refunds with two processes', () => {
  it('charge a due month once: one charge attempt, one gateway charge, one paid month', async () => {
    const pool = createPool(databaseUrl, 2);
    try {
      const { id, sequence, monthsPaid } = await renewDemoMonthNow(pool);
      // A few more ticks of both processes' jobs: nothing more is charged.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await monthsPaid()).toBe(sequence);
      const charges = await pool.query<{ attempt: number; status: string; request_id: string }>(
        `SELECT c.attempt, p.status, p.request_id FROM subscription_charges c JOIN payments p ON p.id = c.payment_id
         WHERE c.subscription_id = $1 AND c.sequence = $2`,
        [id, sequence],
      );
      expect(charges.rows.map((c) => [c.attempt, c.status])).toEqual([[1, 'COMPLETED']]);
      const paid = await pool.query(
        'SELECT 1 FROM subscription_payments WHERE subscription_id = $1 AND sequence = $2',
        [id, sequence],
      );
      expect(paid.rows).toHaveLength(1);
      // The gateway (shared by other test files, which charge this demo mandate with other request ids) charged
      // this month's request once.
      const gateway = await mandateAtGateway(
        `${inject('sandboxUrl')}/gateway`,
        t.config.GATEWAY_SECRET,
        DEMO_MANDATE_IDS.ACTIVE,
      );
      const ours = gateway.charges.filter((c) => c.requestId === charges.rows[0]!.request_id);
      expect(ours.map((c) => c.status)).toEqual(['COMPLETED']);
    } finally {
      await pool.end();
    }
  }, 120_000);

  it('send each due refund to the gateway once', async () => {
    const pool = createPool(databaseUrl, 2);
    try {
      // A month charged at the gateway, then three part refunds of it due now (as cancellations would queue them).
      const { id, sequence } = await renewDemoMonthNow(pool);
      const { rows: charged } = await pool.query<{ payment_id: string; currency: string }>(
        `SELECT p.id AS payment_id, p.currency FROM subscription_charges c JOIN payments p ON p.id = c.payment_id
         WHERE c.subscription_id = $1 AND c.sequence = $2 AND p.status = 'COMPLETED'`,
        [id, sequence],
      );
      expect(charged).toHaveLength(1);
      const { rows: refunds } = await pool.query<{ id: string }>(
        `INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency)
         SELECT 'RFMP' || upper(substr(md5(random()::text), 1, 8)), $1,
                COALESCE((SELECT array_agg(id) FROM orders WHERE payment_id = $1), '{}'), 100, $2
         FROM generate_series(1, 3) RETURNING id`,
        [charged[0]!.payment_id, charged[0]!.currency],
      );
      const sent = async () =>
        (
          await pool.query<{ status: string; attempts: number; gateway_refund_id: string | null }>(
            'SELECT status, attempts, gateway_refund_id FROM refunds WHERE id = ANY($1::uuid[])',
            [refunds.map((r) => r.id)],
          )
        ).rows;
      await expect
        .poll(async () => (await sent()).filter((r) => r.status === 'IN_TRANSIT').length, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(3);
      // A few more ticks: no refund is asked again (each request counts an attempt).
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const rows = await sent();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ['IN_TRANSIT', 1]));
      expect(new Set(rows.map((r) => r.gateway_refund_id)).size).toBe(3);
    } finally {
      await pool.end();
    }
  }, 120_000);
});

// The negative control's runner: the job's own code without its claim's lock clause (helpers/without-claim-lock.ts).
const lockWaiters = () => lockWaitersOf(t.pool);

/**
 * Two runners, each with its own connection pool as two api processes have, start a job while another transaction
 * holds the due rows, so that both have read the rows as due before either claims them: the overlap two processes'
 * ticks can meet at any time. With the claim, the held rows are skipped, and the two runners started together
 * again once the rows are free take each row once. Answers the rows each run processed.
 */
async function twoRunners(
  table: 'payments' | 'mail_outbox' | 'refunds',
  ids: unknown[],
  job: (pool: pg.Pool) => Promise<number>,
  opts: { withoutLock: boolean },
): Promise<number[]> {
  const pools = [createPool(t.databaseUrl, 2), createPool(t.databaseUrl, 2)];
  const changed = { statements: 0 };
  const runners = opts.withoutLock ? pools.map((p) => withoutClaimLock(p, changed)) : pools;
  const holder = await t.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`SELECT 1 FROM ${table} WHERE id = ANY($1) FOR UPDATE`, [ids]);
    const runs = runners.map(job);
    if (opts.withoutLock) {
      await expect.poll(lockWaiters, { timeout: 10_000, interval: 20 }).toBe(2);
      await holder.query('COMMIT');
      const done = await Promise.all(runs);
      expect(changed.statements).toBeGreaterThanOrEqual(2);
      return done;
    }
    expect(await Promise.all(runs)).toEqual([0, 0]);
    await holder.query('COMMIT');
    return await Promise.all(runners.map(job));
  } finally {
    // After a failure before COMMIT, the rows are let go (after COMMIT this does nothing).
    await holder.query('ROLLBACK').catch(() => undefined);
    holder.release();
    await Promise.all(pools.map((p) => p.end()));
  }
}

describe('negative control: two runners whose claim has no lock clause', () => {
  const inbox = async (to: string) => {
    const res = await fetch(`${inject('sandboxUrl')}/inbox/api/messages?to=${encodeURIComponent(to)}`);
    return ((await res.json()) as { messages: unknown[] }).messages.length;
  };
  const queueMails = async (n: number) => {
    // Only these are due in this database while the runners run.
    await t.pool.query(
      "UPDATE mail_outbox SET not_before = now() + interval '1 day' WHERE status = 'QUEUED'",
    );
    const to = Array.from({ length: n }, () => `claim-${crypto.randomUUID()}@example.org`);
    const { rows } = await t.pool.query<{ id: string }>(
      `INSERT INTO mail_outbox (to_address, subject, html, text, kind)
       SELECT a, 'Claim control', '<p>Once</p>', 'Once', 'TEST' FROM unnest($1::text[]) AS a RETURNING id`,
      [to],
    );
    return { to, ids: rows.map((r) => r.id) };
  };
  const attempts = async (ids: string[]) =>
    (
      await t.pool.query<{ attempts: number; status: string }>(
        'SELECT attempts, status FROM mail_outbox WHERE id = ANY($1::bigint[]) ORDER BY id',
        [ids],
      )
    ).rows;
  const sendMail = (pool: pg.Pool) => sendQueuedMail({ pool, providers: t.app.deps.providers }, silent);

  it('mail: without the lock each mail is sent twice (two copies in the inbox, attempts 2); with it, once', async () => {
    const unsafe = await queueMails(3);
    const sent = await twoRunners('mail_outbox', unsafe.ids, sendMail, { withoutLock: true });
    expect(sent).toEqual([3, 3]);
    // What the two-process test asserts (attempts 1) is not met, and the devotee gets the mail twice.
    expect(await attempts(unsafe.ids)).toEqual(unsafe.ids.map(() => ({ attempts: 2, status: 'SENT' })));
    await expect.poll(() => Promise.all(unsafe.to.map(inbox))).toEqual([2, 2, 2]);

    const safe = await queueMails(3);
    const sentOnce = await twoRunners('mail_outbox', safe.ids, sendMail, { withoutLock: false });
    expect(sentOnce[0]! + sentOnce[1]!).toBe(3);
    expect(await attempts(safe.ids)).toEqual(safe.ids.map(() => ({ attempts: 1, status: 'SENT' })));
    await expect.poll(() => Promise.all(safe.to.map(inbox))).toEqual([1, 1, 1]);
  });

  /** Unpaid payments of `n` new orders in this database (the negative control's, where no job loop runs). */
  const unpaidPayments = async (n: number) => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: n });
    const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: { authorization: `Bearer ${token}` },
        payload: orderBody(slot),
      });
      expect(res.statusCode).toBe(200);
      ids.push((res.json() as { payload: { paymentId: string } }).payload.paymentId);
    }
    return { ids, slotId: slot.slotId };
  };

  it('payment expiry: without the lock each due payment is reconciled twice; the forward-only status change still expires it once', async () => {
    const slotIds: string[] = [];
    const overdue = async (n: number) => {
      const { ids, slotId } = await unpaidPayments(n);
      slotIds.push(slotId);
      // Only these are due in this database while the runners run.
      await t.pool.query(
        `UPDATE payments SET expires_at = CASE WHEN id = ANY($1::uuid[]) THEN now() ELSE now() + interval '1 day' END
         WHERE status IN ('INITIALIZED', 'PENDING')`,
        [ids],
      );
      return ids;
    };
    const expire = (pool: pg.Pool) => expireDuePayments({ pool, providers: t.app.deps.providers }, silent);
    const expiredAudits = async (ids: string[]) =>
      (
        await t.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM audit_log WHERE action = 'payment.expired' AND entity_id = ANY($1::text[])
           GROUP BY entity_id`,
          [ids],
        )
      ).rows.map((r) => r.n);

    const unsafe = await overdue(4);
    // Both runners take all four: each payment's gateway status is queried twice and reconciled twice.
    expect(await twoRunners('payments', unsafe, expire, { withoutLock: true })).toEqual([4, 4]);
    // A second guard holds here: the status change locks the payment row and moves forward only, so each is
    // expired (and its places released, its mail queued) once.
    expect(await expiredAudits(unsafe)).toEqual([1, 1, 1, 1]);

    const safe = await overdue(4);
    const done = await twoRunners('payments', safe, expire, { withoutLock: false });
    expect(done[0]! + done[1]!).toBe(4);
    expect(await expiredAudits(safe)).toEqual([1, 1, 1, 1]);
    const { rows: slots } = await t.pool.query('SELECT booked FROM slots WHERE id = ANY($1::uuid[])', [
      slotIds,
    ]);
    expect(slots).toEqual([{ booked: 0 }, { booked: 0 }]);
  });

  it('refunds: without the lock a due refund is asked of the gateway by both runners (attempts 2); with it, once', async () => {
    const due = async () => {
      const { ids } = await unpaidPayments(1);
      // Only this one is due in this database while the runners run.
      await t.pool.query(
        "UPDATE refunds SET next_attempt_at = now() + interval '1 day' WHERE status <> 'DONE'",
      );
      const { rows } = await t.pool.query<{ id: string }>(
        `INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency)
         SELECT 'RFNC' || upper(substr(md5(random()::text), 1, 8)), p.id,
                (SELECT array_agg(o.id) FROM orders o WHERE o.payment_id = p.id), 100, p.currency
         FROM payments p WHERE p.id = $1 RETURNING id`,
        [ids[0]],
      );
      return rows.map((r) => r.id);
    };
    const send = (pool: pg.Pool) => sendDueRefunds({ pool, config: t.config }, silent);
    // The gateway refuses these (the payments were never paid there): each request still counts an attempt.
    const attemptsOf = async (ids: string[]) =>
      (await t.pool.query('SELECT attempts FROM refunds WHERE id = ANY($1::uuid[])', [ids])).rows;

    const unsafe = await due();
    expect(await twoRunners('refunds', unsafe, send, { withoutLock: true })).toEqual([1, 1]);
    expect(await attemptsOf(unsafe)).toEqual([{ attempts: 2 }]);

    const safe = await due();
    const sent = await twoRunners('refunds', safe, send, { withoutLock: false });
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await attemptsOf(safe)).toEqual([{ attempts: 1 }]);
  });
});

describe('rate limits with two processes', () => {
  const lookUp = async (api: ApiProcess, token: string, userId: string) => {
    const res = await fetch(`${api.url}/api/devotee/profile/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  /** Look-ups alternately on the two processes until one is refused; answers how many were allowed. */
  const allowedAlternately = async (pair: ApiProcess[], user: { id: string; email: string }) => {
    const token = await t.tokenFor(user.id, user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 4 * LOOKUP_LIMIT; i += 1) {
      const { status, body } = await lookUp(pair[i % 2]!, token, user.id);
      statuses.push(status);
      if (status === 429) {
        expect(body).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
        break;
      }
      expect(status).toBe(200);
    }
    return statuses.filter((s) => s === 200).length;
  };

  it(`a user's look-ups on both processes together are refused (429 { message }) after ${LOOKUP_LIMIT}`, async () => {
    expect(await allowedAlternately(apis, DEMO.volunteer)).toBe(LOOKUP_LIMIT);
    // Both processes refuse from then on.
    const token = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
    expect((await lookUp(apis[0]!, token, DEMO.volunteer.id)).status).toBe(429);
    expect((await lookUp(apis[1]!, token, DEMO.volunteer.id)).status).toBe(429);
  });

  it(`negative control: two processes that do not share counters (separate databases, as per-process memory would be) allow ${2 * LOOKUP_LIMIT}`, async () => {
    expect(await allowedAlternately([apis[0]!, apart], DEMO.anita)).toBe(2 * LOOKUP_LIMIT);
  });
});
