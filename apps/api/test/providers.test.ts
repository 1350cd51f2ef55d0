// The api against the real sandbox services over HTTP and SMTP: mail delivery, card terminal, gateway status
// query, contact information, analytics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signGatewayPayload } from '../src/providers/signing';
import { sendQueuedMail } from '../src/services/jobs/send-mail';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
let volunteer: string;
const silent = { warn: () => {} };
const sandbox = () => inject('sandboxUrl');
beforeAll(async () => {
  t = await createTestApp();
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('e-mail', () => {
  it('delivers queued mail over SMTP to the sandbox inbox and marks it sent', async () => {
    const slot = await buildRitualWithSlot(t.pool);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: auth(volunteer),
      payload: orderBody(slot, { devoteeId: DEMO.devotee.id, paymentChannel: 'CASH' }),
    });
    const { paymentId } = res.json().payload;
    const sent = await sendQueuedMail({ pool: t.pool, providers: t.app.deps.providers }, silent);
    expect(sent).toBeGreaterThanOrEqual(1);
    const row = await t.pool.query('SELECT status FROM mail_outbox WHERE payment_id = $1', [paymentId]);
    expect(row.rows).toEqual([{ status: 'SENT' }]);
    const inbox = (await (
      await fetch(`${sandbox()}/inbox/api/messages?to=${DEMO.devotee.email}`)
    ).json()) as {
      messages: { subject: string; text: string }[];
    };
    const mail = inbox.messages.find((m) => m.subject === 'Your booking at Sannidhi Coimbatore is confirmed');
    expect(mail?.text).toContain('your booking is confirmed');
  });

  it('drains the outbox in one round: more than one batch, every mail sent once', async () => {
    const to = Array.from({ length: 47 }, (_, i) => `drain-${i}-${Date.now()}@example.org`);
    await t.pool.query(
      `INSERT INTO mail_outbox (to_address, subject, html, text, kind)
       SELECT a, 'Drain', '<p>Drain</p>', 'Drain', 'TEST' FROM unnest($1::text[]) AS a`,
      [to],
    );
    const sent = await sendQueuedMail({ pool: t.pool, providers: t.app.deps.providers }, silent);
    expect(sent).toBeGreaterThanOrEqual(47);
    const { rows } = await t.pool.query<{ status: string; attempts: number }>(
      'SELECT DISTINCT status, attempts FROM mail_outbox WHERE to_address = ANY($1::text[])',
      [to],
    );
    expect(rows).toEqual([{ status: 'SENT', attempts: 1 }]);
  });
});

