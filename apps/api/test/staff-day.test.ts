// The day's rituals: the list of a date's slots with participants (only at centres the role allows), and check-in by
// the devotee's booking reference — idempotent retry, duplicate refused with who and when, undo with a reason, every
// change audited, and the devotee seeing the new status in My Rituals.
import crypto from 'node:crypto';
import { isoDateIn } from '@sannidhi/domain/day-list';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRow } from '../src/repositories/payments';
import { enqueuePaymentMails } from '../src/services/mail/enqueue-payment-mails';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';
import { apiCaller } from './helpers/requests';

let t: TestApp;
const tok: Record<string, string> = {};
const COIMBATORE = 'in-coimbatore';

async function staffUser(id: string, first: string, last: string, role: string, centerId: string) {
  await t.pool.query('INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, $3, $4)', [
    id,
    `${id.toLowerCase()}@example.org`,
    first,
    last,
  ]);
  await t.pool.query('INSERT INTO user_roles (user_id, center_id, role) VALUES ($1, $2, $3)', [
    id,
    centerId,
    role,
  ]);
  return t.tokenFor(id, `${id.toLowerCase()}@example.org`);
}

beforeAll(async () => {
  t = await createTestApp();
  tok.assistant = await staffUser('SSO-RA-1', 'Priya', 'Raman', 'RITUAL_ASSISTANT', COIMBATORE);
  tok.helper = await staffUser('SSO-RAV-1', 'Kiran', 'Das', 'RITUAL_ASSISTANT_VOLUNTEER', COIMBATORE);
  tok.sevaka = await t.tokenFor(DEMO.staff.id, DEMO.staff.email);
  tok.devotee = await t.tokenFor('SSO-DAY-1', 'day.devotee@example.org');
  tok.volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);

const FORM = {
  maxParticipants: 2,
  fields: [
    { key: 'name', label: 'Name', type: 'SHORT_ANSWER', required: true },
    { key: 'age', label: 'Age', type: 'AGE' },
    { key: 'gender', label: 'Gender', type: 'DROPDOWN', options: ['Female', 'Male'] },
    { key: 'nakshatram', label: 'Nakshatram', type: 'NAKSHATRAM' },
    { key: 'nakshatramLanguage', label: 'Language', type: 'LANGUAGE_OPTIONS' },
  ],
};

/** A paid booking by the test devotee of the slot, with participant meta and a family; answers its reference. */
async function paidBooking(slot: BuiltSlot, slotMeta: Record<string, unknown>, familyId?: string) {
  const body = orderBody(slot);
  const item = body.items[0]!;
  item.slots[0]!.meta = slotMeta;
  item.slots[0]!.variants[0]!.quantity = Object.keys(slotMeta).filter((k) => /^name_\d$/.test(k)).length || 1;
  if (familyId) {
    Object.assign(item.meta, {
      familyId,
      members: [
        { name: 'Venkat', nakshatram: 'Rohini' },
        { name: 'Sita', nakshatram: 'Swati' },
      ],
      nakshatramLanguageList: ['sanskrit', 'sanskrit'],
    });
  }
  const res = await call(tok.devotee!, 'POST', '/order/create', body);
  expect(res.statusCode, res.body).toBe(200);
  const { paymentId, orders } = res.json().payload as {
    paymentId: string;
    orders: { id: string; bookingId: string }[];
  };
  await t.pool.query("UPDATE payments SET status = 'COMPLETED' WHERE id = $1", [paymentId]);
  await t.pool.query("UPDATE orders SET payment_status = 'COMPLETED' WHERE payment_id = $1", [paymentId]);
  return {
    orderId: orders[0]!.id,
    reference: orders[0]!.bookingId.slice(3),
    bookingId: orders[0]!.bookingId,
  };
}

const dateOf = (slot: BuiltSlot) => isoDateIn('Asia/Kolkata', new Date(slot.startTime));
const auditOf = async (orderId: string) =>
  (
    await t.pool.query<{ action: string; actor_id: string; data: Record<string, unknown> }>(
      "SELECT action, actor_id, data FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id",
      [orderId],
    )
  ).rows;

let slot: BuiltSlot;
let booking: { orderId: string; reference: string; bookingId: string };
beforeAll(async () => {
  // 30 days ahead at 06:00 UTC (11:30 at Coimbatore), so that a slot an hour later is on the same local date
  // whatever the time of day the tests run.
  const day = new Date(Date.now() + 24 * 30 * 3600_000);
  day.setUTCHours(6, 0, 0, 0);
  slot = await buildRitualWithSlot(t.pool, {
    form: FORM,
    startsInHours: (day.getTime() - Date.now()) / 3600_000,
  });
  await t.pool.query(
    "INSERT INTO users (id, email, first_name, last_name) VALUES ('SSO-DAY-1', 'day.devotee@example.org', 'Gowri', 'Shankar')",
  );
  const family = await t.pool.query<{ id: string }>(
    "INSERT INTO families (user_id, name) VALUES ('SSO-DAY-1', 'Venkat family') RETURNING id",
  );
  booking = await paidBooking(
    slot,
    {
      name_1: 'Lakshmi',
      age_1: '34 years',
      ageInYear_1: 34,
      ageInMonth_1: 0,
      gender_1: 'Female',
      nakshatram_1: 'Karthigai',
      nakshatramLanguage_1: 'tamil',
    },
    family.rows[0]!.id,
  );
});

describe('GET /staff/day', () => {
  it("lists the date's slots in time order with each booking's participants and family", async () => {
    const later = await t.pool.query<{ id: string }>(
      `INSERT INTO slots (product_id, start_time, in_person, capacity) VALUES ($1, $2::timestamptz + interval '1 hour', false, 5)
       RETURNING id`,
      [slot.productId, slot.startTime],
    );
    // The variant's Tamil name, for the page in Tamil (the order keeps the English one).
    await t.pool.query(
      `UPDATE product_variants SET texts = '{"ta": {"name": "ஒருவர்"}}' WHERE product_id = $1 AND name = 'Single'`,
      [slot.productId],
    );
    const res = await call(tok.assistant!, 'GET', `/staff/day?center=${COIMBATORE}&date=${dateOf(slot)}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json().payload;
    expect(day.center).toEqual({ id: COIMBATORE, name: expect.any(String), timezone: 'Asia/Kolkata' });
    expect(day.date).toBe(dateOf(slot));
    const ours = day.slots.filter((s: { slotId: string }) =>
      [slot.slotId, later.rows[0]!.id].includes(s.slotId),
    );
    expect(ours.map((s: { slotId: string }) => s.slotId)).toEqual([slot.slotId, later.rows[0]!.id]);
    const starts = day.slots.map((s: { startTime: string }) => s.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(ours[1]).toMatchObject({ inPerson: false, bookings: [] });
    expect(ours[0].variantTexts).toEqual({ Single: { ta: { name: 'ஒருவர்' } } });
    expect(ours[0].bookings).toEqual([
      {
        orderId: booking.orderId,
        reference: booking.reference,
        status: 'NOT_COMPLETED',
        devoteeName: 'Gowri Shankar',
        devoteeErased: false,
        options: ['Single X 1'],
        variants: [{ name: 'Single', quantity: 1 }],
        inPerson: true,
        participants: [
          {
            name: 'Lakshmi',
            ageGroup: 'ADULT',
            gender: 'FEMALE',
            age: '34 years',
            nakshatram: 'Karthigai',
            nakshatramLanguage: 'tamil',
          },
        ],
        familyName: 'Venkat family',
        familyMembers: [
          { name: 'Venkat', nakshatram: 'Rohini', nakshatramLanguage: 'sanskrit' },
          { name: 'Sita', nakshatram: 'Swati', nakshatramLanguage: 'sanskrit' },
        ],
        checkedInAt: null,
        checkedInBy: null,
      },
    ]);
  });

  it('leaves out unpaid and cancelled bookings, and says nothing of an empty date', async () => {
    const unpaid = orderBody(slot);
    unpaid.items[0]!.slots[0]!.meta = { name_1: 'Unpaid Person' };
    expect((await call(tok.devotee!, 'POST', '/order/create', unpaid)).statusCode).toBe(200);
    const res = await call(tok.sevaka!, 'GET', `/staff/day?center=${COIMBATORE}&date=${dateOf(slot)}`);
    const names = JSON.stringify(res.json().payload);
    expect(names).not.toContain('Unpaid Person');
    const empty = await call(tok.sevaka!, 'GET', `/staff/day?center=${COIMBATORE}&date=2020-01-01`);
    expect(empty.json().payload.slots).toEqual([]);
  });

  it("refuses another centre's day, a devotee, an office volunteer and a bad date", async () => {
    const other = await call(tok.assistant!, 'GET', `/staff/day?center=us-tennessee&date=${dateOf(slot)}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: expect.any(String) });
    expect((await call(tok.devotee!, 'GET', `/staff/day?center=${COIMBATORE}`)).statusCode).toBe(403);
    expect((await call(tok.volunteer!, 'GET', `/staff/day?center=${COIMBATORE}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/staff/day?center=${COIMBATORE}`)).statusCode).toBe(401);
    const bad = await call(tok.assistant!, 'GET', `/staff/day?center=${COIMBATORE}&date=31-12-2026`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
  });

  it('answers today in the centre zone when no date is given', async () => {
    const res = await call(tok.sevaka!, 'GET', `/staff/day?center=us-tennessee`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.date).toBe(isoDateIn('America/Chicago'));
  });
});

describe('POST /staff/check-in and /staff/check-in/undo', () => {
  /** A paid booking of a new slot booked ahead, whose day then comes: the slot starts now. */
  const bookedForToday = async (slotMeta: Record<string, unknown>) => {
    const ahead = await buildRitualWithSlot(t.pool, { form: FORM, startsInHours: 24 * 30 });
    const b = await paidBooking(ahead, slotMeta);
    await t.pool.query('UPDATE slots SET start_time = now() WHERE id = $1', [ahead.slotId]);
    await t.pool.query('UPDATE orders SET slot_start = now() WHERE id = $1', [b.orderId]);
    return b;
  };
  const today = () => isoDateIn('Asia/Kolkata', new Date());
  const checkIn = (token: string, reference: string, outcome: string, date = today()) =>
    call(token, 'POST', '/staff/check-in', { center: COIMBATORE, date, reference, outcome });
  let booking: { orderId: string; reference: string; bookingId: string };
  beforeAll(async () => {
    booking = await bookedForToday({ name_1: 'Lakshmi' });
  });

  it('refuses a check-in before the day of the ritual, saying when it is', async () => {
    const ahead = await paidBooking(slot, { name_1: 'Early' });
    const early = await checkIn(tok.assistant!, ahead.reference, 'COMPLETED', dateOf(slot));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /^This booking is for \d\d:\d\d [AP]M on .+: a devotee is checked in on the day of the ritual, not before\.$/,
    );
    const { rows } = await t.pool.query('SELECT status FROM orders WHERE id = $1', [ahead.orderId]);
    expect(rows[0]).toEqual({ status: 'NOT_COMPLETED' });
    expect(await auditOf(ahead.orderId)).toEqual([]);
  });

  it('marks the booking, answers a retry the same without writing, and refuses a second person with who and when', async () => {
    const first = await checkIn(tok.helper!, ` ${booking.reference.toLowerCase()} `, 'COMPLETED');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toEqual({
      orderId: booking.orderId,
      reference: booking.reference,
      status: 'COMPLETED',
      checkedInAt: expect.any(String),
      checkedInBy: 'Kiran Das',
    });
    const retry = await checkIn(tok.helper!, booking.reference, 'COMPLETED');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await auditOf(booking.orderId)).filter((a) => a.action === 'checkin.mark')).toHaveLength(1);

    const other = await checkIn(tok.sevaka!, booking.reference, 'COMPLETED');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(
      /^Already checked in as Completed at \d\d:\d\d [AP]M on \d\d-\d\d-\d{4} by Kiran Das\.$/,
    );
    const changed = await checkIn(tok.helper!, booking.reference, 'NO_SHOW');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toContain('by Kiran Das');
    const { rows } = await t.pool.query('SELECT status, checked_in_by FROM orders WHERE id = $1', [
      booking.orderId,
    ]);
    expect(rows[0]).toEqual({ status: 'COMPLETED', checked_in_by: 'SSO-RAV-1' });
  });

  it('lets the devotee see the new status in My Rituals', async () => {
    const res = await call(
      tok.devotee!,
      'GET',
      `/order/listPast?ssoId=SSO-DAY-1&center=${COIMBATORE}&limit=50&offset=0`,
    );
    expect(res.statusCode).toBe(200);
    const mine = (res.json().payload as { id: string; status: string }[]).find(
      (o) => o.id === booking.orderId,
    );
    expect(mine?.status).toBe('COMPLETED');
  });

  it('undoes only for a role allowed to, with a reason, audited; then another outcome can be marked', async () => {
    const undo = (token: string, reason: string) =>
      call(token, 'POST', '/staff/check-in/undo', {
        center: COIMBATORE,
        reference: booking.reference,
        reason,
      });
    expect((await undo(tok.helper!, 'Marked the wrong devotee')).statusCode).toBe(403);
    const noReason = await undo(tok.assistant!, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Please say why');
    const done = await undo(tok.assistant!, 'Marked the wrong devotee');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().payload).toMatchObject({
      status: 'NOT_COMPLETED',
      checkedInAt: null,
      checkedInBy: null,
    });
    expect((await undo(tok.assistant!, 'again')).statusCode).toBe(409);
    const audit = await auditOf(booking.orderId);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['checkin.mark', 'SSO-RAV-1'],
      ['checkin.undo', 'SSO-RA-1'],
    ]);
    expect(audit[1]!.data).toMatchObject({
      centerId: COIMBATORE,
      from: 'COMPLETED',
      to: 'NOT_COMPLETED',
      reason: 'Marked the wrong devotee',
      checkedInBy: 'SSO-RAV-1',
    });

    const noShow = await checkIn(tok.sevaka!, booking.reference, 'NO_SHOW');
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().payload).toMatchObject({ status: 'NO_SHOW', checkedInBy: 'Meera Iyer' });
    const res = await call(
      tok.devotee!,
      'GET',
      `/order/listPast?ssoId=SSO-DAY-1&center=${COIMBATORE}&limit=50&offset=0`,
    );
    const mine = (res.json().payload as { id: string; status: string }[]).find(
      (o) => o.id === booking.orderId,
    );
    expect(mine?.status).toBe('NO_SHOW');
  });

  it('lets only one of two people checking the same booking in at once succeed; the other is told who', async () => {
    const b = await bookedForToday({ name_1: 'Race' });
    const [a, c] = await Promise.all([
      checkIn(tok.assistant!, b.reference, 'COMPLETED'),
      checkIn(tok.helper!, b.reference, 'NO_SHOW'),
    ]);
    expect([a.statusCode, c.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : c;
    const loser = a.statusCode === 200 ? c : a;
    expect(loser.json().message).toContain(`by ${winner.json().payload.checkedInBy}`);
    expect((await auditOf(b.orderId)).filter((x) => x.action === 'checkin.mark')).toHaveLength(1);
  });

  it('refuses cancelled, on-hold and unpaid bookings, another date, an unknown reference, another centre and a devotee', async () => {
    const make = async (status: string, paymentStatus: string) => {
      const b = await bookedForToday({ name_1: `P ${crypto.randomUUID().slice(0, 6)}` });
      await t.pool.query('UPDATE orders SET status = $2, payment_status = $3 WHERE id = $1', [
        b.orderId,
        status,
        paymentStatus,
      ]);
      return b;
    };
    const cancelled = await make('CANCELLED', 'COMPLETED');
    const res1 = await checkIn(tok.assistant!, cancelled.reference, 'COMPLETED');
    expect(res1.statusCode).toBe(409);
    expect(res1.json().message).toMatch(/cancelled/);
    const held = await make('ON_HOLD', 'COMPLETED');
    expect((await checkIn(tok.assistant!, held.reference, 'COMPLETED')).json().message).toMatch(/on hold/);
    const unpaid = await make('NOT_COMPLETED', 'PENDING');
    expect((await checkIn(tok.assistant!, unpaid.reference, 'COMPLETED')).json().message).toMatch(/not paid/);

    const fine = await make('NOT_COMPLETED', 'COMPLETED');
    const wrongDay = await checkIn(tok.assistant!, fine.reference, 'COMPLETED', '2020-01-01');
    expect(wrongDay.statusCode).toBe(409);
    expect(wrongDay.json().message).toMatch(/^This booking is for .*, not for the day shown/);
    // A staff member reading the console in Tamil reads the refusal in Tamil (issue 28), the time's half in its words.
    const tamil = await t.app.inject({
      method: 'POST',
      url: '/api/staff/check-in',
      payload: { center: COIMBATORE, date: '2020-01-01', reference: fine.reference, outcome: 'COMPLETED' },
      headers: { authorization: `Bearer ${tok.assistant!}`, 'accept-language': 'ta' },
    });
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().message).toMatch(
      /^இந்த முன்பதிவு .+ அன்று \d\d:\d\d (முற்பகல்|பிற்பகல்) மணிக்கானது, காட்டப்படும் நாளுக்கானது அல்ல\./,
    );
    expect(tamil.json().message).not.toMatch(/[A-Za-z]/);
    const unknown = await checkIn(tok.assistant!, 'ZZZZZZZZZZ', 'COMPLETED');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('No booking with reference ZZZZZZZZZZ');

    // A reference of this centre asked at another centre is not found there, and that centre refuses the role.
    const elsewhere = await call(tok.sevaka!, 'POST', '/staff/check-in', {
      center: 'us-tennessee',
      date: today(),
      reference: fine.reference,
      outcome: 'COMPLETED',
    });
    expect(elsewhere.statusCode).toBe(404);
    const notMine = await call(tok.assistant!, 'POST', '/staff/check-in', {
      center: 'us-tennessee',
      date: today(),
      reference: fine.reference,
      outcome: 'COMPLETED',
    });
    expect(notMine.statusCode).toBe(403);
    expect((await checkIn(tok.devotee!, fine.reference, 'COMPLETED')).statusCode).toBe(403);
    expect((await checkIn(tok.assistant!, fine.reference, 'DONE')).statusCode).toBe(400);
    const { rows } = await t.pool.query('SELECT status FROM orders WHERE id = $1', [fine.orderId]);
    expect(rows[0]).toEqual({ status: 'NOT_COMPLETED' });
    expect(await auditOf(fine.orderId)).toEqual([]);
  });
});

