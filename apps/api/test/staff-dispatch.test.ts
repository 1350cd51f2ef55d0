// Prasadam dispatch (staff console): the queue of a centre's parcels, bulk status/carrier/tracking updates that
// move forward only and check UPS numbers, the packed address kept, the tracking mail, My Rituals showing the
// tracking, packing slips and labels as PDF, and who may do any of it.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@sannidhi/domain/enums';
import { buildCenter } from './factories/centers';
import { insertOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { buildSubscription } from './factories/subscriptions';
import { buildUser, type BuiltUser } from './factories/users';
import { US_ADDRESS } from './helpers/subscription-stack';
import { createTestApp, type TestApp } from './helpers/test-app';

/** This file's own centres: the US one whose parcels are packed, and another. */
let HOME: string;
let OTHER: string;
const UPS_1 = '1Z999AA10123456784';
const UPS_2 = '1Z12345E0205271686';
const ADDRESS = {
  name: 'Lakshmi Iyer',
  code: '+1',
  phone: '6155550142',
  country: 'US',
  pinCode: '37211',
  city: 'Nashville',
  state: 'TN',
  line1: '1200 Temple Lane',
  line2: 'Apt 5',
  line3: '',
};

let t: TestApp;
let devotee: BuiltUser;
const tokens: Record<string, string> = {};
let slot: BuiltSlot;
let otherSlot: BuiltSlot;

interface Parcel {
  id: string;
  reference: string;
}

/** A booking of the test ritual (two places), paid unless told otherwise, inserted as the booking flow leaves it. */
async function booking(
  o: {
    slot?: BuiltSlot;
    center?: string;
    address?: Record<string, unknown>;
    paymentStatus?: string;
    status?: string;
    hasPrasadam?: boolean;
  } = {},
): Promise<Parcel> {
  const { orderId, reference } = await insertOrder(t.pool, {
    slot: o.slot ?? slot,
    centerId: o.center ?? HOME,
    userId: devotee.id,
    currency: 'USD',
    quantity: 2,
    paymentStatus: o.paymentStatus,
    status: o.status,
    hasPrasadam: o.hasPrasadam,
    address: o.address ?? ADDRESS,
  });
  return { id: orderId, reference };
}

const auth = (who: string | null) => (who ? { authorization: `Bearer ${tokens[who]}` } : {});
const queue = (who: string | null, query: string) =>
  t.app.inject({ url: `/api/staff/dispatch?${query}`, headers: auth(who) });
const update = (who: string | null, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/staff/dispatch', payload: body, headers: auth(who) });
const ship = (who: string, parcels: { orderId: string; trackingId?: string }[], extra = {}) =>
  update(who, { center: HOME, deliveryStatus: 'SHIPPED', carrier: 'UPS', parcels, ...extra });
const statusOf = async (id: string) =>
  (await t.pool.query<{ delivery_status: string }>('SELECT delivery_status FROM orders WHERE id = $1', [id]))
    .rows[0]!.delivery_status;
const auditCount = async (id: string) =>
  Number(
    (
      await t.pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'order.delivery' AND entity_id = $1",
        [id],
      )
    ).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  HOME = (await buildCenter(t.pool, { country: 'US' })).centerId;
  OTHER = (await buildCenter(t.pool)).centerId;
  const staff: [string, string, StaffRole][] = [
    ['packer', HOME, 'PRASADAM_PACKING_VOLUNTEER'],
    ['otherPacker', OTHER, 'PRASADAM_PACKING_VOLUNTEER'],
    ['sevaka', HOME, 'SEVAKA'],
    ['centreAdmin', HOME, 'CENTER_ADMIN'],
  ];
  for (const [name, center, role] of staff) {
    const user = await buildUser(t, {
      id: `SSO-DISPATCH-${name}`,
      email: `${name}@example.org`,
      roles: [{ centerId: center, role }],
    });
    tokens[name] = user.token;
  }
  devotee = await buildUser(t);
  tokens.devotee = devotee.token;
  slot = await buildRitualWithSlot(t.pool, {
    centerId: HOME,
    inPerson: false,
    prasadamAskWhen: 'online-only',
    startsInHours: 24 * 5,
  });
  otherSlot = await buildRitualWithSlot(t.pool, {
    centerId: OTHER,
    inPerson: false,
    prasadamAskWhen: 'both',
  });
  // The devotee's monthly prasadam: two months paid, their parcels still to pack.
  const monthly = await buildRitualWithSlot(t.pool, {
    centerId: HOME,
    inPerson: false,
    prasadamAskWhen: 'online-only',
  });
  await buildSubscription(t.pool, {
    userId: devotee.id,
    centerId: HOME,
    slot: monthly,
    address: US_ADDRESS,
    currency: 'USD',
    monthsPaid: 2,
  });
});
afterAll(() => t.close());

