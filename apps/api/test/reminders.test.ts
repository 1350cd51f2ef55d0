// The reminder the day before a ritual (issue 29, Deliver 2), as the job runner sends it: time is moved by giving
// the job its `now`, never by waiting. Once per booking and date, across two runners at once (with its negative
// control: the same job without its claim's lock clause reminds twice).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendQueuedMail } from '../src/services/jobs/send-mail';
import { sendDueReminders } from '../src/services/jobs/send-reminders';
import { buildCenter, type BuiltCenter } from './factories/centers';
import { insertOrder, paidOrder } from './factories/orders';
import { buildRitual } from './factories/rituals';
import { buildSlot, type BuiltSlot } from './factories/slots';
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
  center = await buildCenter(t.pool, { meta: { infoSitePath: 'coimbatore' } });
  await t.pool.query(
    `UPDATE centers SET contact = contact || '{"address":"Poondi, Coimbatore"}' WHERE id = $1`,
    [center.centerId],
  );
  devotee = await buildUser(t, { billingProfile: true, firstName: 'Kavya' });
});
afterAll(() => t.close());

/** A slot of a new ritual at the centre, `hours` from now. */
async function slotIn(
  hours: number,
  opts: { centerId?: string; inPerson?: boolean } = {},
): Promise<BuiltSlot> {
  const ritual = await buildRitual(t.pool, { centerId: opts.centerId ?? center.centerId, unitPrice: 1100 });
  const slot = await buildSlot(t.pool, ritual.productId, { startsInHours: hours, inPerson: opts.inPerson });
  return { ...ritual, ...slot, inPerson: opts.inPerson ?? true };
}

async function bookOn(
  slot: BuiltSlot,
  o: { status?: string; paymentStatus?: string; centerId?: string } = {},
) {
  return insertOrder(t.pool, {
    slot,
    centerId: o.centerId ?? center.centerId,
    userId: devotee.id,
    currency: 'INR',
    hasPrasadam: false,
    status: o.status,
    paymentStatus: o.paymentStatus,
  });
}

const run = (now: Date, pool = t.pool) => sendDueReminders({ pool, config: t.config }, silent, { now });
const at = (slot: BuiltSlot, hoursBefore: number) =>
  new Date(new Date(slot.startTime).getTime() - hoursBefore * HOUR);

/** The reminder mails queued for each order, in the order given. */
async function remindersOf(orderIds: string[]): Promise<number[]> {
  const { rows } = await t.pool.query<{ order_id: string; n: number }>(
    `SELECT order_id, count(*)::int AS n FROM mail_outbox WHERE kind = 'ritual-reminder' AND order_id = ANY($1::uuid[])
     GROUP BY order_id`,
    [orderIds],
  );
  return orderIds.map((id) => rows.find((r) => r.order_id === id)?.n ?? 0);
}

