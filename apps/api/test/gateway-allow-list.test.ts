// Issue "No payment is ever lost", symptom 6: a centre's payment pages must be on GATEWAY_ALLOWED_ORIGINS. A centre
// admin cannot set a gateway URL elsewhere (400 naming it, nothing written), and an order of a centre whose stored
// URL is elsewhere (set before the list, or straight in the database) is refused before anything is written: no
// payment form — with the devotee's name, e-mail, phone and address — is ever built for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_STAFF, DEMO_STAFF_CENTER } from '../src/seed/data/users';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let devotee: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '0' } });
  const centerAdmin = DEMO_STAFF.find((u) => u.role === 'CENTER_ADMIN')!;
  admin = await t.tokenFor(centerAdmin.id, centerAdmin.email);
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

const settings = (over: Record<string, unknown>) => ({
  center: DEMO_STAFF_CENTER,
  contact: { address: '410 Lotus Lane', email: 'office@example.org', phone: '+1 931-555-0100' },
  treasurerEmail: 'treasurer@example.org',
  timezone: 'America/Chicago',
  dateFormat: 'MM/dd/yyyy',
  gpmsRequestURL: 'https://gateway.example.org/pay',
  gpmsSubscriptionRequestURL: 'https://gateway.example.org/subscribe',
  refundOnCancel: true,
  showSubscriptions: true,
  theme: 'light',
  ...over,
});

const metaOf = async (center: string) =>
  (await t.pool.query<{ meta: Record<string, string> }>('SELECT meta FROM centers WHERE id = $1', [center]))
    .rows[0]!.meta;

describe('GATEWAY_ALLOWED_ORIGINS', () => {
  it('is the origin of GATEWAY_BASE unless set, and refuses anything but origins (https only in PROD)', () => {
    expect(loadConfig({ GATEWAY_BASE: 'https://pay.example.org/gateway' }).GATEWAY_ALLOWED_ORIGINS).toEqual([
      'https://pay.example.org',
    ]);
    expect(
      loadConfig({ GATEWAY_ALLOWED_ORIGINS: 'https://a.example.org, https://b.example.org:8443' })
        .GATEWAY_ALLOWED_ORIGINS,
    ).toEqual(['https://a.example.org', 'https://b.example.org:8443']);
    expect(() => loadConfig({ GATEWAY_ALLOWED_ORIGINS: 'https://a.example.org/pay' })).toThrow(
      /GATEWAY_ALLOWED_ORIGINS: https:\/\/a.example.org\/pay: not an origin/,
    );
    expect(() => loadConfig({ GATEWAY_ALLOWED_ORIGINS: 'ftp://a.example.org' })).toThrow(
      /GATEWAY_ALLOWED_ORIGINS/,
    );
    expect(() =>
      loadConfig({
        APP_ENV: 'PROD',
        SSO_API_KEY: 'k1',
        SSO_SECRET: 'prod-secret-0123456789',
        SSO_BACK_OFFICE_API_KEY: 'k2',
        GATEWAY_SECRET: 'prod-secret-0123456789',
        TERMINAL_SECRET: 'prod-secret-0123456789',
        GATEWAY_ALLOWED_ORIGINS: 'http://pay.example.org',
      }),
    ).toThrow(/GATEWAY_ALLOWED_ORIGINS: http:\/\/pay.example.org: must be https in PROD/);
  });

  it("refuses a centre admin's gateway URL elsewhere with 400 naming it, and writes nothing", async () => {
    const before = await metaOf(DEMO_STAFF_CENTER);
    const elsewhere: [Record<string, string>, RegExp][] = [
      [
        { gpmsRequestURL: 'https://evil.example.net/pay' },
        /^Payment gateway URL: https:\/\/evil.example.net\/pay is not an approved payment gateway; use an address at /,
      ],
      [
        { gpmsSubscriptionRequestURL: 'https://evil.example.net/s' },
        /^Subscription gateway URL: .+ not an approved/,
      ],
      [{ gpmsRequestURL: 'https://gateway.example.org.evil.net/pay' }, /not an approved payment gateway/],
      [{ gpmsRequestURL: 'https://gateway.example.org:8443/pay' }, /not an approved payment gateway/],
      [{ gpmsRequestURL: 'http://gateway.example.org/pay' }, /not an approved payment gateway/],
      [{ gpmsRequestURL: 'https://user:pw@gateway.example.org/pay' }, /not an approved payment gateway/],
    ];
    for (const [over, message] of elsewhere) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/centre',
        payload: settings(over),
        headers: { authorization: `Bearer ${admin}` },
      });
      expect({ over, status: res.statusCode }).toEqual({ over, status: 400 });
      expect(res.json().message).toMatch(message);
    }
    expect(await metaOf(DEMO_STAFF_CENTER)).toEqual(before);
    const { rows } = await t.pool.query("SELECT 1 FROM audit_log WHERE action = 'centre.update'");
    expect(rows).toHaveLength(0);

    // An address at an allowed origin is taken.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/staff/centre',
      payload: settings({}),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(ok.statusCode).toBe(200);
    expect((await metaOf(DEMO_STAFF_CENTER)).gpmsRequestURL).toBe('https://gateway.example.org/pay');
  });

  it('never builds a payment form for a stored URL elsewhere: the order is refused before it is written', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 5 });
    const order = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        payload: orderBody(slot),
        headers: { authorization: `Bearer ${devotee}` },
      });
    const allowed = await order();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().payload.gatewayForm.action).toBe('http://127.0.0.1:9/gateway/pay');

    await t.pool.query(
      `UPDATE centers SET meta = meta || '{"gpmsRequestURL": "https://evil.example.net/collect"}' WHERE id = $1`,
      ['in-coimbatore'],
    );
    const refused = await order();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/its payment page is not an approved gateway/);
    expect(refused.body).not.toContain('evil.example.net');
    const { rows } = await t.pool.query<{ payments: number; booked: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE slot_id = $1) AS payments,
              (SELECT booked FROM slots WHERE id = $1) AS booked`,
      [slot.slotId],
    );
    expect(rows[0]).toEqual({ payments: 1, booked: 1 });
  });
});
