// The pre-debit notice of each monthly subscription charge (issue 29, Deliver 4), as the job runner sends it: 48
// hours before the charge, once per month, across two runners at once (its negative control: the same job without
// its claim's lock clause announces twice). Time is moved by giving the job its `now`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewDueSubscriptions } from '../src/services/jobs/renew-subscriptions';
import { sendDuePreDebitNotices } from '../src/services/jobs/send-pre-debit-notices';
import { buildCenter, type BuiltCenter } from './factories/centers';
import { buildRitualWithSlot } from './factories/rituals';
import { buildMandatedSubscription } from './factories/subscriptions';
import { buildUser, type BuiltUser } from './factories/users';
import { twoRunnersWhileHeld } from './helpers/without-claim-lock';
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

/** An active subscription at the centre with month 1 paid and its mandate; its id and next charge. */
async function subscription(centerId = center.centerId, currency = 'INR') {
  const slot = await buildRitualWithSlot(t.pool, { centerId, unitPrice: 150000 });
  return buildMandatedSubscription(t.pool, { userId: devotee.id, centerId, slot, currency });
}

const run = (now: Date, pool = t.pool) => sendDuePreDebitNotices({ pool }, silent, { now });
const before = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR);

/** The notice mails queued for a subscription (its mandate reference is in the text). */
async function mailsOf(id: string) {
  const { rows } = await t.pool.query<{ subject: string; text: string }>(
    "SELECT subject, text FROM mail_outbox WHERE kind = 'pre-debit-notice' AND text LIKE '%' || $1 || '%' ORDER BY id",
    [`MD-${id.slice(0, 8)}`],
  );
  return rows;
}

describe('the pre-debit notice', () => {
  it('goes out once, 48 hours before the charge, naming merchant, amount, date, mandate and purpose', async () => {
    const s = await subscription();
    expect(await run(new Date())).toBe(0);
    expect(await run(before(s.chargeAt, 49))).toBe(0);
    expect(await run(before(s.chargeAt, 47))).toBe(1);
    expect(await run(before(s.chargeAt, 30))).toBe(0);
    const mails = await mailsOf(s.id);
    expect(mails).toHaveLength(1);
    const date = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(s.chargeAt)
      .replace(/\//g, '-');
    expect(mails[0]!.subject).toBe(
      `${center.name} will charge ₹1,500.00 on ${date} for your ${s.ritual} subscription`,
    );
    expect(mails[0]!.text).toContain(`Merchant: ${center.name}. Amount: ₹1,500.00. Date of charge: ${date}.`);
    expect(mails[0]!.text).toContain(`Mandate reference: MD-${s.id.slice(0, 8)}.`);
    expect(mails[0]!.text).toContain(`Purpose: month 2 of 12 of your ${s.ritual} prasadam subscription.`);
    expect(mails[0]!.text).toMatch(
      /Skip this month or pause the subscription with one tap, before the charge date: http:\/\/localhost:8080\/subscription-notice\/[A-Za-z0-9_-]{43}/,
    );
    const { rows } = await t.pool.query('SELECT notice_month FROM subscriptions WHERE id = $1', [s.id]);
    expect(rows).toEqual([{ notice_month: 2 }]);

    // Month 2 paid: month 3 gets its own notice, 48 hours before its charge.
    const next = new Date(s.chargeAt.getTime() + 30 * 24 * HOUR);
    await t.pool.query('UPDATE subscriptions SET months_paid = 2, next_charge_at = $2 WHERE id = $1', [
      s.id,
      next,
    ]);
    expect(await run(before(next, 47))).toBe(1);
    expect((await mailsOf(s.id)).map((m) => /month (\d+) of 12/.exec(m.text)?.[1])).toEqual(['2', '3']);
  });

  it('none for a paused or cancelled subscription, or a revoked mandate; US centres only when they ask', async () => {
    const paused = await subscription();
    const cancelled = await subscription();
    const revoked = await subscription();
    await t.pool.query("UPDATE subscriptions SET status = 'PAUSED' WHERE id = $1", [paused.id]);
    await t.pool.query("UPDATE subscriptions SET status = 'CANCELLED' WHERE id = $1", [cancelled.id]);
    await t.pool.query("UPDATE subscriptions SET mandate_status = 'REVOKED' WHERE id = $1", [revoked.id]);
    const us = await buildCenter(t.pool, { country: 'US' });
    const usCourtesy = await buildCenter(t.pool, { country: 'US', meta: { preDebitNotices: true } });
    const plain = await subscription(us.centerId, 'USD');
    const courtesy = await subscription(usCourtesy.centerId, 'USD');
    await run(before(courtesy.chargeAt, 1));
    expect(
      await Promise.all(
        [paused, cancelled, revoked, plain, courtesy].map(async (s) => (await mailsOf(s.id)).length),
      ),
    ).toEqual([0, 0, 0, 0, 1]);
  });
});

describe('the charge waits for its notice', () => {
  // The gateway is not reached here: what is counted is the charge attempts the renewal job writes before it calls.
  const renew = (now: Date) => {
    const gateway = {
      ...t.app.deps.providers.gateway,
      chargeMandate: () => Promise.reject(new Error('not reached in this test')),
      queryStatus: () => Promise.reject(new Error('not reached in this test')),
    };
    return renewDueSubscriptions({ ...t.app.deps, providers: { ...t.app.deps.providers, gateway } }, silent, {
      now,
    });
  };
  const attemptsOf = async (id: string) =>
    (await t.pool.query('SELECT 1 FROM subscription_charges WHERE subscription_id = $1', [id])).rowCount;
  const after = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);

  it('no charge without a notice for the month, nor within 24 hours of a late one; then charged once', async () => {
    const s = await subscription();
    await renew(after(s.chargeAt, 1));
    expect(await attemptsOf(s.id)).toBe(0);
    // The notice goes out late, 10 hours before the charge was due (the runner was down): the charge moves to
    // 24 hours after the notice.
    const noticeAt = before(s.chargeAt, 10);
    expect(await run(noticeAt)).toBe(1);
    await renew(after(s.chargeAt, 1));
    await renew(after(noticeAt, 23.9));
    expect(await attemptsOf(s.id)).toBe(0);
    await renew(after(noticeAt, 24));
    expect(await attemptsOf(s.id)).toBe(1);
  });

  it('a centre without the notices (a US centre not asking for them) is charged when the month falls due', async () => {
    const us = await buildCenter(t.pool, { country: 'US' });
    const s = await subscription(us.centerId, 'USD');
    await renew(after(s.chargeAt, 1));
    expect(await attemptsOf(s.id)).toBe(1);
    expect(await mailsOf(s.id)).toEqual([]);
  });
});