/** The text drawn on a page of a pdf-lib PDF (its content streams, hex strings of the standard fonts). */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
    .join('\n')
    .split('\n')
    .flatMap((line) =>
      [...line.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')),
    )
    .join(' ');
}

describe('GET /staff/dispatch', () => {
  it("lists the centre's paid parcels with names, addresses and subscription months, and no payment data", async () => {
    const paid = await booking();
    const unpaid = await booking({ paymentStatus: 'INITIALIZED' });
    const cancelled = await booking({ status: 'CANCELLED' });
    const without = await booking({ hasPrasadam: false });
    const elsewhere = await booking({ slot: otherSlot, center: OTHER });
    // The variant's Tamil name, for the page in Tamil (the order keeps the English one).
    await t.pool.query(
      `UPDATE product_variants SET texts = '{"ta": {"name": "ஒருவர்"}}' WHERE product_id = $1 AND name = 'Single'`,
      [slot.productId],
    );

    const res = await queue('packer', `center=${HOME}&view=all`);
    expect(res.statusCode).toBe(200);
    const answer = res.json().payload;
    const ids = answer.parcels.map((p: { orderId: string }) => p.orderId);
    expect(ids).toContain(paid.id);
    for (const p of [unpaid, cancelled, without, elsewhere]) expect(ids).not.toContain(p.id);
    expect(answer.total).toBe(answer.parcels.length);

    const mine = answer.parcels.find((p: { orderId: string }) => p.orderId === paid.id);
    const { rows } = await t.pool.query<{ name: string }>(
      "SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = $1",
      [devotee.id],
    );
    expect(mine).toEqual({
      orderId: paid.id,
      reference: paid.reference,
      ritual: `Test Seva ${slot.productId}`,
      // The ritual's names in other languages, for the page in its language (none given here).
      ritualTexts: {},
      ritualDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ritualTime: expect.stringMatching(/^\d{2}:\d{2} [AP]M/),
      devoteeName: rows[0]!.name,
      devoteeErased: false,
      options: ['Single X 2'],
      variants: [{ name: 'Single', quantity: 2 }],
      variantTexts: { Single: { ta: { name: 'ஒருவர்' } } },
      subscriptionMonth: null,
      address: ADDRESS,
      deliveryStatus: 'PENDING',
      carrier: null,
      shippingOption: 'ups_next_day_air',
      trackingId: null,
      trackingUrl: null,
    });
    // The subscription's months are parcels of their own.
    const months = answer.parcels.filter((p: { subscriptionMonth: unknown }) => p.subscriptionMonth !== null);
    expect(months.length).toBeGreaterThan(0);
    expect(months[0].subscriptionMonth).toEqual({ month: expect.any(Number), of: expect.any(Number) });
    // Nothing about money or the payment reaches the packer.
    expect(res.body).not.toMatch(/amount|price|payment|currency|gateway|transaction|refund|50100/i);
  });

  it('filters by reference or name, by ritual date and by view', async () => {
    const p = await booking();
    const found = (await queue('packer', `center=${HOME}&q=${p.reference.toLowerCase()}`)).json().payload;
    expect(found.parcels.map((x: { orderId: string }) => x.orderId)).toEqual([p.id]);
    const date = found.parcels[0].ritualDate as string;
    const onDay = (await queue('packer', `center=${HOME}&from=${date}&to=${date}`)).json().payload;
    expect(onDay.parcels.map((x: { orderId: string }) => x.orderId)).toContain(p.id);
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const after = (await queue('packer', `center=${HOME}&from=${next}`)).json().payload;
    expect(after.parcels.map((x: { orderId: string }) => x.orderId)).not.toContain(p.id);
    const shipped = (await queue('packer', `center=${HOME}&view=shipped&q=${p.reference}`)).json().payload;
    expect(shipped.parcels).toEqual([]);
  });
});

