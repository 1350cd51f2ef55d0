// A booking in the devotee's calendar (issue 29, Deliver 1): the confirmation, reschedule and cancellation mails carry
// an iCalendar event through real SMTP to the sandbox inbox, read here as a recipient would (ical.js parses it); and
// My Rituals' "Add to calendar" file, for the booking's own devotee only. A US centre, across the daylight-saving
// change of March 2027: the ritual stays at 10:00 in Chicago on both sides.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendQueuedMail } from '../src/services/jobs/send-mail';
import { buildCenter, type BuiltCenter } from './factories/centers';
import { orderBody } from './factories/orders';
import { buildRitual } from './factories/rituals';
import type { BuiltSlot } from './factories/slots';
import { buildUser, type BuiltUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let center: BuiltCenter;
let devotee: BuiltUser;
let volunteer: BuiltUser;
let other: BuiltUser;
let before: BuiltSlot; // Friday 12 March 2027, 10:00 CST (UTC-6)
let after: string; // Monday 15 March 2027, 10:00 CDT (UTC-5), after the change of 14 March

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const silent = { warn: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  center = await buildCenter(t.pool, { country: 'US' });
  await t.pool.query(
    `UPDATE centers SET contact = contact || '{"address":"1 Temple Road, Nashville"}' WHERE id = $1`,
    [center.centerId],
  );
  devotee = await buildUser(t, { billingProfile: true, firstName: 'Kavya' });
  other = await buildUser(t);
  volunteer = await buildUser(t, { roles: [{ centerId: center.centerId, role: 'OFFICE_VOLUNTEER' }] });
  const ritual = await buildRitual(t.pool, { centerId: center.centerId, unitPrice: 2500 });
  const slot = async (iso: string) =>
    (
      await t.pool.query<{ id: string }>(
        'INSERT INTO slots (product_id, start_time, in_person, capacity) VALUES ($1, $2, true, 20) RETURNING id',
        [ritual.productId, iso],
      )
    ).rows[0]!.id;
  before = { ...ritual, slotId: await slot('2027-03-12T16:00:00Z'), startTime: '2027-03-12T16:00:00.000Z' };
  after = await slot('2027-03-15T15:00:00Z');
});
afterAll(() => t.close());

interface InboxMessage {
  id: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

/** Sends the queued mail and answers the devotee's newest message whose subject starts so. */
async function newestMail(subject: string): Promise<InboxMessage> {
  await sendQueuedMail({ pool: t.pool, providers: t.app.deps.providers }, silent);
  const res = await fetch(
    `${inject('sandboxUrl')}/inbox/api/messages?to=${encodeURIComponent(devotee.email)}`,
  );
  const { messages } = (await res.json()) as { messages: InboxMessage[] };
  const found = messages.find((m) => m.subject.startsWith(subject));
  if (!found) throw new Error(`no mail "${subject}" in ${messages.map((m) => m.subject).join(' | ')}`);
  return found;
}

/** The mail's calendar attachment, parsed. */
async function calendarOf(message: InboxMessage) {
  const index = message.attachments.findIndex((a) => a.contentType === 'text/calendar');
  expect(index).toBeGreaterThanOrEqual(0);
  const res = await fetch(`${inject('sandboxUrl')}/inbox/api/messages/${message.id}/attachments/${index}`);
  return parseCalendar(((await res.json()) as { text: string }).text);
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    location: event.location,
    description: event.description,
    status: vevent.getFirstPropertyValue('status'),
    url: vevent.getFirstPropertyValue('url'),
    attendee: String(vevent.getFirstPropertyValue('attendee') ?? ''),
    start: event.startDate.toJSDate(),
    minutes: (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000,
  };
}

const inChicago = (d: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(d);

describe('the booking in the calendar', () => {
  let orderId: string;
  let uid: string;

  it('the confirmation mail carries an event at the ritual time in the centre zone, with the way back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: auth(volunteer.token),
      payload: orderBody(before, {
        centerId: center.centerId,
        devoteeId: devotee.id,
        paymentChannel: 'CASH',
      }),
    });
    expect(res.statusCode).toBe(200);
    orderId = res.json().payload.orders[0].id;
    const mail = await newestMail('Your booking at');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: 'ritual.ics', contentType: 'text/calendar' }),
    ]);
    expect(mail.text).toContain('Add to calendar');
    const event = await calendarOf(mail);
    expect(event).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      status: 'CONFIRMED',
      summary: `Test Seva ${before.productId} · ${center.name}`,
      location: `${center.name}, 1 Temple Road, Nashville`,
      url: 'http://localhost:8080/account',
      minutes: 60,
    });
    expect(event.attendee).toBe(`mailto:${devotee.email}`);
    expect(event.start.toISOString()).toBe('2027-03-12T16:00:00.000Z');
    expect(inChicago(event.start)).toBe('Mar 12, 2027, 10:00');
    expect(event.description).toContain('http://localhost:8080/account');
    uid = event.uid;
    expect(uid).toMatch(/^booking-san[0-9a-z]+@sannidhi$/);
  });

  it('the download from My Rituals is the same event, for the devotee alone', async () => {
    const url = `/api/order/calendar?orderId=${orderId}`;
    const own = await t.app.inject({ method: 'GET', url, headers: auth(devotee.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="ritual-[0-9A-Z]+\.ics"$/);
    const event = parseCalendar(own.body);
    expect(event).toMatchObject({ method: 'PUBLISH', uid, sequence: 0 });
    expect(inChicago(event.start)).toBe('Mar 12, 2027, 10:00');

    const someoneElse = await t.app.inject({ method: 'GET', url, headers: auth(other.token) });
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json()).toEqual({ message: `Order not found: ${orderId}` });
    // Not even the office volunteer who booked it.
    expect((await t.app.inject({ method: 'GET', url, headers: auth(volunteer.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/order/calendar?orderId=',
      headers: auth(devotee.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a reschedule sends an update: same UID, next sequence, the new date at 10:00 after the clocks changed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/reschedule',
      headers: auth(devotee.token),
      payload: { orderId, slotId: after, inPerson: true, center: center.centerId },
    });
    expect(res.statusCode).toBe(200);
    const mail = await newestMail('Your booking has been rescheduled');
    // The booking is listed at its new date, the old one named as such.
    expect(mail.text).toContain(', 03/15/2027 10:00 AM CT (previously 03/12/2027 10:00 AM CT), Single X 1');
    const event = await calendarOf(mail);
    expect(event).toMatchObject({ method: 'REQUEST', uid, sequence: 1, status: 'CONFIRMED' });
    expect(event.start.toISOString()).toBe('2027-03-15T15:00:00.000Z');
    expect(inChicago(event.start)).toBe('Mar 15, 2027, 10:00');
  });

  it('a cancellation sends a CANCEL of the same event', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: auth(devotee.token),
      payload: { orderIds: [orderId] },
    });
    expect(res.statusCode).toBe(200);
    const mail = await newestMail('Your booking has been cancelled');
    expect(mail.attachments[0]?.filename).toBe('cancelled-ritual.ics');
    const event = await calendarOf(mail);
    expect(event).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
    // A cancelled booking has nothing to add any more.
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/order/calendar?orderId=${orderId}`,
      headers: auth(devotee.token),
    });
    expect(gone.statusCode).toBe(422);
  });
});
