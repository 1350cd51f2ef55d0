import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGatewayPayload } from '../src/providers/signing';
import { expireDuePayments } from '../src/services/jobs/expire-payments';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
let volunteer: string;
const silent = { warn: () => {} };
beforeAll(async () => {
  t = await createTestApp();
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
});
afterAll(() => t.close());

async function gatewayOrder(slot?: BuiltSlot) {
  const s = slot ?? (await buildRitualWithSlot(t.pool, { capacity: 3 }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: orderBody(s),
    headers: { authorization: `Bearer ${devotee}` },
  });
  expect(res.statusCode).toBe(200);
  return { slot: s, ...(res.json().payload as { paymentId: string; requestId: string; amount: number }) };
}

function notify(
  body: Record<string, unknown>,
  opts: { secret?: string; timestamp?: number; tamper?: (raw: string) => string } = {},
) {
  const raw = JSON.stringify(body);
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = signGatewayPayload(opts.secret ?? t.config.GATEWAY_SECRET, timestamp, raw);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/notification',
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': timestamp,
      'x-gateway-signature': signature,
    },
    payload: opts.tamper ? opts.tamper(raw) : raw,
  });
}

const paid = (p: { requestId: string; amount: number }, extra: Record<string, unknown> = {}) => ({
  requestId: p.requestId,
  transactionId: `TXN${p.requestId}`,
  status: 'COMPLETED',
  amount: (p.amount / 100).toFixed(2),
  currency: 'INR',
  ...extra,
});
const statusOf = async (paymentId: string) =>
  (await t.pool.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [paymentId])).rows[0]!
    .status;
const bookedOf = async (slotId: string) =>
  (await t.pool.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId])).rows[0]!
    .booked;