describe('two runners at once (two api processes)', () => {
  const twoRunners = (ids: string[], now: Date, withoutLock: boolean) =>
    twoRunnersWhileHeld(t, { table: 'subscriptions', ids }, (pool) => run(now, pool), {
      withoutLock,
      idle: 0,
      // The held rows are skipped, not waited for.
      expectIdle: (runs, idle) => expect(runs).toEqual([idle, idle]),
    });

  it('negative control, then the claim: twice without the lock clause, once with it', async () => {
    // Every earlier subscription is announced or out of reach at this `now`; these two are due.
    const a = await subscription();
    const b = await subscription();
    await t.pool.query('UPDATE subscriptions SET next_charge_at = $2 WHERE id = ANY($1::uuid[])', [
      [a.id, b.id],
      new Date(Date.now() + 100 * 24 * HOUR),
    ]);
    const at = new Date(Date.now() + 99 * 24 * HOUR);
    expect(await twoRunners([a.id, b.id], at, true)).toEqual([2, 2]);
    expect([(await mailsOf(a.id)).length, (await mailsOf(b.id)).length]).toEqual([2, 2]);

    const c = await subscription();
    const d = await subscription();
    await t.pool.query('UPDATE subscriptions SET next_charge_at = $2 WHERE id = ANY($1::uuid[])', [
      [c.id, d.id],
      new Date(Date.now() + 200 * 24 * HOUR),
    ]);
    const later = new Date(Date.now() + 199 * 24 * HOUR);
    // a and b were announced; at `later` their month's notice is recorded, so only c and d are claimed.
    const runs = await twoRunners([c.id, d.id], later, false);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect([(await mailsOf(c.id)).length, (await mailsOf(d.id)).length]).toEqual([1, 1]);
  });
});
