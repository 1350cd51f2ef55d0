// "Delete my account", what the devotee and the centres are told (issue 30): a sign-in during the grace period cancels
// the request and says so — the Dashboard's notice (until read) and a mail in the devotee's language — and the audit
// entries of the request, its cancellation and the erasure are placed under every centre the devotee had to do with,
// so that those centres' staff find them on their Audit page, still without anything about the person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateIn } from '@sannidhi/domain/day-list';
import { MAIL_TEXTS } from '../src/mail-texts';
import { eraseDueAccounts } from '../src/services/jobs/erase-accounts';
import { buildCenter } from './factories/centers';
import { insertOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import type { BuiltSlot } from './factories/slots';
import { buildUser, type BuiltUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY_MS = 86_400_000;
const silent = { warn: () => undefined };

let t: TestApp;
let home: { centerId: string; currency: string };
let second: { centerId: string; currency: string };
let elsewhere: string;
let homeSlot: BuiltSlot;
let secondSlot: BuiltSlot;
let homeAdmin: BuiltUser;
let elsewhereAdmin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  home = await buildCenter(t.pool);
  second = await buildCenter(t.pool, { country: 'US' });
  elsewhere = (await buildCenter(t.pool)).centerId;
  homeSlot = await buildRitualWithSlot(t.pool, { centerId: home.centerId, startsInHours: -48 });
  secondSlot = await buildRitualWithSlot(t.pool, { centerId: second.centerId, startsInHours: -48 });
  homeAdmin = await buildUser(t, { roles: [{ centerId: home.centerId, role: 'CENTER_ADMIN' }] });
  elsewhereAdmin = await buildUser(t, { roles: [{ centerId: elsewhere, role: 'CENTER_ADMIN' }] });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inject = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } });

/** A devotee who booked (a past, paid booking) at the home centre and at the second one, in Tamil. */
async function devoteeOfTwoCentres(): Promise<BuiltUser & { firstName: string }> {
  const firstName = `Kamakshi${Math.random().toString(36).slice(2, 8)}`;
  const u = await buildUser(t, { firstName, lastName: 'Sundaram' });
  await t.pool.query(`UPDATE users SET language = 'ta' WHERE id = $1`, [u.id]);
  await insertOrder(t.pool, {
    slot: homeSlot,
    centerId: home.centerId,
    userId: u.id,
    currency: home.currency,
  });
  await insertOrder(t.pool, {
    slot: secondSlot,
    centerId: second.centerId,
    userId: u.id,
    currency: second.currency,
  });
  return { ...u, firstName };
}

/** Asks for the deletion, then signs in again (a token issued after the request): answers the new token. */
async function requestThenSignIn(u: BuiltUser): Promise<string> {
  expect((await inject(u.token, 'POST', '/user/erasure', { confirm: true })).statusCode).toBe(200);
  await sleep(1100);
  return t.tokenFor(u.id, u.email);
}

async function erasureEntries(erasureId: string) {
  const { rows } = await t.pool.query<{ action: string; center_id: string | null; data: object }>(
    `SELECT action, center_id, data FROM audit_log WHERE entity = 'erasure' AND entity_id = $1
      ORDER BY id`,
    [erasureId],
  );
  return rows;
}

async function lastErasureId(): Promise<string> {
  const { rows } = await t.pool.query<{ entity_id: string }>(
    `SELECT entity_id FROM audit_log WHERE action = 'erasure.request' ORDER BY id DESC LIMIT 1`,
  );
  return rows[0]!.entity_id;
}