describe('card terminal (US)', () => {
  async function terminalOrder() {
    const slot = await buildRitualWithSlot(t.pool, { centerId: 'us-tennessee', unitPrice: 2500 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: auth(volunteer),
      payload: orderBody(slot, {
        centerId: 'us-tennessee',
        devoteeId: DEMO.devotee.id,
        paymentChannel: 'US_CARD_TERMINAL',
      }),
    });
    expect(res.statusCode).toBe(200);
    const { paymentId } = res.json().payload;
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payment/terminal/start',
      headers: auth(volunteer),
      payload: { paymentId },
    });
    expect(start.json().payload).toMatchObject({ status: 'PENDING', terminalStatus: 'WAITING' });
    return { paymentId, transactionId: start.json().payload.transactionId as string, slot };
  }
  const press = (transactionId: string, button: 'approve' | 'decline' | 'cancel') =>
    fetch(`${sandbox()}/terminal/transactions/${transactionId}/${button}`, {
      method: 'POST',
      redirect: 'manual',
    });
  const poll = (paymentId: string) =>
    t.app.inject({ method: 'GET', url: `/api/payment/terminal/${paymentId}`, headers: auth(volunteer) });

  it('completes when the reader approves', async () => {
    const p = await terminalOrder();
    expect((await poll(p.paymentId)).json().payload.terminalStatus).toBe('WAITING');
    await press(p.transactionId, 'approve');
    expect((await poll(p.paymentId)).json().payload).toMatchObject({
      status: 'COMPLETED',
      terminalStatus: 'APPROVED',
    });
  });

  it('fails and frees the place when the reader declines or is cancelled', async () => {
    for (const [button, terminalStatus] of [
      ['decline', 'DECLINED'],
      ['cancel', 'CANCELLED'],
    ] as const) {
      const p = await terminalOrder();
      await press(p.transactionId, button);
      expect((await poll(p.paymentId)).json().payload).toMatchObject({ status: 'ERROR', terminalStatus });
      const slot = await t.pool.query('SELECT booked FROM slots WHERE id = $1', [p.slot.slotId]);
      expect(slot.rows[0].booked).toBe(0);
    }
  });

  it('is for office volunteers only: to a devotee the payment is missing (404)', async () => {
    const p = await terminalOrder();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/payment/terminal/${p.paymentId}`,
          headers: auth(devotee),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('gateway status query', () => {
  it('keeps a payment pending when the browser claims success the gateway never saw (forged redirect)', async () => {
    const slot = await buildRitualWithSlot(t.pool);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: auth(devotee),
      payload: orderBody(slot),
    });
    const { requestId } = res.json().payload;
    // What /gpmsResponse?requestId=…&status=COMPLETED makes the SPA ask: the api asks the gateway itself.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status?requestId=${requestId}`,
      headers: auth(devotee),
    });
    expect(status.json().payload.status).toBe('INITIALIZED');
  });

  it('signs status queries the sandbox gateway accepts', async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const ok = await fetch(`${sandbox()}/gateway/api/status?requestId=ABCDE12345`, {
      headers: {
        'x-gateway-timestamp': timestamp,
        'x-gateway-signature': signGatewayPayload(t.config.GATEWAY_SECRET, timestamp, 'ABCDE12345'),
      },
    });
    expect(await ok.json()).toMatchObject({ requestId: 'ABCDE12345', status: 'NOT_FOUND' });
  });
});

describe('contact information and analytics', () => {
  it('looks up city and state by pin code, null when unknown, 400 when malformed', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/contactInfo/pincode?country=IN&pin=641002',
    });
    expect(found.json()).toEqual({ payload: { defaultcity: 'Coimbatore', state: 'Tamil Nadu' } });
    const us = await t.app.inject({ method: 'GET', url: '/api/contactInfo/pincode?country=us&pin=37201' });
    expect(us.json().payload).toMatchObject({ state: 'TN' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/contactInfo/pincode?country=IN&pin=999999',
    });
    expect(unknown.json()).toEqual({ payload: null });
    const bad = await t.app.inject({ method: 'GET', url: '/api/contactInfo/pincode?country=IND&pin=641002' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('country: must be a 2-letter country code');
  });

  it('records cart events labelled Back Office for a volunteer, refuses purchase events from browsers, lists them to admins', async () => {
    const track = (token: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { ...auth(token), ...headers },
        payload,
      });
    expect(
      (
        await track(devotee, {
          name: 'add to cart',
          centerId: 'in-coimbatore',
          properties: { productId: 'x' },
        })
      ).statusCode,
    ).toBe(200);
    await track(volunteer, { name: 'checkout', centerId: 'in-coimbatore' }, { 'x-back-office': 'true' });
    expect((await track(devotee, { name: 'purchase success' })).statusCode).toBe(403);
    expect((await track(devotee, { name: 'bought everything' })).statusCode).toBe(400);

    const admin = await t.tokenFor(DEMO.admin.id, DEMO.admin.email);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/events?name=checkout',
      headers: auth(admin),
    });
    expect(list.json().payload[0]).toMatchObject({
      name: 'checkout',
      userId: DEMO.volunteer.id,
      properties: { selection_source: 'Back Office' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/analytics/events', headers: auth(devotee) }))
        .statusCode,
    ).toBe(403);
  });
});