describe('gateway notifications', () => {
  it('completes a payment and its orders on a correctly signed notification, once', async () => {
    const p = await gatewayOrder();
    const now = Math.floor(Date.now() / 1000);
    const first = await notify(paid(p), { timestamp: now });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ payload: { applied: true, status: 'COMPLETED' } });
    expect(await statusOf(p.paymentId)).toBe('COMPLETED');
    const orders = await t.pool.query('SELECT payment_status FROM orders WHERE payment_id = $1', [
      p.paymentId,
    ]);
    expect(orders.rows).toEqual([{ payment_status: 'COMPLETED' }]);
    // The same notification delivered again (a retry signs afresh): accepted, no second transition.
    for (let i = 0; i < 2; i += 1) {
      const again = await notify(paid(p), { timestamp: now - 10 * (i + 1) });
      expect(again.json()).toEqual({ payload: { applied: false, status: 'COMPLETED' } });
    }
    const transitions = await t.pool.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1 AND action = 'payment.completed'",
      [p.paymentId],
    );
    expect(transitions.rows[0].n).toBe(1);
    const mails = await t.pool.query(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE payment_id = $1 AND kind = 'order-confirmation'",
      [p.paymentId],
    );
    expect(mails.rows[0].n).toBe(1);
  });

  it('refuses a bad signature, a changed body, an old timestamp and a replay', async () => {
    const p = await gatewayOrder();
    const badKey = await notify(paid(p), { secret: 'not-the-gateway-secret-at-all' });
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json()).toEqual({ message: 'Invalid notification signature' });
    const tampered = await notify(paid(p), { tamper: (raw) => raw.replace('"COMPLETED"', '"COMPLETED" ') });
    expect(tampered.statusCode).toBe(401);
    const old = await notify(paid(p), { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'Notification timestamp is too old' });
    expect(await statusOf(p.paymentId)).toBe('INITIALIZED');

    const timestamp = Math.floor(Date.now() / 1000);
    expect((await notify(paid(p, { status: 'PENDING' }), { timestamp })).statusCode).toBe(200);
    const replay = await notify(paid(p, { status: 'PENDING' }), { timestamp });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ message: 'Notification already received' });
  });

  it('refuses and logs a notification whose amount or currency differs from the payment', async () => {
    const p = await gatewayOrder();
    const cheaper = await notify(paid(p, { amount: '1.00' }));
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json()).toEqual({ message: 'Amount or currency does not match the payment' });
    const dollars = await notify(paid(p, { currency: 'USD', transactionId: 'other' }));
    expect(dollars.statusCode).toBe(422);
    expect(await statusOf(p.paymentId)).toBe('INITIALIZED');
    const refused = await t.pool.query(
      "SELECT count(*)::int AS n FROM gateway_notifications WHERE request_id = $1 AND outcome = 'refused'",
      [p.requestId],
    );
    expect(refused.rows[0].n).toBe(2);
  });

  it('refuses a notification without its currency, and one for a payment the gateway does not settle', async () => {
    const p = await gatewayOrder();
    const { currency: _currency, ...withoutCurrency } = paid(p);
    const noCurrency = await notify(withoutCurrency);
    expect(noCurrency.statusCode).toBe(400);
    expect(noCurrency.json()).toEqual({ message: 'Notification body is not valid' });

    // A card-machine payment is settled at the reader: a signed gateway "paid" must not complete it.
    const machine = await gatewayOrder();
    await t.pool.query("UPDATE payments SET channel = 'CARD_MACHINE' WHERE id = $1", [machine.paymentId]);
    const forged = await notify(paid(machine));
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toEqual({ message: 'This payment is not settled through the gateway' });
    expect(await statusOf(machine.paymentId)).toBe('INITIALIZED');
    expect(await statusOf(p.paymentId)).toBe('INITIALIZED');
  });

  it('releases the places of a failed payment and records purchase failed with the error code', async () => {
    const p = await gatewayOrder();
    expect(await bookedOf(p.slot.slotId)).toBe(1);
    await notify(
      paid(p, { status: 'ERROR', errorCode: 'CARD_DECLINED', errorMsg: 'Card declined by the issuing bank' }),
    );
    expect(await statusOf(p.paymentId)).toBe('ERROR');
    expect(await bookedOf(p.slot.slotId)).toBe(0);
    const event = await t.pool.query(
      "SELECT properties->>'reason' AS reason FROM analytics_events WHERE name = 'purchase failed' AND properties->>'requestId' = $1",
      [p.requestId],
    );
    expect(event.rows).toEqual([{ reason: 'CARD_DECLINED' }]);
    // A late success after a failure is not a transition.
    expect((await notify(paid(p))).json().payload).toEqual({ applied: false, status: 'ERROR' });
  });
});

describe('no payment pending forever', () => {
  it('expires an unpaid payment past its window and releases its places', async () => {
    const p = await gatewayOrder();
    await t.pool.query("UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      p.paymentId,
    ]);
    const done = await expireDuePayments({ pool: t.pool, providers: t.app.deps.providers }, silent);
    expect(done).toBeGreaterThanOrEqual(1);
    expect(await statusOf(p.paymentId)).toBe('EXPIRED');
    expect(await bookedOf(p.slot.slotId)).toBe(0);
    const mail = await t.pool.query(
      "SELECT subject FROM mail_outbox WHERE payment_id = $1 AND kind = 'payment-status'",
      [p.paymentId],
    );
    expect(mail.rows).toEqual([{ subject: 'Payment not completed: Sannidhi Coimbatore' }]);
  });

  it('confirms a payment that completes after expiry when places remain, refunds it when they do not', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 1 });
    const late = await gatewayOrder(slot);
    await t.pool.query("UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      late.paymentId,
    ]);
    await expireDuePayments({ pool: t.pool, providers: t.app.deps.providers }, silent);
    expect(await bookedOf(slot.slotId)).toBe(0);
    await notify(paid(late));
    expect(await statusOf(late.paymentId)).toBe('COMPLETED');
    expect(await bookedOf(slot.slotId)).toBe(1);

    const slot2 = await buildRitualWithSlot(t.pool, { capacity: 1 });
    const lost = await gatewayOrder(slot2);
    await t.pool.query("UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      lost.paymentId,
    ]);
    await expireDuePayments({ pool: t.pool, providers: t.app.deps.providers }, silent);
    await gatewayOrder(slot2); // someone else takes the place
    await notify(paid(lost));
    // Paid with a refund under way (REFUNDED once the gateway confirms it: late-payments.test.ts).
    expect(await statusOf(lost.paymentId)).toBe('COMPLETED');
    const refunds = await t.pool.query('SELECT amount, status FROM refunds WHERE payment_id = $1', [
      lost.paymentId,
    ]);
    expect(refunds.rows).toEqual([{ amount: lost.amount, status: 'CREATED' }]);
    expect(await bookedOf(slot2.slotId)).toBe(1);
    const mail = await t.pool.query(
      'SELECT subject FROM mail_outbox WHERE payment_id = $1 ORDER BY id DESC LIMIT 1',
      [lost.paymentId],
    );
    expect(mail.rows[0].subject).toBe('Refund started: Sannidhi Coimbatore');
  });
});