describe('POST /staff/dispatch', () => {
  /** Two bookings the packer packs, then ships by UPS (the second's number typed loosely). */
  async function packedAndShipped() {
    const a = await booking();
    const b = await booking();
    const packed = await update('packer', {
      center: HOME,
      deliveryStatus: 'PACKED',
      parcels: [{ orderId: a.id }, { orderId: b.id }],
    });
    if (packed.statusCode !== 200) throw new Error(`packing answered ${packed.statusCode}: ${packed.body}`);
    const shipped = await ship('packer', [
      { orderId: a.id, trackingId: UPS_1 },
      { orderId: b.id, trackingId: ' 1z12345e 0205271686 ' },
    ]);
    if (shipped.statusCode !== 200)
      throw new Error(`shipping answered ${shipped.statusCode}: ${shipped.body}`);
    return { a, b };
  }

  it('packs and ships in bulk, and audits each step', async () => {
    const a = await booking();
    const b = await booking();
    const packed = await update('packer', {
      center: HOME,
      deliveryStatus: 'PACKED',
      parcels: [{ orderId: a.id }, { orderId: b.id }],
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.json().payload.parcels.map((p: { deliveryStatus: string }) => p.deliveryStatus)).toEqual([
      'PACKED',
      'PACKED',
    ]);

    const shipped = await ship('packer', [
      { orderId: a.id, trackingId: UPS_1 },
      { orderId: b.id, trackingId: ' 1z12345e 0205271686 ' },
    ]);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().payload.parcels).toEqual([
      expect.objectContaining({
        orderId: a.id,
        deliveryStatus: 'SHIPPED',
        carrier: 'UPS',
        shippingOption: 'ups_next_day_air',
        trackingId: UPS_1,
        trackingUrl: `https://www.ups.com/track?tracknum=${UPS_1}`,
      }),
      expect.objectContaining({ orderId: b.id, deliveryStatus: 'SHIPPED', trackingId: UPS_2 }),
    ]);

    const audit = await t.pool.query(
      `SELECT actor_id, data->'from'->>'deliveryStatus' AS "from", data->'to'->>'deliveryStatus' AS "to",
              data->'to'->>'trackingId' AS tracking
         FROM audit_log WHERE action = 'order.delivery' AND entity_id = $1 ORDER BY id`,
      [a.id],
    );
    expect(audit.rows).toEqual([
      { actor_id: 'SSO-DISPATCH-packer', from: 'PENDING', to: 'PACKED', tracking: null },
      { actor_id: 'SSO-DISPATCH-packer', from: 'PACKED', to: 'SHIPPED', tracking: UPS_1 },
    ]);
  });

  it('mails the tracking link once; a retried identical update sends no second mail', async () => {
    const { a } = await packedAndShipped();
    const mails = await t.pool.query<{ to_address: string; subject: string; text: string }>(
      "SELECT to_address, subject, text FROM mail_outbox WHERE kind = 'prasadam-shipped' AND text LIKE $1",
      [`%${a.reference}%`],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]!.to_address).toBe(devotee.email);
    expect(mails.rows[0]!.text).toContain(`Tracking ID: ${UPS_1}`);
    expect(mails.rows[0]!.text).toContain(`https://www.ups.com/track?tracknum=${UPS_1}`);
    expect(mails.rows[0]!.text).toContain('1200 Temple Lane');

    // A retried identical update changes nothing the devotee notices: no second mail.
    expect((await ship('packer', [{ orderId: a.id, trackingId: UPS_1 }])).statusCode).toBe(200);
    const again = await t.pool.query(
      "SELECT 1 FROM mail_outbox WHERE kind = 'prasadam-shipped' AND text LIKE $1",
      [`%${a.reference}%`],
    );
    expect(again.rowCount).toBe(1);
  });

  it('shows the devotee the tracking in My Rituals', async () => {
    const { a } = await packedAndShipped();
    // My Rituals (the devotee's upcoming bookings, a page at a time).
    let order: Record<string, unknown> | undefined;
    for (let offset = 0; !order && offset < 500; offset += 50) {
      const mine = await t.app.inject({
        url: `/api/order/listUpcoming?ssoId=${devotee.id}&center=${HOME}&limit=50&offset=${offset}`,
        headers: auth('devotee'),
      });
      expect(mine.statusCode).toBe(200);
      const page = mine.json().payload as { id: string }[];
      if (page.length === 0) break;
      order = page.find((o) => o.id === a.id);
    }
    expect(order).toMatchObject({
      deliveryStatus: 'SHIPPED',
      carrier: 'UPS',
      prasadamTrackingId: UPS_1,
      trackingUrl: `https://www.ups.com/track?tracknum=${UPS_1}`,
    });
  });

  it('refuses a UPS number with a wrong check digit, and changes none of the parcels (all or nothing)', async () => {
    const a = await booking();
    const b = await booking();
    const res = await ship('packer', [
      { orderId: a.id, trackingId: UPS_1 },
      { orderId: b.id, trackingId: '1Z999AA10123456785' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `${b.reference}: 1Z999AA10123456785 is not a UPS tracking number (1Z followed by 16 letters and digits, ending in its check digit)`,
    });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['NONE', 'NONE']);
    expect(await auditCount(a.id)).toBe(0);

    const untracked = await ship('packer', [{ orderId: a.id }]);
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json()).toEqual({ message: `${a.reference}: please enter the tracking id` });
    const noCarrier = await update('packer', {
      center: HOME,
      deliveryStatus: 'SHIPPED',
      parcels: [{ orderId: a.id, trackingId: UPS_1 }],
    });
    expect(noCarrier.json()).toEqual({ message: `${a.reference}: please choose the carrier` });
    // A USPS label's number is not a UPS number: with the stamps carrier it is accepted.
    const stamps = await update('packer', {
      center: HOME,
      deliveryStatus: 'SHIPPED',
      carrier: 'STAMPS',
      shippingOption: 'ups_worldwide_expedited',
      parcels: [{ orderId: a.id, trackingId: '9400100000000000000001' }],
    });
    expect(stamps.statusCode).toBe(200);
    expect(stamps.json().payload.parcels[0]).toMatchObject({
      carrier: 'STAMPS',
      shippingOption: 'ups_worldwide_expedited',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000001',
    });
  });

  it('moves a parcel forward only (409 otherwise), and returns only what was shipped', async () => {
    const a = await booking();
    const b = await booking();
    expect((await ship('packer', [{ orderId: a.id, trackingId: UPS_1 }])).statusCode).toBe(200);
    const back = await update('packer', {
      center: HOME,
      deliveryStatus: 'PACKED',
      parcels: [{ orderId: a.id }],
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      message: `${a.reference}: A parcel moves forward only: it is SHIPPED and cannot go back to PACKED`,
    });
    expect(await statusOf(a.id)).toBe('SHIPPED');
    const delivered = await update('centreAdmin', {
      center: HOME,
      deliveryStatus: 'DELIVERED',
      parcels: [{ orderId: a.id }],
    });
    expect(delivered.statusCode).toBe(200);
    expect((await ship('packer', [{ orderId: a.id }])).statusCode).toBe(409);
    const returnedUnshipped = await update('packer', {
      center: HOME,
      deliveryStatus: 'RETURNED',
      parcels: [{ orderId: b.id }],
    });
    expect(returnedUnshipped.statusCode).toBe(409);
    expect(returnedUnshipped.json()).toEqual({
      message: `${b.reference}: Only a parcel that was shipped can be returned`,
    });
    expect(
      (await update('packer', { center: HOME, deliveryStatus: 'RETURNED', parcels: [{ orderId: a.id }] }))
        .statusCode,
    ).toBe(200);
    expect(await statusOf(a.id)).toBe('RETURNED');
  });

  it('keeps the address a parcel was packed for when the devotee changes theirs', async () => {
    // The subscription's parcel waiting to be packed.
    const { rows } = await t.pool.query<{
      id: string;
      booking_id: string;
      subscription_id: string;
      address: Record<string, unknown>;
    }>(
      `SELECT o.id, o.booking_id, sp.subscription_id, o.prasadam_delivery_address AS address
         FROM orders o JOIN subscription_payments sp ON sp.id = o.subscription_payment_id
         JOIN subscriptions s ON s.id = sp.subscription_id
        WHERE s.status = 'ACTIVE' AND s.user_id = $1 AND o.delivery_status = 'PENDING' LIMIT 1`,
      [devotee.id],
    );
    const month = rows[0]!;
    const waiting = await booking();
    const packed = await update('packer', {
      center: HOME,
      deliveryStatus: 'PACKED',
      parcels: [{ orderId: month.id }],
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.json().payload.parcels[0].subscriptionMonth).not.toBeNull();

    const moved = { ...US_ADDRESS, line1: '77 New Address Road, Unit 9' };
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/editAddress',
      payload: { subscriptionId: month.subscription_id, address: moved },
      headers: auth('devotee'),
    });
    expect(edit.statusCode).toBe(200);
    const after = await t.pool.query<{ address: Record<string, unknown> }>(
      'SELECT prasadam_delivery_address AS address FROM orders WHERE id = $1',
      [month.id],
    );
    expect(after.rows[0]!.address).toEqual(month.address);

    // Whatever writes the column later, the packed copy stays; an unpacked parcel's copy changes (the control).
    await t.pool.query('UPDATE orders SET prasadam_delivery_address = $2 WHERE id = ANY($1::uuid[])', [
      [month.id, waiting.id],
      moved,
    ]);
    const both = await t.pool.query<{ id: string; line1: string }>(
      "SELECT id, prasadam_delivery_address->>'line1' AS line1 FROM orders WHERE id = ANY($1::uuid[])",
      [[month.id, waiting.id]],
    );
    const line1 = Object.fromEntries(both.rows.map((r) => [r.id, r.line1]));
    expect(line1).toEqual({ [month.id]: month.address.line1, [waiting.id]: moved.line1 });
    // The packer's queue shows the packed copy.
    const listed = (await queue('packer', `center=${HOME}&q=${month.booking_id.slice(3)}`)).json().payload;
    expect(listed.parcels.map((x: { address: { line1: string } }) => x.address.line1)).toEqual([
      month.address.line1,
    ]);
  });
});