describe('the confirmation e-mail', () => {
  /** The modules of the mail's first QR table (colspan runs expanded), drawn at 4 px and read by a QR reader. */
  function readQr(html: string): string | null {
    const table = /<table role="img"[^>]*>(.*?)<\/table>/s.exec(html)?.[1] ?? '';
    const rows = [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].map((tr) =>
      [...tr[1]!.matchAll(/<td(?: colspan="(\d+)")?([^>]*)>/g)].flatMap((td) =>
        Array<boolean>(Number(td[1] ?? 1)).fill(td[2]!.includes('bgcolor="#000000"')),
      ),
    );
    const px = 4;
    const size = rows.length * px;
    const rgba = new Uint8ClampedArray(size * size * 4);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const v = rows[Math.floor(y / px)]![Math.floor(x / px)] ? 0 : 255;
        rgba.set([v, v, v, 255], (y * size + x) * 4);
      }
    }
    return jsQR(rgba, size, size, { inversionAttempts: 'dontInvert' })?.data ?? null;
  }

  it("carries each booking's reference as a QR code a phone can read", async () => {
    const body = orderBody(slot);
    body.items[0]!.slots[0]!.meta = { name_1: 'Uma' };
    const res = await call(tok.devotee!, 'POST', '/order/create', body);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, orders } = res.json().payload as {
      paymentId: string;
      orders: { bookingId: string }[];
    };
    const payment = (await t.pool.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [paymentId]))
      .rows[0]!;
    const client = await t.pool.connect();
    try {
      await enqueuePaymentMails(client, payment, 'INITIALIZED', 'COMPLETED');
    } finally {
      client.release();
    }
    const mail = await t.pool.query<{ html: string; text: string }>(
      "SELECT html, text FROM mail_outbox WHERE payment_id = $1 AND kind = 'order-confirmation'",
      [paymentId],
    );
    const reference = orders[0]!.bookingId.slice(3);
    expect(readQr(mail.rows[0]!.html)).toBe(reference);
    expect(mail.rows[0]!.html).toContain(`aria-label="QR code of booking reference ${reference}"`);
    expect(mail.rows[0]!.text).toContain('show the QR code of your booking or tell the booking reference');
    expect(readQr('<p>no code here</p>')).toBeNull();
  });
});