describe('payment links', () => {
  async function linkOrder() {
    const slot = await buildRitualWithSlot(t.pool);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: orderBody(slot, { devoteeId: DEMO.devotee.id, paymentChannel: 'PAYMENT_LINK' }),
      headers: { authorization: `Bearer ${volunteer}` },
    });
    const { paymentId, requestId, amount } = res.json().payload;
    const link = await t.pool.query<{ id: string }>('SELECT id FROM payment_links WHERE payment_id = $1', [
      paymentId,
    ]);
    return { paymentId, requestId, amount, linkId: link.rows[0]!.id };
  }

  it('e-mails a link valid 3 hours that opens without sign-in and carries the gateway form', async () => {
    const l = await linkOrder();
    const mail = await t.pool.query<{ to_address: string; text: string }>(
      "SELECT to_address, text FROM mail_outbox WHERE payment_id = $1 AND kind = 'payment-link'",
      [l.paymentId],
    );
    expect(mail.rows[0]!.to_address).toBe(DEMO.devotee.email);
    expect(mail.rows[0]!.text).toContain(`http://localhost:8080/payment/${l.linkId}`);
    expect(mail.rows[0]!.text).toContain('valid for 3 hours');
    const res = await t.app.inject({ method: 'GET', url: `/api/order/paymentLink?paymentId=${l.linkId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      paymentId: l.linkId,
      status: 'INITIALIZED',
      currency: 'INR',
      centerName: 'Sannidhi Coimbatore',
    });
    expect(res.json().payload.gatewayForm.fields.requestId).toBe(l.requestId);
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentLinkInit',
      payload: { paymentId: l.linkId },
    });
    expect(init.json()).toEqual({ payload: { initialised: true } });
    const row = await t.pool.query('SELECT initialised_at FROM payment_links WHERE id = $1', [l.linkId]);
    expect(row.rows[0].initialised_at).toBeInstanceOf(Date);
  });

  it('fails after 3 hours and after it was used', async () => {
    const expired = await linkOrder();
    await t.pool.query("UPDATE payment_links SET expires_at = now() - interval '1 second' WHERE id = $1", [
      expired.linkId,
    ]);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/order/paymentLink?paymentId=${expired.linkId}`,
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: 'This payment link has expired' });

    const used = await linkOrder();
    await notify(paid(used));
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/order/paymentLink?paymentId=${used.linkId}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This payment link has already been used' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/order/paymentLink?paymentId=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  describe('the result of paying by link, without sign-in (GET /order/paymentLinkStatus)', () => {
    const linkStatus = (linkId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/order/paymentLinkStatus?paymentId=${encodeURIComponent(linkId)}`,
      });

    it('answers 404 for an unknown link and 400 for a malformed one, each with a message', async () => {
      const unknown = await linkStatus('00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'This payment link does not exist' });
      for (const bad of ['not-a-link', "1' OR '1'='1"]) {
        const res = await linkStatus(bad);
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      const missing = await t.app.inject({ method: 'GET', url: '/api/order/paymentLinkStatus' });
      expect(missing.statusCode).toBe(400);
      expect(typeof missing.json().message).toBe('string');
    });

    it('answers the verified status after a signed notification, with the booking reference and no personal data', async () => {
      const l = await linkOrder();
      const form = (
        await t.app.inject({ method: 'GET', url: `/api/order/paymentLink?paymentId=${l.linkId}` })
      ).json().payload.gatewayForm.fields as Record<string, string>;

      const before = await linkStatus(l.linkId);
      expect(before.statusCode).toBe(200);
      expect(before.json().payload).toMatchObject({ status: 'INITIALIZED', bookingReference: null });

      expect((await notify(paid(l))).statusCode).toBe(200);
      const after = await linkStatus(l.linkId);
      expect(after.statusCode).toBe(200);
      const booking = await t.pool.query<{ booking_id: string }>(
        'SELECT booking_id FROM orders WHERE payment_id = $1',
        [l.paymentId],
      );
      const bookingId = booking.rows[0]!.booking_id;
      expect(after.json().payload).toEqual({
        status: 'COMPLETED',
        amount: l.amount,
        currency: 'INR',
        bookingReference: bookingId.slice(3),
        errorMsg: null,
        center: {
          name: 'Sannidhi Coimbatore',
          email: expect.stringContaining('@') as unknown,
          phone: expect.any(String) as unknown,
          supportTicketUrl: null,
        },
      });
      // Nothing personal, and no internal id that opens anything else: not the payer, not the payment.
      const text = after.body;
      const personal = ['firstName', 'lastName', 'email', 'mobilePhone', 'addressLine1', 'ssoId', 'postCode'];
      for (const key of personal) {
        const value = form[key];
        if (value && value.length > 2) expect(text).not.toContain(value);
      }
      for (const id of [
        DEMO.devotee.id,
        DEMO.devotee.email,
        l.paymentId,
        l.requestId,
        bookingId,
        `TXN${l.requestId}`,
      ]) {
        expect(text).not.toContain(id);
      }
    });

    it('shows a failed payment with its reason and no booking reference', async () => {
      const l = await linkOrder();
      await notify(
        paid(l, {
          status: 'ERROR',
          errorCode: 'CARD_DECLINED',
          errorMsg: 'Card declined by the issuing bank',
        }),
      );
      const res = await linkStatus(l.linkId);
      expect(res.json().payload).toMatchObject({
        status: 'ERROR',
        bookingReference: null,
        errorMsg: 'Card declined by the issuing bank',
      });
    });
  });
});

describe('result page lookups', () => {
  it("gives the payment's verified status and the centre contact by booking id to its devotee only", async () => {
    const p = await gatewayOrder();
    await notify(paid(p));
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status?requestId=${p.requestId}`,
      headers: { authorization: `Bearer ${devotee}` },
    });
    expect(status.json().payload).toMatchObject({
      status: 'COMPLETED',
      requestId: p.requestId,
      amount: p.amount,
    });
    const bookingId = status.json().payload.bookingId as string;
    const center = await t.app.inject({
      method: 'GET',
      url: `/api/centers/byBookingId?bookingId=${bookingId}`,
      headers: { authorization: `Bearer ${devotee}` },
    });
    expect(center.json().payload.center.contact.email).toMatch(/@/);
    const stranger = await t.tokenFor(DEMO.staff.id, DEMO.staff.email);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/centers/byBookingId?bookingId=${bookingId}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Booking not found' });
    const orderId = (
      await t.pool.query<{ id: string }>('SELECT id FROM orders WHERE booking_id = $1', [bookingId])
    ).rows[0]!.id;
    const mixpanel = await t.app.inject({
      method: 'GET',
      url: `/api/payment/mixpanelList/${orderId}`,
      headers: { authorization: `Bearer ${devotee}` },
    });
    expect(mixpanel.json().payload.paymentData).toEqual([
      expect.objectContaining({ status: 'COMPLETED', channel: 'GPMS' }),
    ]);
    expect(mixpanel.json().payload.orderData[0]).toMatchObject({
      productId: p.slot.productId,
      ssoId: DEMO.devotee.id,
    });
  });
});
