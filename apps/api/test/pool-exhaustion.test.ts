// Staff actions that check permissions inside their transaction must not hold one pooled connection while waiting
// for a second. With the pool at its configured size (PG_POOL_MAX) and three times as many concurrent refund retries
// and approvals as connections, none answers 5xx, the devotees' requests beside them are served, and the
// payment-expiry job runs its round. Negative control: the same load with the permission check on the pool inside the
// transaction (the old pattern) does exhaust the pool.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/with-transaction';
import { expireDuePayments } from '../src/services/jobs/expire-payments';
import { mayTakeStaffAction } from '../src/services/roles/authorize';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
const ACCOUNTS = { id: 'SSO-POOL-ACC', email: 'pool.accounts@example.org' };
const APPROVER = { id: 'SSO-POOL-ADM', email: 'pool.admin@example.org' };
const CENTER = 'us-tennessee';

beforeAll(async () => {
  t = await createTestApp({ configuredPool: true });
  await t.pool.query(`INSERT INTO users (id, email) VALUES ($1, $2), ($3, $4) ON CONFLICT DO NOTHING`, [
    ACCOUNTS.id,
    ACCOUNTS.email,
    APPROVER.id,
    APPROVER.email,
  ]);
  await t.pool.query(
    `INSERT INTO user_roles (user_id, center_id, role) VALUES ($1, $3, 'OFFICE_ACCOUNTS_MANAGER'),
       ($2, $3, 'OFFICE_ACCOUNTS_MANAGER') ON CONFLICT DO NOTHING`,
    [ACCOUNTS.id, APPROVER.id, CENTER],
  );
});
afterAll(() => t.close());

/** `n` refunds at the centre in `status`, each of its own payment (asked for by the accounts manager). */
async function refunds(n: number, status: 'FAILED' | 'AWAITING_APPROVAL'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const requestId = crypto.randomBytes(5).toString('hex').toUpperCase();
    const { rows } = await t.pool.query<{ id: string }>(
      `WITH p AS (
         INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel)
         VALUES ($1, $2, $3, 90000, 'USD', 'COMPLETED', 'GATEWAY') RETURNING id)
       INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency, status, requested_by, attempts_left)
       SELECT $4, p.id, '{}', 90000, 'USD', $5, $6, 0 FROM p RETURNING id`,
      [requestId, CENTER, DEMO.devotee.id, `RF${requestId}`, status, ACCOUNTS.id],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

describe('staff actions at three times the pool size', () => {
  it('answer no 5xx, leave devotee requests served and the expiry job running', async () => {
    const connections = t.config.PG_POOL_MAX;
    const staffActions = 3 * connections;
    const retries = await refunds(staffActions / 2, 'FAILED');
    const approvals = await refunds(staffActions - retries.length, 'AWAITING_APPROVAL');
    const accounts = await t.tokenFor(ACCOUNTS.id, ACCOUNTS.email);
    const approver = await t.tokenFor(APPROVER.id, APPROVER.email);
    const devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
    const post = (token: string, url: string, refundId: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: { refundId },
      });
    const familyList = (token = devotee, id: string = DEMO.devotee.id) =>
      t.app.inject({
        method: 'GET',
        url: `/api/family/list?ssoId=${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    // Each caller's standing is known before the storm (its first request mirrors and checks it).
    for (const [token, id] of [
      [accounts, ACCOUNTS.id],
      [approver, APPROVER.id],
      [devotee, DEMO.devotee.id],
    ] as const) {
      expect((await familyList(token, id)).statusCode).toBe(200);
    }

    const devoteeTimes: number[] = [];
    const devoteeStatuses: number[] = [];
    const devoteeRequests = Array.from({ length: connections }, async () => {
      const started = performance.now();
      const res = await familyList();
      devoteeTimes.push(performance.now() - started);
      devoteeStatuses.push(res.statusCode);
    });
    const [staff, , expired] = await Promise.all([
      Promise.all([
        ...retries.map((id) => post(accounts, '/api/staff/refunds/retry', id)),
        ...approvals.map((id) => post(approver, '/api/staff/refunds/approve', id)),
      ]),
      Promise.all(devoteeRequests),
      expireDuePayments(t.app.deps, { warn: () => {} }).then(
        () => 'ran',
        (err: Error) => err.message,
      ),
    ]);

    const statuses = staff.map((r) => r.statusCode);
    const serverErrors = [...statuses, ...devoteeStatuses].filter((s) => s >= 500).length;
    console.log(
      `pool ${connections}: ${staffActions} concurrent staff actions, ${serverErrors} answered 5xx ` +
        `(${statuses.filter((s) => s === 503).length} × 503); slowest of ${devoteeTimes.length} concurrent devotee ` +
        `requests ${Math.round(Math.max(...devoteeTimes))} ms`,
    );
    expect(serverErrors).toBe(0);
    expect(statuses).toEqual(Array(staffActions).fill(200));
    expect(devoteeStatuses).toEqual(Array(connections).fill(200));
    expect(expired).toBe('ran');
    const { rows } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action IN ('refund.retry', 'refund.approve')
         AND actor_id = ANY($1)`,
      [[ACCOUNTS.id, APPROVER.id]],
    );
    expect(rows[0]!.n).toBe(staffActions);
  });

  it('negative control: a permission check on the pool inside the transaction exhausts it at that load', async () => {
    const auth = { userId: ACCOUNTS.id, email: ACCOUNTS.email, token: '' };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 3 * t.config.PG_POOL_MAX }, () =>
        withTransaction(t.pool, async (client) => {
          await client.query('SELECT 1');
          return mayTakeStaffAction(t.pool, auth, 'refunds.manage', CENTER);
        }),
      ),
    );
    const timedOut = outcomes.filter(
      (o) => o.status === 'rejected' && /timeout/i.test((o.reason as Error).message),
    );
    expect(timedOut.length).toBeGreaterThan(0);
  });
});
