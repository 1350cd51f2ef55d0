// Every by-id endpoint answers someone else's id exactly like an id that does not exist (404, same message), so that
// ids cannot be probed. Families and subscriptions are covered in their own files (families.test.ts,
// subscriptions.test.ts: "another devotee ... 404").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, paidOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildCenter } from './factories/centers';
import { buildUser, type BuiltUser } from './factories/users';

let t: TestApp;
/** This file's own centres: an Indian one and a US one (which takes the US card terminal). */
let india: string;
let us: string;
let devoteeUser: BuiltUser;
let staffUser: BuiltUser;
let devotee: string;
let anita: string;
let staff: string;
let volunteer: string;
beforeAll(async () => {
  t = await createTestApp();
  india = (await buildCenter(t.pool)).centerId;
  us = (await buildCenter(t.pool, { country: 'US' })).centerId;
  const atBoth = (role: 'SEVAKA' | 'OFFICE_VOLUNTEER') => [
    { centerId: india, role },
    { centerId: us, role },
  ];
  devoteeUser = await buildUser(t, { billingProfile: true });
  devotee = devoteeUser.token;
  ({ token: anita } = await buildUser(t));
  // A sevaka at both centres: no role that may act on orders.
  staffUser = await buildUser(t, { roles: atBoth('SEVAKA') });
  staff = staffUser.token;
  ({ token: volunteer } = await buildUser(t, { roles: atBoth('OFFICE_VOLUNTEER') }));
});
afterAll(() => t.close());

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

/** Status and message, with the asked-for id blanked (a message may name the id it was asked for). */
async function seen(res: Awaited<ReturnType<typeof call>>, id: string) {
  return { status: res.statusCode, message: String(res.json().message ?? '').replaceAll(id, '<id>') };
}

describe('orders by id', () => {
  const endpoints: [string, (id: string, token: string) => ReturnType<typeof call>][] = [
    ['PUT /order/hold', (id, token) => call(token, 'PUT', '/order/hold', { orderId: id })],
    [
      'POST /order/reschedule',
      (id, token) =>
        call(token, 'POST', '/order/reschedule', {
          orderId: id,
          slotId: UNKNOWN_UUID,
          inPerson: true,
          center: india,
        }),
    ],
    ['POST /order/cancel', (id, token) => call(token, 'POST', '/order/cancel', { orderIds: [id] })],
    [
      'GET /order/getRefundAmount',
      (id, token) => call(token, 'GET', `/order/getRefundAmount?orderIds=${id}`),
    ],
    ['GET /payment/mixpanelList/:orderId', (id, token) => call(token, 'GET', `/payment/mixpanelList/${id}`)],
  ];

  it.each(endpoints)('%s: another devotee gets the answer of an unknown id', async (_name, send) => {
    const slot = await buildRitualWithSlot(t.pool, { centerId: india, startsInHours: 24 * 10 });
    const { orderId } = await paidOrder(t, devotee, slot, { centerId: india });
    const other = await seen(await send(orderId, anita), orderId);
    const unknown = await seen(await send(UNKNOWN_UUID, anita), UNKNOWN_UUID);
    expect(other.status, other.message).toBe(404);
    expect(other).toEqual(unknown);
    // Not a refusal of every caller: the owner is not answered 404.
    expect((await send(orderId, devotee)).statusCode).not.toBe(404);
    // A staff member (no role that may act on orders) is answered the same.
    expect(await seen(await send(orderId, staff), orderId)).toEqual(unknown);
  });
});

describe('payments and bookings by id', () => {
  it('GET /payment/status and GET /centers/byBookingId', async () => {
    const slot = await buildRitualWithSlot(t.pool, { centerId: india, startsInHours: 24 * 10 });
    const { bookingId, paymentId } = await paidOrder(t, devotee, slot, { centerId: india });
    const { rows } = await t.pool.query<{ request_id: string }>(
      'SELECT request_id FROM payments WHERE id = $1',
      [paymentId],
    );
    const requestId = rows[0]!.request_id;
    const cases: [string, string, string][] = [
      [
        `/payment/status?requestId=${requestId}`,
        `/payment/status?requestId=unknown-request`,
        'Payment not found',
      ],
      [
        `/centers/byBookingId?bookingId=${bookingId}`,
        `/centers/byBookingId?bookingId=NOPE-1`,
        'Booking not found',
      ],
    ];
    for (const [theirs, missing, message] of cases) {
      expect((await call(devotee, 'GET', theirs)).statusCode, theirs).toBe(200);
      const other = await call(anita, 'GET', theirs);
      const unknown = await call(anita, 'GET', missing);
      expect(other.statusCode, theirs).toBe(404);
      expect(other.json()).toEqual({ message });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message });
    }
  });

  it('card terminal: a devotee and a volunteer of another centre see the payment as missing', async () => {
    await t.pool.query(
      "INSERT INTO user_roles (user_id, role, center_id) VALUES ($1, 'OFFICE_VOLUNTEER', $2) ON CONFLICT DO NOTHING",
      [staffUser.id, india],
    );
    const slot = await buildRitualWithSlot(t.pool, { centerId: us, unitPrice: 2500 });
    const created = await call(
      volunteer,
      'POST',
      '/order/create',
      orderBody(slot, {
        centerId: us,
        devoteeId: devoteeUser.id,
        paymentChannel: 'US_CARD_TERMINAL',
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { paymentId } = created.json().payload as { paymentId: string };
    for (const token of [devotee, staff]) {
      for (const [theirs, missing] of [
        [
          () => call(token, 'GET', `/payment/terminal/${paymentId}`),
          () => call(token, 'GET', `/payment/terminal/${UNKNOWN_UUID}`),
        ],
        [
          () => call(token, 'POST', '/payment/terminal/start', { paymentId }),
          () => call(token, 'POST', '/payment/terminal/start', { paymentId: UNKNOWN_UUID }),
        ],
      ] as const) {
        const [a, b] = [await theirs(), await missing()];
        expect(a.statusCode).toBe(404);
        expect(a.json()).toEqual(b.json());
        expect(a.json()).toEqual({ message: 'Card payment not found' });
      }
    }
    // The volunteer of the payment's centre sees it.
    expect((await call(volunteer, 'POST', '/payment/terminal/start', { paymentId })).statusCode).toBe(200);
  });
});
