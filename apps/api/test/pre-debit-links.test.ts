// The one-tap link of a pre-debit notice (issue 29, Deliver 4): the devotee skips the announced month or pauses the
// subscription from the mail, without signing in. The link answers for its own month only, is refused once that
// month is charged or under way, and a skipped month gets a new notice before its new date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewDueSubscriptions } from '../src/services/jobs/renew-subscriptions';
import { sendDuePreDebitNotices } from '../src/services/jobs/send-pre-debit-notices';
import { buildCenter, type BuiltCenter } from './factories/centers';
import { buildRitualWithSlot } from './factories/rituals';
import { buildMandatedSubscription } from './factories/subscriptions';
import { buildUser, type BuiltUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let center: BuiltCenter;
let devotee: BuiltUser;
const silent = { warn: () => {} };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  center = await buildCenter(t.pool);
  devotee = await buildUser(t, { billingProfile: true, firstName: 'Kavya' });
});
afterAll(() => t.close());

type Sub = Awaited<ReturnType<typeof subscription>>;

async function subscription() {
  const slot = await buildRitualWithSlot(t.pool, { centerId: center.centerId, unitPrice: 150000 });
  return buildMandatedSubscription(t.pool, { userId: devotee.id, centerId: center.centerId, slot });
}

const at = (d: Date, hours: number) => new Date(d.getTime() + hours * HOUR);
const notices = (now: Date) => sendDuePreDebitNotices({ pool: t.pool }, silent, { now });

/** The one-tap links of a subscription's notices, oldest first, as the mails carry them. */
async function linksOf(s: Sub): Promise<string[]> {
  const { rows } = await t.pool.query<{ text: string }>(
    "SELECT text FROM mail_outbox WHERE kind = 'pre-debit-notice' AND text LIKE '%' || $1 || '%' ORDER BY id",
    [`MD-${s.id.slice(0, 8)}`],
  );
  return rows.map((r) => /\/subscription-notice\/([A-Za-z0-9_-]{43})/.exec(r.text)![1]!);
}

const get = (token: string) => t.app.inject({ method: 'GET', url: `/api/subscription/notice/${token}` });
const act = (token: string, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/subscription/notice/${token}`, payload: { action } });
const row = async (s: Sub) =>
  (
    await t.pool.query<{ status: string; next_charge_at: Date; notice_month: number | null }>(
      'SELECT status, next_charge_at, notice_month FROM subscriptions WHERE id = $1',
      [s.id],
    )
  ).rows[0]!;

describe("a pre-debit notice's one-tap link", () => {
  it('skips the announced month: no charge on its date, a new notice before the new date, the old link spent', async () => {
    const s = await subscription();
    expect(await notices(at(s.chargeAt, -47))).toBeGreaterThanOrEqual(1);
    const [token] = await linksOf(s);
    const before = await get(token!);
    expect(before.statusCode).toBe(200);
    expect(before.json().payload).toMatchObject({
      centerName: center.name,
      amount: 150000,
      currency: 'INR',
      month: 2,
      termMonths: 12,
      state: 'due',
    });

    const skipped = await act(token!, 'skip');
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().payload.state).toBe('skipped');
    const after = await row(s);
    expect(after.status).toBe('ACTIVE');
    expect(after.notice_month).toBeNull();
    const days = (after.next_charge_at.getTime() - s.chargeAt.getTime()) / (24 * HOUR);
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    // The old date passes with nothing charged.
    await renewDueSubscriptions(t.app.deps, silent, { now: at(s.chargeAt, 1) });
    const attempts = await t.pool.query('SELECT 1 FROM subscription_charges WHERE subscription_id = $1', [
      s.id,
    ]);
    expect(attempts.rowCount).toBe(0);
    // The new date is announced in its turn, with a link of its own; the old one is spent.
    expect(await notices(at(after.next_charge_at, -47))).toBeGreaterThanOrEqual(1);
    const links = await linksOf(s);
    expect(links).toHaveLength(2);
    expect(links[1]).not.toBe(token);
    expect((await get(links[1]!)).json().payload.state).toBe('due');
    const again = await act(token!, 'pause');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This month is already skipped: nothing will be charged for it');
  });

  it('pauses the subscription; a paused one is not charged and the link says so', async () => {
    const s = await subscription();
    await notices(at(s.chargeAt, -47));
    const [token] = await linksOf(s);
    const paused = await act(token!, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json().payload.state).toBe('paused');
    expect((await row(s)).status).toBe('PAUSED');
    const audit = await t.pool.query<{ action: string; actor_id: string }>(
      'SELECT action, actor_id FROM audit_log WHERE entity_id = $1',
      [s.id],
    );
    expect(audit.rows).toEqual([{ action: 'subscription.pause', actor_id: devotee.id }]);
    expect((await act(token!, 'skip')).statusCode).toBe(409);
  });

  it('is refused once its month is charged, or while the charge is under way', async () => {
    const s = await subscription();
    await notices(at(s.chargeAt, -47));
    const [token] = await linksOf(s);
    // The gateway is unreachable: the month's charge attempt stays open.
    const gateway = {
      ...t.app.deps.providers.gateway,
      chargeMandate: () => Promise.reject(new Error('down')),
      queryStatus: () => Promise.reject(new Error('down')),
    };
    await renewDueSubscriptions({ ...t.app.deps, providers: { ...t.app.deps.providers, gateway } }, silent, {
      now: at(s.chargeAt, 1),
    });
    const underWay = await act(token!, 'skip');
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json().message).toBe(
      'This month is being charged right now: it can no longer be skipped',
    );

    await t.pool.query('UPDATE subscriptions SET months_paid = 2 WHERE id = $1', [s.id]);
    expect((await get(token!)).json().payload.state).toBe('charged');
    expect((await act(token!, 'skip')).statusCode).toBe(409);
  });

  it('answers a malformed link 400, an unknown one 404 and a wrong action 400, each with a message', async () => {
    const malformed = await get('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/not valid/);
    const unknown = await get('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not known/);
    const s = await subscription();
    await notices(at(s.chargeAt, -47));
    const [token] = await linksOf(s);
    const wrong = await act(token!, 'cancel');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/skip or pause/);
    expect((await row(s)).status).toBe('ACTIVE');
  });
});
