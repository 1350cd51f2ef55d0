// "Delete my account" (issue 30, Deliver 2): the request and its refusal while a paid booking is still to come, the
// grace period and its cancellation by a later sign-in, and the erasure job: nothing left anywhere in the database
// names the person (every text column of every table is scanned), the centre's accounts are unchanged, the mandate is
// revoked at the (sandbox) gateway, the person's sessions end, and two runners erase each account once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASURE_BLOCKED_MESSAGE } from '@sannidhi/domain/contracts/data-rights';
import { createPool } from '../src/db/client';
import { DEMO_MANDATE_IDS } from '../src/seed/families-subscriptions';
import { eraseDueAccounts } from '../src/services/jobs/erase-accounts';
import { buildCenter } from './factories/centers';
import { buildDevoteeWithData, type PersonalData } from './factories/devotee-data';
import { insertOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import type { BuiltSlot } from './factories/slots';
import { buildUser, type BuiltUser } from './factories/users';
import { apiCaller } from './helpers/requests';
import { lockWaiters, withoutClaimLock } from './helpers/without-claim-lock';
import {
  mandateAtGateway,
  startSubscriptionStack,
  type SubscriptionStack,
} from './helpers/subscription-stack';
import type { TestApp } from './helpers/test-app';

const DAY_MS = 86_400_000;
const ENDED = { message: 'This account no longer exists. Please sign in again.' };
const silent = { warn: () => undefined };

let stack: SubscriptionStack;
let t: TestApp;
let centerId: string;
let currency: string;
let pastSlot: BuiltSlot;
let volunteer: BuiltUser;
let accounts: BuiltUser;
let today: string;
beforeAll(async () => {
  stack = await startSubscriptionStack();
  t = stack.t;
  ({ centerId, currency } = await buildCenter(t.pool));
  pastSlot = await buildRitualWithSlot(t.pool, { centerId, startsInHours: -48 });
  volunteer = await buildUser(t, { roles: [{ centerId, role: 'OFFICE_VOLUNTEER' }] });
  accounts = await buildUser(t, { roles: [{ centerId, role: 'OFFICE_ACCOUNTS_MANAGER' }] });
  const { rows } = await t.pool.query<{ d: string }>(
    `SELECT to_char(now() AT TIME ZONE (SELECT meta ->> 'timezone' FROM centers WHERE id = $1), 'YYYY-MM-DD') AS d`,
    [centerId],
  );
  today = rows[0]!.d;
}, 60_000);
afterAll(() => stack.close());

const call = apiCaller(() => t.app);
const erasure = (token: string, method: 'GET' | 'POST', payload?: object) =>
  call(token, method, '/user/erasure', payload);
const keep = (token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/erasure', headers: { authorization: `Bearer ${token}` } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('asking for the deletion', () => {
  it('refuses, saying why, while a paid booking is still to come, and lists it', async () => {
    const u = await buildUser(t);
    const future = await buildRitualWithSlot(t.pool, { centerId, startsInHours: 72 });
    const booked = await insertOrder(t.pool, { slot: future, centerId, userId: u.id, currency });
    const res = await erasure(u.token, 'POST', { confirm: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ERASURE_BLOCKED_MESSAGE });
    const state = (await erasure(u.token, 'GET')).json().payload;
    expect(state).toMatchObject({ requestedAt: null, dueAt: null, graceDays: 7 });
    expect(state.upcoming).toEqual([
      expect.objectContaining({ bookingReference: booked.reference, slotStart: future.startTime }),
    ]);
  });

  it('refuses a request that does not confirm (400), and a caller who is not signed in (401)', async () => {
    const u = await buildUser(t);
    const res = await erasure(u.token, 'POST', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining('confirm') });
    expect((await call(null, 'POST', '/user/erasure', { confirm: true })).statusCode).toBe(401);
  });

  it('is carried out after the grace period; "Keep my account" cancels it', async () => {
    const u = await buildUser(t);
    const before = Date.now();
    const res = await erasure(u.token, 'POST', { confirm: true });
    expect(res.statusCode).toBe(200);
    const { dueAt, requestedAt } = res.json().payload;
    expect(Date.parse(requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(dueAt) - Date.parse(requestedAt)).toBe(7 * DAY_MS);
    // Asking again keeps the first date.
    expect((await erasure(u.token, 'POST', { confirm: true })).json().payload.dueAt).toBe(dueAt);
    const kept = await keep(u.token);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().payload).toMatchObject({ requestedAt: null, dueAt: null });
    const audit = await t.pool.query<{ action: string; data: object }>(
      `SELECT action, data FROM audit_log WHERE entity = 'erasure' AND entity_id = (
         SELECT entity_id FROM audit_log WHERE action = 'erasure.request' ORDER BY id DESC LIMIT 1) ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['erasure.request', 'erasure.cancel']);
    expect(JSON.stringify(audit.rows)).not.toContain(u.id);
  });

  it('is cancelled by signing in again during the grace period (a token issued after the request)', async () => {
    const u = await buildUser(t);
    expect((await erasure(u.token, 'POST', { confirm: true })).statusCode).toBe(200);
    // The session that asked still reads the request (its token is older than it).
    expect((await erasure(u.token, 'GET')).json().payload.requestedAt).not.toBeNull();
    await sleep(1100);
    const fresh = await t.tokenFor(u.id, u.email);
    const res = await erasure(fresh, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ requestedAt: null, dueAt: null });
    const { rows } = await t.pool.query('SELECT erasure_due_at FROM users WHERE id = $1', [u.id]);
    expect(rows[0].erasure_due_at).toBeNull();
    const done = await eraseDueAccounts(t.app.deps, silent, { now: new Date(Date.now() + 8 * DAY_MS) });
    expect(done.erased).toBe(0);
  });
});

/** Every column of every table whose text mentions `needle` (case-insensitive): `table.column`. */
async function findEverywhere(needle: string): Promise<string[]> {
  const { rows: columns } = await t.pool.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character', 'character varying', 'jsonb', 'json', 'ARRAY'))`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const { rows } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${c.table_name}" WHERE "${c.column_name}"::text ILIKE $1`,
      [`%${needle}%`],
    );
    if (rows[0]!.n > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

describe('the erasure', () => {
  let d: PersonalData;
  let other: PersonalData;
  let collectionsBefore: unknown;
  let paymentsBefore: { rows: Record<string, unknown>[]; total: number };

  const collections = async () => {
    const res = await call(
      accounts.token,
      'GET',
      `/staff/accounts/collections?center=${centerId}&date=${today}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().payload;
  };
  const payments = async () => {
    const res = await call(
      accounts.token,
      'GET',
      `/staff/accounts/payments?center=${centerId}&date=${today}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().payload as { rows: Record<string, unknown>[]; total: number };
  };

  beforeAll(async () => {
    d = await buildDevoteeWithData(t, {
      centerId,
      currency,
      pastSlot,
      volunteerId: volunteer.id,
      mandateId: DEMO_MANDATE_IDS.ACTIVE,
    });
    other = await buildDevoteeWithData(t, { centerId, currency, pastSlot, volunteerId: volunteer.id });
    collectionsBefore = await collections();
    paymentsBefore = await payments();
    // The devotee's data is there to be found before: the scan can fail.
    for (const s of [d.firstName, d.email, d.phone, d.addressLine, d.memberName]) {
      expect((await findEverywhere(s)).length, s).toBeGreaterThan(0);
    }
    const res = await erasure(d.user.token, 'POST', { confirm: true });
    expect(res.statusCode).toBe(200);
    // Not before the grace period has passed.
    expect(await eraseDueAccounts(t.app.deps, silent)).toEqual({ erased: 0, refused: 0 });
    expect(await eraseDueAccounts(t.app.deps, silent, { now: new Date(Date.now() + 8 * DAY_MS) })).toEqual({
      erased: 1,
      refused: 0,
    });
  }, 60_000);

  it('leaves the name, e-mail, phone and address nowhere: every text column of every table is scanned', async () => {
    for (const s of [d.firstName, d.lastName, d.email, d.phone, d.addressLine, d.memberName]) {
      expect(await findEverywhere(s), `${s} is still in`).toEqual([]);
    }
    // The sign-on provider's id stays only where it refuses the tokens issued before the erasure.
    expect(await findEverywhere(d.user.id)).toEqual(['ended_accounts.user_id']);
    // The other devotee is untouched.
    expect((await findEverywhere(other.email)).length).toBeGreaterThan(0);
    const { rows } = await t.pool.query('SELECT 1 FROM families WHERE user_id = $1', [other.user.id]);
    expect(rows).toHaveLength(1);
  });

  it('keeps the orders, payments and refunds with their amounts, dates, rituals and centre', async () => {
    const { rows } = await t.pool.query<{ user_id: string; center_id: string; total_price: string }>(
      'SELECT user_id, center_id, product_id, total_price FROM orders WHERE id = ANY($1::uuid[])',
      [d.orderIds],
    );
    expect(rows).toHaveLength(d.orderIds.length);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(1);
    expect(rows[0]!.user_id).toMatch(/^erased-/);
    expect(rows.every((r) => r.center_id === centerId)).toBe(true);
    const placeholder = await t.pool.query(
      'SELECT first_name, last_name, erased_at FROM users WHERE id = $1',
      [rows[0]!.user_id],
    );
    expect(placeholder.rows[0]).toMatchObject({ first_name: 'Erased', last_name: 'devotee' });
    const refunds = await t.pool.query(
      'SELECT amount, outside_note FROM refunds WHERE payment_id = ANY($1::uuid[])',
      [d.paymentIds],
    );
    expect(refunds.rows).toEqual([{ amount: 100, outside_note: 'Cash to [erased], [erased]' }]);
  });

  it('leaves the centre’s accounts unchanged', async () => {
    expect(await collections()).toEqual(collectionsBefore);
    const after = await payments();
    expect(after.total).toBe(paymentsBefore.total);
    const amounts = (p: { rows: Record<string, unknown>[] }) =>
      p.rows.map((r) => [r.paymentId, r.amount, r.refunded, r.channel, r.paidAt, r.bookingIds]).sort();
    expect(amounts(after)).toEqual(amounts(paymentsBefore));
    const erasedRows = after.rows.filter((r) => d.paymentIds.includes(r.paymentId as string));
    expect(erasedRows.length).toBeGreaterThan(0);
    for (const r of erasedRows) expect(r).toMatchObject({ devoteeEmail: null, devoteeErased: true });
  });

  it('cancels the subscription and revokes its mandate at the gateway', async () => {
    const { rows } = await t.pool.query('SELECT status, mandate_status FROM subscriptions WHERE id = $1', [
      d.subscriptionId,
    ]);
    expect(rows[0]).toEqual({ status: 'CANCELLED', mandate_status: 'REVOKED' });
    const atGateway = await mandateAtGateway(
      stack.gatewayBase,
      t.config.GATEWAY_SECRET,
      DEMO_MANDATE_IDS.ACTIVE,
    );
    expect(atGateway.status).toBe('REVOKED');
  });

  it('ends the person’s sessions; the audit log has the request and its completion, without personal data', async () => {
    const res = await call(d.user.token, 'GET', '/user/erasure');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ENDED);
    const { rows } = await t.pool.query<{ action: string; actor_id: string | null; data: object }>(
      `SELECT action, actor_id, data FROM audit_log WHERE entity = 'erasure' AND entity_id = (
         SELECT entity_id FROM audit_log WHERE action = 'erasure.complete' ORDER BY id DESC LIMIT 1) ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['erasure.request', 'erasure.complete']);
    expect(rows.every((r) => r.actor_id === null)).toBe(true);
  });
});

describe('two runners at once', () => {
  it('erase each due account once', async () => {
    const users: PersonalData[] = [];
    for (let i = 0; i < 4; i++) {
      const u = await buildDevoteeWithData(t, { centerId, currency, pastSlot, volunteerId: volunteer.id });
      expect((await erasure(u.user.token, 'POST', { confirm: true })).statusCode).toBe(200);
      users.push(u);
    }
    const second = createPool(t.databaseUrl, 3);
    try {
      const now = new Date(Date.now() + 8 * DAY_MS);
      const [a, b] = await Promise.all([
        eraseDueAccounts(t.app.deps, silent, { now }),
        eraseDueAccounts({ pool: second, providers: t.app.deps.providers }, silent, { now }),
      ]);
      expect(a.erased + b.erased).toBe(4);
    } finally {
      await second.end();
    }
    const { rows } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'erasure.complete'
        AND entity_id = ANY (SELECT DISTINCT entity_id FROM audit_log WHERE action = 'erasure.request')`,
    );
    expect(rows[0]!.n).toBe(5); // the four, and the one of the erasure above, each once
    for (const u of users) expect(await findEverywhere(u.email)).toEqual([]);
  });
});

describe('the claim, with its negative control', () => {
  /** Two runners on their own pools while another transaction holds the due account's row. */
  async function twoRunnersWhileHeld(userId: string, withoutLock: boolean) {
    const pools = [createPool(t.databaseUrl, 2), createPool(t.databaseUrl, 2)];
    const changed = { statements: 0 };
    const runners = withoutLock ? pools.map((p) => withoutClaimLock(p, changed)) : pools;
    const now = new Date(Date.now() + 8 * DAY_MS);
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const runs = runners.map((pool) =>
        eraseDueAccounts({ pool, providers: t.app.deps.providers }, silent, { now, limit: 1 }).then(
          (r) => ({ erased: r.erased }),
          (err: Error) => ({ failed: err.message }),
        ),
      );
      if (withoutLock) {
        // Both runners took the same account: one waits for the holder, the other for the first one's erasure.
        await expect.poll(() => lockWaiters(t.pool), { timeout: 10_000, interval: 20 }).toBe(2);
        await holder.query('COMMIT');
        const done = await Promise.all(runs);
        expect(changed.statements).toBeGreaterThanOrEqual(2);
        return done;
      }
      // With the claim, a held account is skipped by both, and taken by one once it is free.
      expect(await Promise.all(runs)).toEqual([{ erased: 0 }, { erased: 0 }]);
      await holder.query('COMMIT');
      return await Promise.all(
        runners.map((pool) => eraseDueAccounts({ pool, providers: t.app.deps.providers }, silent, { now })),
      );
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
      await Promise.all(pools.map((p) => p.end()));
    }
  }

  it('without the lock clause two runners take the same account; with it, one does', async () => {
    const a = await buildDevoteeWithData(t, { centerId, currency, pastSlot, volunteerId: volunteer.id });
    expect((await erasure(a.user.token, 'POST', { confirm: true })).statusCode).toBe(200);
    const unlocked = await twoRunnersWhileHeld(a.user.id, true);
    // The second runner's erasure of the same account ran into the first one's (its placeholder already taken).
    expect(unlocked).toContainEqual({ erased: 1 });
    expect(unlocked).toContainEqual({ failed: expect.stringMatching(/duplicate key/) });

    const b = await buildDevoteeWithData(t, { centerId, currency, pastSlot, volunteerId: volunteer.id });
    expect((await erasure(b.user.token, 'POST', { confirm: true })).statusCode).toBe(200);
    const locked = await twoRunnersWhileHeld(b.user.id, false);
    expect(locked.reduce((n, r) => n + ('erased' in r ? r.erased : 0), 0)).toBe(1);
    expect(await findEverywhere(b.email)).toEqual([]);
  });
});