describe('signing in during the grace period', () => {
  it('cancels the request and tells the devotee: the notice until read, and a mail in their language', async () => {
    const u = await devoteeOfTwoCentres();
    const fresh = await requestThenSignIn(u);
    const res = await inject(fresh, 'GET', '/user/erasure');
    expect(res.statusCode).toBe(200);
    const state = res.json().payload;
    expect(state).toMatchObject({ requestedAt: null, dueAt: null });
    expect(Date.parse(state.cancelledBySignInAt)).toBeGreaterThan(Date.now() - 60_000);

    // The mail, in Tamil (the devotee's stored language), greeting them by name.
    const { rows: mails } = await t.pool.query<{ subject: string; text: string; kind: string }>(
      `SELECT subject, text, kind FROM mail_outbox WHERE to_address = $1`,
      [u.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'erasure-cancelled',
      subject: MAIL_TEXTS.ta.erasureCancelledSubject,
    });
    expect(mails[0]!.text).toContain(u.firstName);
    expect(mails[0]!.text).toContain(MAIL_TEXTS.ta.erasureCancelledSentence);

    // Read: the notice ends (for this and any other session), and nothing else changes.
    const read = await inject(fresh, 'DELETE', '/user/erasure/notice');
    expect(read.statusCode).toBe(200);
    expect(read.json().payload).toMatchObject({ cancelledBySignInAt: null, requestedAt: null });
    expect((await inject(fresh, 'GET', '/user/erasure')).json().payload.cancelledBySignInAt).toBeNull();
  });

  it('"Keep my account" cancels without a notice or a mail: the devotee asked for it on the screen', async () => {
    const u = await devoteeOfTwoCentres();
    expect((await inject(u.token, 'POST', '/user/erasure', { confirm: true })).statusCode).toBe(200);
    const kept = await inject(u.token, 'DELETE', '/user/erasure');
    expect(kept.json().payload).toMatchObject({ requestedAt: null, cancelledBySignInAt: null });
    const { rows } = await t.pool.query(`SELECT 1 FROM mail_outbox WHERE to_address = $1`, [u.email]);
    expect(rows).toHaveLength(0);
  });

  it('a new request clears an unread notice', async () => {
    const u = await devoteeOfTwoCentres();
    const fresh = await requestThenSignIn(u);
    expect((await inject(fresh, 'GET', '/user/erasure')).json().payload.cancelledBySignInAt).not.toBeNull();
    const again = await inject(fresh, 'POST', '/user/erasure', { confirm: true });
    expect(again.json().payload).toMatchObject({ cancelledBySignInAt: null, dueAt: expect.any(String) });
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/erasure/notice' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('the audit entries of a deletion', () => {
  it('are placed under every centre the devotee booked at, and hold nothing about the person', async () => {
    const u = await devoteeOfTwoCentres();
    const fresh = await requestThenSignIn(u);
    expect((await inject(fresh, 'GET', '/user/erasure')).statusCode).toBe(200);
    const cancelled = await lastErasureId();
    // Asked again, and carried out once the grace period has passed.
    expect((await inject(fresh, 'POST', '/user/erasure', { confirm: true })).statusCode).toBe(200);
    const erased = await lastErasureId();
    const done = await eraseDueAccounts(t.app.deps, silent, { now: new Date(Date.now() + 8 * DAY_MS) });
    expect(done.erased).toBeGreaterThanOrEqual(1);

    const both = [home.centerId, second.centerId].sort();
    const placed = (rows: { action: string; center_id: string | null }[], action: string) =>
      rows
        .filter((r) => r.action === action)
        .map((r) => r.center_id)
        .sort();
    const first = await erasureEntries(cancelled);
    expect(placed(first, 'erasure.request')).toEqual(both);
    expect(placed(first, 'erasure.cancel')).toEqual(both);
    const last = await erasureEntries(erased);
    expect(placed(last, 'erasure.request')).toEqual(both);
    expect(placed(last, 'erasure.complete')).toEqual(both);
    const text = JSON.stringify([...first, ...last]);
    for (const s of [u.id, u.email, u.firstName, 'Sundaram']) expect(text).not.toContain(s);

    // The home centre's admin reads them on the Audit page; another centre's admin does not.
    const page = await inject(homeAdmin.token, 'GET', `/staff/audit?center=${home.centerId}&entity=erasure`);
    expect(page.statusCode).toBe(200);
    const rows = page.json().payload.rows as { action: string; entityId: string; actor: string | null }[];
    expect(rows.filter((r) => r.entityId === erased).map((r) => r.action)).toEqual([
      'erasure.complete',
      'erasure.request',
    ]);
    expect(rows.filter((r) => r.entityId === cancelled).map((r) => r.action)).toEqual([
      'erasure.cancel',
      'erasure.request',
    ]);
    expect(rows.every((r) => r.actor === null)).toBe(true);
    const other = await inject(
      elsewhereAdmin.token,
      'GET',
      `/staff/audit?center=${elsewhere}&entity=erasure`,
    );
    expect(other.json().payload.rows).toEqual([]);
  });

  it('of a devotee who never had to do with a centre belong to none', async () => {
    const u = await buildUser(t);
    expect((await inject(u.token, 'POST', '/user/erasure', { confirm: true })).statusCode).toBe(200);
    const rows = await erasureEntries(await lastErasureId());
    expect(rows.map((r) => [r.action, r.center_id])).toEqual([['erasure.request', null]]);
  });
});

describe('staff screens after an erasure', () => {
  it('say "Erased devotee" in the screen’s language: the answers carry the flag, not the placeholder’s English name', async () => {
    const u = await buildUser(t, { firstName: 'Parvathi', lastName: 'Erasedtest' });
    const order = await insertOrder(t.pool, {
      slot: homeSlot,
      centerId: home.centerId,
      userId: u.id,
      currency: home.currency,
      deliveryStatus: 'PENDING',
    });
    // Something the devotee did at the centre, on its audit page under their name until the erasure.
    await t.pool.query(
      `INSERT INTO audit_log (actor_id, action, entity, entity_id, data)
       VALUES ($1, 'order.cancel', 'order', $2, jsonb_build_object('centerId', $3::text))`,
      [u.id, order.orderId, home.centerId],
    );
    expect((await inject(u.token, 'POST', '/user/erasure', { confirm: true })).statusCode).toBe(200);
    await eraseDueAccounts(t.app.deps, silent, { now: new Date(Date.now() + 8 * DAY_MS) });

    const date = isoDateIn('Asia/Kolkata', new Date(homeSlot.startTime));
    const day = await inject(homeAdmin.token, 'GET', `/staff/day?center=${home.centerId}&date=${date}`);
    expect(day.statusCode).toBe(200);
    const bookings = (day.json().payload.slots as { bookings: { reference: string }[] }[]).flatMap(
      (s) => s.bookings,
    );
    expect(bookings.find((b) => b.reference === order.reference)).toMatchObject({
      devoteeName: '',
      devoteeErased: true,
    });

    const parcels = await inject(
      homeAdmin.token,
      'GET',
      `/staff/dispatch?center=${home.centerId}&view=all&q=${order.reference}`,
    );
    expect(parcels.statusCode).toBe(200);
    expect(parcels.json().payload.parcels).toEqual([
      expect.objectContaining({ reference: order.reference, devoteeName: '', devoteeErased: true }),
    ]);

    const audit = await inject(homeAdmin.token, 'GET', `/staff/audit?center=${home.centerId}&entity=order`);
    const entry = (audit.json().payload.rows as { entityId: string }[]).find(
      (r) => r.entityId === order.orderId,
    );
    expect(entry).toMatchObject({ actor: null, actorErased: true });
    // A living devotee's entries name them as before.
    const living = await inject(homeAdmin.token, 'GET', `/staff/audit?center=${home.centerId}`);
    expect(
      (living.json().payload.rows as { actorErased: boolean }[]).every(
        (r) => typeof r.actorErased === 'boolean',
      ),
    ).toBe(true);
    expect(JSON.stringify([day.json(), parcels.json(), audit.json()])).not.toContain('Erased devotee');
  });
});