describe('the reminder before a ritual', () => {
  it('scheduled three weeks ahead, goes out once 24 hours before, with what, when, where and the check-in code', async () => {
    const slot = await slotIn(21 * 24);
    const order = await bookOn(slot);
    expect(await run(new Date())).toEqual({ sent: 0, skipped: 0 });
    expect(await run(at(slot, 24 * 7))).toEqual({ sent: 0, skipped: 0 });
    expect(await run(at(slot, 24.05))).toEqual({ sent: 0, skipped: 0 });
    expect(await run(at(slot, 23.95))).toEqual({ sent: 1, skipped: 0 });
    expect(await run(at(slot, 23))).toEqual({ sent: 0, skipped: 0 });
    expect(await run(at(slot, 1))).toEqual({ sent: 0, skipped: 0 });
    expect(await remindersOf([order.orderId])).toEqual([1]);

    await sendQueuedMail({ pool: t.pool, providers: t.app.deps.providers }, silent);
    const res = await fetch(
      `${inject('sandboxUrl')}/inbox/api/messages?to=${encodeURIComponent(devotee.email)}`,
    );
    const { messages } = (await res.json()) as {
      messages: { subject: string; text: string; html: string }[];
    };
    const mail = messages.find((m) => m.subject.startsWith(`Reminder: Test Seva ${slot.productId}`));
    expect(mail).toBeDefined();
    const when = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(new Date(slot.startTime))
      .replace(/\//g, '-');
    expect(mail!.subject).toContain(center.name);
    expect(mail!.subject).toContain(when);
    expect(mail!.text).toContain('Namaskaram Kavya');
    expect(mail!.text).toContain(`Where: ${center.name}, Poondi, Coimbatore`);
    expect(mail!.text).toContain('http://localhost:8090/info/in/coimbatore/visit-devi');
    expect(mail!.text).toContain(`Booking reference ${order.reference}`);
    expect(mail!.text).toContain('http://localhost:8080/account');
    expect(mail!.html).toContain(`aria-label="QR code of booking reference ${order.reference}"`);

    // The centre's schedule page counts it on the slot.
    const staff = await buildUser(t, { roles: [{ centerId: center.centerId, role: 'RITUAL_SCHEDULER' }] });
    const schedule = await t.app.inject({
      method: 'GET',
      url: `/api/staff/schedule?center=${center.centerId}&product=${slot.productId}&days=31`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(schedule.statusCode).toBe(200);
    const row = (schedule.json().payload.slots as { slotId: string }[]).find((s) => s.slotId === slot.slotId);
    expect(row).toMatchObject({ remindersSent: 1, offersMade: 0 });
  });

  it('goes to a confirmed booking only: none when cancelled, on hold, checked in or unpaid', async () => {
    const slot = await slotIn(10 * 24);
    const good = await bookOn(slot);
    const cancelled = await bookOn(slot, { status: 'CANCELLED' });
    const onHold = await bookOn(slot, { status: 'ON_HOLD' });
    const checkedIn = await bookOn(slot, { status: 'COMPLETED' });
    await t.pool.query('UPDATE orders SET checked_in_at = now() WHERE id = $1', [checkedIn.orderId]);
    const unpaid = await bookOn(slot, { paymentStatus: 'PENDING' });
    expect(await run(at(slot, 20))).toEqual({ sent: 1, skipped: 0 });
    const ids = [good, cancelled, onHold, checkedIn, unpaid].map((o) => o.orderId);
    expect(await remindersOf(ids)).toEqual([1, 0, 0, 0, 0]);
  });

  it('follows the centre setting: 2 hours before, or none at all with 0', async () => {
    const early = await buildCenter(t.pool, { meta: { reminderHours: 2 } });
    const none = await buildCenter(t.pool, { meta: { reminderHours: 0 } });
    const slotA = await slotIn(5 * 24, { centerId: early.centerId, inPerson: false });
    const slotB = await slotIn(5 * 24, { centerId: none.centerId });
    const a = await bookOn(slotA, { centerId: early.centerId });
    const b = await bookOn(slotB, { centerId: none.centerId });
    expect(await run(at(slotA, 3))).toEqual({ sent: 0, skipped: 0 });
    expect(await run(at(slotA, 1.5))).toEqual({ sent: 1, skipped: 0 });
    expect(await run(at(slotB, 0.1))).toEqual({ sent: 0, skipped: 0 });
    expect(await remindersOf([a.orderId, b.orderId])).toEqual([1, 0]);
    const { rows } = await t.pool.query<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE kind = 'ritual-reminder' AND order_id = $1",
      [a.orderId],
    );
    expect(rows[0]!.text).toContain('this is an online ritual');
  });

  it('a rescheduled booking is reminded for its new date only', async () => {
    const first = await slotIn(10 * 24);
    const later = await buildSlot(t.pool, first.productId, { startsInHours: 20 * 24 });
    const order = await paidOrder(t, devotee.token, first, { centerId: center.centerId });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/reschedule',
      headers: { authorization: `Bearer ${devotee.token}` },
      payload: { orderId: order.orderId, slotId: later.slotId, inPerson: true, center: center.centerId },
    });
    expect(res.statusCode).toBe(200);
    expect(await run(at(first, 23))).toEqual({ sent: 0, skipped: 0 });
    expect(await remindersOf([order.orderId])).toEqual([0]);
    expect(await run(new Date(new Date(later.startTime).getTime() - 23 * HOUR))).toEqual({
      sent: 1,
      skipped: 0,
    });
    const { rows } = await t.pool.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE kind = 'ritual-reminder' AND order_id = $1",
      [order.orderId],
    );
    const newDate = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
    })
      .format(new Date(later.startTime))
      .replace(/\//g, '-');
    expect(rows.map((r) => r.subject.includes(newDate))).toEqual([true]);
  });
});

describe('two runners at once (two api processes)', () => {
  const twoRunners = (ids: string[], now: Date, withoutLock: boolean) =>
    twoRunnersWhileHeld(t, { table: 'orders', ids }, (pool) => run(now, pool), {
      withoutLock,
      idle: { sent: 0, skipped: 0 },
      // The held rows are skipped, not waited for.
      expectIdle: (runs, idle) => expect(runs).toEqual([idle, idle]),
    });

  it('negative control: without the claim lock each booking is reminded twice', async () => {
    const slot = await slotIn(30 * 24);
    const ids = [(await bookOn(slot)).orderId, (await bookOn(slot)).orderId, (await bookOn(slot)).orderId];
    const runs = await twoRunners(ids, at(slot, 23), true);
    expect(runs.map((r) => r.sent)).toEqual([3, 3]);
    expect(await remindersOf(ids)).toEqual([2, 2, 2]);
  });

  it('with the claim, each booking is reminded once', async () => {
    const slot = await slotIn(40 * 24);
    const ids = [(await bookOn(slot)).orderId, (await bookOn(slot)).orderId, (await bookOn(slot)).orderId];
    const runs = await twoRunners(ids, at(slot, 23), false);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(3);
    expect(await remindersOf(ids)).toEqual([1, 1, 1]);
    // A restart: the next round finds nothing left to remind.
    expect(await run(at(slot, 22))).toEqual({ sent: 0, skipped: 0 });
  });
});
