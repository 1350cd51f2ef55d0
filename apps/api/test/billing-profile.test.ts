// POST /bookingPerson (issue #16): plausible values, Canada as its own country, and a city and state that agree
// with the pin-code look-up where it knows the pin — never blocked by a look-up that is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpContactInfo } from '../src/providers/contact-info';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let lookUpDown: TestApp;
let devotee: string;
beforeAll(async () => {
  t = await createTestApp();
  // The contact-information gateway cannot be reached (nothing listens on port 9).
  lookUpDown = await createTestApp({
    providers: { contactInfo: createHttpContactInfo({ baseUrl: 'http://127.0.0.1:9/contact-info' }) },
  });
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  // The sandbox loads its postal data sets on first use; warm them without the api's 5 s look-up time-out, so
  // that a slow first load is not taken for an unreachable look-up.
  for (const pin of ['US/pincodes/37201', 'CA/pincodes/K1A%200B1', 'IN/pincodes/641002']) {
    await fetch(`${t.config.CONTACT_INFO_BASE}/countries/${pin}`);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  await lookUpDown.close();
});

const profile = (address: Record<string, string> = {}, fields: Record<string, unknown> = {}) => ({
  ssoId: DEMO.devotee.id,
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  phone: '9876543210',
  email: DEMO.devotee.email,
  privacyTermsAccepted: true,
  billingAddress: {
    line1: '21, Venkatasamy Road West',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    pinCode: '641002',
    countryOfResidence: 'IN',
    ...address,
  },
  ...fields,
});
const save = (body: object, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/bookingPerson',
    payload: body,
    headers: { authorization: `Bearer ${devotee}` },
  });
const read = () =>
  t.app.inject({
    method: 'GET',
    url: `/api/bookingPerson?ssoId=${DEMO.devotee.id}`,
    headers: { authorization: `Bearer ${devotee}` },
  });

describe('POST /bookingPerson', () => {
  it('refuses a US pin code saved with an Indian city and state', async () => {
    const res = await save(profile({ countryOfResidence: 'US', pinCode: '37201' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'billingAddress.city: does not match pin code 37201' });
    const state = await save(profile({ countryOfResidence: 'US', pinCode: '37201', city: 'Nashville' }));
    expect(state.json()).toEqual({ message: 'billingAddress.state: does not match pin code 37201' });
    const ok = await save(
      profile({ countryOfResidence: 'US', pinCode: '37201', city: 'Nashville', state: 'Tennessee' }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('saves a Canadian address ("K1A 0B1") and reads it back as CA; the city the look-up leaves empty is typed', async () => {
    const res = await save(
      profile({ countryOfResidence: 'CA', pinCode: 'K1A 0B1', city: 'Ottawa', state: 'Ontario' }),
    );
    expect(res.statusCode).toBe(200);
    const back = (await read()).json().payload;
    expect(back.billingAddress).toMatchObject({
      countryOfResidence: 'CA',
      pinCode: 'K1A 0B1',
      city: 'Ottawa',
      state: 'Ontario',
    });
    const wrongProvince = await save(
      profile({ countryOfResidence: 'CA', pinCode: 'K1A 0B1', city: 'Ottawa', state: 'Quebec' }),
    );
    expect(wrongProvince.json()).toEqual({
      message: 'billingAddress.state: does not match pin code K1A 0B1',
    });
  });

  it('refuses implausible values with a message: line 1 of one character, a name without letters, 256 characters', async () => {
    expect((await save(profile({ line1: 'A' }))).json()).toEqual({
      message: 'billingAddress.line1: Minimum 3 characters are required',
    });
    expect((await save(profile({}, { lastName: '🙏🙏🙏' }))).json()).toEqual({
      message: 'lastName: Please enter a valid name',
    });
    const long = await save(profile({}, { firstName: 'L'.repeat(256) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'firstName: Maximum of 255 characters is allowed' });
    expect((await read()).json().payload?.firstName).not.toHaveLength(255);
  });

  it('keeps the typed city and state of a pin the look-up does not know', async () => {
    const res = await save(profile({ pinCode: '999999', city: 'Anaikatti', state: 'Tamil Nadu' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.billingAddress).toMatchObject({ pinCode: '999999', city: 'Anaikatti' });
  });

  it('saves with the typed city and state when the look-up provider is down', async () => {
    const res = await save(
      profile({ countryOfResidence: 'US', pinCode: '37201', city: 'Nashville', state: 'TN' }),
      lookUpDown,
    );
    expect(res.statusCode).toBe(200);
    const stored = await lookUpDown.pool.query<{ billing_address: { city: string; state: string } }>(
      'SELECT billing_address FROM booking_persons WHERE sso_id = $1',
      [DEMO.devotee.id],
    );
    expect(stored.rows[0]?.billing_address).toMatchObject({
      city: 'Nashville',
      state: 'TN',
      pinCode: '37201',
    });
    const mismatchButDown = await save(profile({ countryOfResidence: 'US', pinCode: '37201' }), lookUpDown);
    expect(mismatchButDown.statusCode).toBe(200);
  });
});

describe('an invalid token', () => {
  it('is refused at once on every endpoint, with or without the back-office header', async () => {
    const expired = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email, { expiresIn: '-1m' });
    const paths = [
      '/api/centers/list',
      '/api/products/list?centerId=in-coimbatore',
      '/api/products/in-coimbatore-devi-abhishekam',
      '/api/contactInfo/pincode?country=IN&pin=641002',
      `/api/bookingPerson?ssoId=${DEMO.devotee.id}`,
    ];
    for (const url of paths) {
      for (const headers of [{}, { 'x-back-office': 'true' }]) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${expired}`, ...headers },
        });
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          401,
          { message: 'Your session has expired, please sign in again' },
        ]);
      }
      const garbage = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect([url, garbage.statusCode]).toEqual([url, 401]);
    }
  });

  it('does not stop the public reads without a token, nor the runtime config and the sign-in hash', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/centers/list' })).statusCode).toBe(200);
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { authorization: 'Bearer stale' },
    });
    expect(config.statusCode).toBe(200);
  });
});

describe('an office volunteer changing a billing profile', () => {
  it('may only for the devotee they looked up, and the change is audited', async () => {
    const volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
    const asVolunteer = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${volunteer}`, 'x-center-id': 'in-coimbatore' },
      });

    const before = await asVolunteer('POST', '/api/bookingPerson', profile({}, { firstName: 'Counter' }));
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toMatch(/^Look the devotee up by e-mail first/);

    const found = await asVolunteer(
      'GET',
      `/api/sso/profileByEmail?email=${encodeURIComponent(DEMO.devotee.email)}`,
    );
    expect(found.statusCode).toBe(200);
    const saved = await asVolunteer('POST', '/api/bookingPerson', profile({}, { firstName: 'Counter' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload.firstName).toBe('Counter');
    const audit = await t.pool.query(
      "SELECT actor_id, entity_id FROM audit_log WHERE action = 'bookingPerson.save' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.rows).toEqual([{ actor_id: DEMO.volunteer.id, entity_id: DEMO.devotee.id }]);

    // The look-up lets the volunteer act for that devotee only: another devotee's profile stays out of reach.
    await t.pool.query(
      "INSERT INTO users (id, email, first_name) VALUES ('SSO-9401', 'someone.else@example.org', 'Sita') ON CONFLICT DO NOTHING",
    );
    const other = await asVolunteer(
      'POST',
      '/api/bookingPerson',
      profile({}, { ssoId: 'SSO-9401', email: 'someone.else@example.org' }),
    );
    expect(other.statusCode).toBe(403);
  });
});