describe('who may dispatch, and bad input', () => {
  it('refuses other roles, other centres, devotees and callers without a token', async () => {
    const p = await booking();
    const elsewhere = await booking({ slot: otherSlot, center: OTHER });
    expect((await queue('sevaka', `center=${HOME}`)).statusCode).toBe(403);
    expect((await queue('devotee', `center=${HOME}`)).statusCode).toBe(403);
    expect((await queue('otherPacker', `center=${HOME}`)).statusCode).toBe(403);
    expect((await queue(null, `center=${HOME}`)).statusCode).toBe(401);
    const refused = await update('otherPacker', {
      center: HOME,
      deliveryStatus: 'PACKED',
      parcels: [{ orderId: p.id }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your role at this centre does not allow this' });
    // Another centre's parcel named under the packer's own centre is not found, and is left alone.
    const foreign = await update('packer', {
      center: HOME,
      deliveryStatus: 'PACKED',
      parcels: [{ orderId: elsewhere.id }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await statusOf(elsewhere.id)).toBe('NONE');
    expect(await statusOf(p.id)).toBe('NONE');
    const otherQueue = (await queue('otherPacker', `center=${OTHER}&view=all`)).json().payload;
    expect(otherQueue.parcels.map((x: { orderId: string }) => x.orderId)).toContain(elsewhere.id);
    expect(otherQueue.parcels.map((x: { orderId: string }) => x.orderId)).not.toContain(p.id);
  });

  it('answers bad input with 400 and { message }, never 500', async () => {
    const p = await booking();
    const badQueries = [
      '',
      `center=${HOME}&view=everything`,
      `center=${HOME}&from=2026-13-01`,
      `center=${HOME}&from=2026-05-02&to=2026-05-01`,
      `center=${HOME}&page=0`,
      `center=${HOME}&page=abc`,
    ];
    for (const q of badQueries) {
      const res = await queue('packer', q);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      expect(Object.keys(res.json())).toEqual(['message']);
    }
    const badBodies: Record<string, unknown>[] = [
      { center: HOME, deliveryStatus: 'PACKED', parcels: [] },
      { center: HOME, deliveryStatus: 'PENDING', parcels: [{ orderId: p.id }] },
      { center: HOME, deliveryStatus: 'NONE', parcels: [{ orderId: p.id }] },
      { center: HOME, deliveryStatus: 'PACKED', parcels: [{ orderId: 'not-a-uuid' }] },
      { center: HOME, deliveryStatus: 'PACKED', parcels: [{ orderId: p.id }, { orderId: p.id }] },
      {
        center: HOME,
        deliveryStatus: 'SHIPPED',
        carrier: 'FEDEX',
        parcels: [{ orderId: p.id, trackingId: '1' }],
      },
      { center: HOME, deliveryStatus: 'PACKED', shippingOption: 'camel', parcels: [{ orderId: p.id }] },
      {
        center: HOME,
        deliveryStatus: 'SHIPPED',
        carrier: 'UPS',
        parcels: [{ orderId: p.id, trackingId: 'x'.repeat(65) }],
      },
      { deliveryStatus: 'PACKED', parcels: [{ orderId: p.id }] },
    ];
    for (const body of badBodies) {
      const res = await update('packer', body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(Object.keys(res.json())).toEqual(['message']);
    }
    expect(await statusOf(p.id)).toBe('NONE');
  });
});

describe('GET /staff/dispatch/slips and /labels', () => {
  it('prints a packing slip and a 4×6 in label per parcel, as PDFs holding the names and addresses', async () => {
    const a = await booking();
    const b = await booking({ address: { ...ADDRESS, name: 'Ravi Subramaniam', line1: '42 Lotus Court' } });
    for (const kind of ['slips', 'labels'] as const) {
      const res = await t.app.inject({
        url: `/api/staff/dispatch/${kind}?center=${HOME}&orderIds=${a.id},${b.id}`,
        headers: auth('packer'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      const pages = pdf.getPages();
      expect(pages).toHaveLength(2);
      const [first, second] = pages.map(pageText);
      expect(first).toContain('Lakshmi Iyer');
      expect(first).toContain('1200 Temple Lane');
      expect(first).toContain('Nashville, TN 37211');
      expect(first).toContain(a.reference);
      expect(second).toContain('Ravi Subramaniam');
      expect(second).toContain('42 Lotus Court');
      expect(`${first} ${second}`).not.toMatch(/50100|501\.00|USD|\$/);
      if (kind === 'labels') expect(pages[0]!.getSize()).toEqual({ width: 288, height: 432 });
      else expect(first).toContain('Prasadam packing slip');
    }
  });

  it('refuses other centres and bad lists of parcels', async () => {
    const a = await booking();
    const url = (q: string) => `/api/staff/dispatch/labels?${q}`;
    expect(
      (await t.app.inject({ url: url(`center=${HOME}&orderIds=${a.id}`), headers: auth('otherPacker') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: url(`center=${OTHER}&orderIds=${a.id}`), headers: auth('otherPacker') }))
        .statusCode,
    ).toBe(404);
    for (const q of [`center=${HOME}&orderIds=`, `center=${HOME}&orderIds=nope`, `center=${HOME}`]) {
      const res = await t.app.inject({ url: url(q), headers: auth('packer') });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      expect(Object.keys(res.json())).toEqual(['message']);
    }
  });
});
