import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUser } from '../src/repositories/users';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let tokens: Record<'devotee' | 'volunteer' | 'staff', string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    devotee: await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email),
    volunteer: await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email),
    staff: await t.tokenFor(DEMO.staff.id, DEMO.staff.email),
  };
});
afterAll(() => t.close());

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });

describe('POST /sso/hash', () => {
  const body = () => ({
    api_key: t.config.SSO_API_KEY,
    request_url: `${t.config.SSO_BASE}/login`,
    callback_url: 'http://localhost:8080/login',
  });

  it('hashes api_key, request_url and callback_url with the SSO secret', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sso/hash', payload: body() });
    const b = body();
    const expected = crypto
      .createHmac('sha256', t.config.SSO_SECRET)
      .update(`${b.api_key}|${b.request_url}|${b.callback_url}`)
      .digest('hex');
    expect(res.json()).toEqual({ payload: expected });
  });

  it('refuses unknown keys, foreign callbacks and other sign-in addresses', async () => {
    const cases = [
      [{ ...body(), api_key: 'nope' }, 'api_key: unknown api key'],
      [{ ...body(), callback_url: 'https://evil.example/login' }, 'callback_url: not an allowed origin'],
      [{ ...body(), request_url: 'https://evil.example/login' }, 'request_url: not the sign-in address'],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sso/hash', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });
});

describe('profiles', () => {
  it('gives a user their own basic profile from the provider', async () => {
    const res = await get(`/api/sso/basicProfile?userId=${DEMO.devotee.id}`, tokens.devotee);
    expect(res.json().payload).toMatchObject({
      profileId: DEMO.devotee.id,
      email: DEMO.devotee.email,
      firstName: 'Lakshmi',
    });
  });

  it("refuses a devotee another person's profile, allows an office volunteer", async () => {
    expect((await get(`/api/sso/basicProfile?userId=${DEMO.anita.id}`, tokens.devotee)).statusCode).toBe(403);
    expect((await get(`/api/sso/basicProfile?userId=${DEMO.anita.id}`, tokens.volunteer)).statusCode).toBe(
      200,
    );
  });

  it('looks up an SSO profile by e-mail for a volunteer; null or 404 when none', async () => {
    const found = await get('/api/sso/profileCheck?email=ANITA@example.org', tokens.volunteer);
    expect(found.json().payload).toMatchObject({ profileId: DEMO.anita.id, firstName: 'Anita' });
    const none = await get('/api/sso/profileCheck?email=nobody.here@example.org', tokens.volunteer);
    expect(none.json()).toEqual({ payload: null });
    const byEmail = await get('/api/sso/profileByEmail?email=nobody.here@example.org', tokens.volunteer);
    expect(byEmail.statusCode).toBe(404);
    const pending = await get(`/api/sso/profile/${DEMO.pendingTnc.id}`, tokens.volunteer);
    expect(pending.json().payload.firstName).toBe('');
  });

  it('refuses e-mail lookups to a devotee and to staff sending the back-office header', async () => {
    expect((await get('/api/sso/profileCheck?email=anita@example.org', tokens.devotee)).statusCode).toBe(403);
    const staff = await get('/api/sso/profileCheck?email=anita@example.org', tokens.staff, {
      'x-back-office': 'true',
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: 'Only office volunteers can do this' });
  });

  it('answers a bad e-mail with the spec message', async () => {
    const res = await get('/api/sso/profileCheck?email=not-an-email', tokens.volunteer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('email: Please enter a valid email');
  });

  it('gives the devotee profile by profileId, null when the person never used Sannidhi', async () => {
    const known = await get(`/api/devotee/profile/${DEMO.devotee.id}`, tokens.volunteer);
    expect(known.json().payload).toMatchObject({
      profileId: DEMO.devotee.id,
      ssoId: DEMO.devotee.id,
      firstName: 'Lakshmi',
    });
    // A sign-on profile a volunteer looked up is known here from then on (issue 26): Anita, looked up above, is;
    // a profile that has not accepted the terms is never copied.
    const mirrored = await get(`/api/devotee/profile/${DEMO.anita.id}`, tokens.volunteer);
    expect(mirrored.json().payload).toMatchObject({ profileId: DEMO.anita.id, firstName: 'Anita' });
    const unknown = await get(`/api/devotee/profile/${DEMO.pendingTnc.id}`, tokens.volunteer);
    expect(unknown.json()).toEqual({ payload: null });
  });

  it('refreshes a token through the provider', async () => {
    const res = await get('/api/sso/refreshToken', tokens.devotee);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().payload.authToken as string;
    expect((await get(`/api/roles?userId=${DEMO.devotee.id}&centerId=in-coimbatore`, fresh)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /sso/createProfile', () => {
  const newDevotee = () => ({
    firstName: '  Gopal ',
    lastName: 'Krishnan',
    email: `gopal.${crypto.randomBytes(3).toString('hex')}@example.org`,
    countryOfResidence: 'IN',
  });

  it('lets an office volunteer create a profile on behalf, mirrored as a devotee profile and audited', async () => {
    const body = newDevotee();
    const res = await post('/api/sso/createProfile', tokens.volunteer, body, {
      'x-center-id': 'in-coimbatore',
    });
    expect(res.statusCode).toBe(200);
    const { payload } = res.json();
    expect(payload).toMatchObject({
      email: body.email,
      firstName: 'Gopal',
      lastName: 'Krishnan',
      countryOfResidence: 'IN',
    });
    expect(payload.profileId).toBe(payload.ssoId);
    const row = await t.pool.query('SELECT first_name FROM users WHERE id = $1', [payload.profileId]);
    expect(row.rows).toEqual([{ first_name: 'Gopal' }]);
    const audit = await t.pool.query(
      "SELECT actor_id FROM audit_log WHERE action = 'sso.createProfile' AND entity_id = $1",
      [payload.profileId],
    );
    expect(audit.rows).toEqual([{ actor_id: DEMO.volunteer.id }]);
    const again = await post('/api/sso/createProfile', tokens.volunteer, body);
    expect(again.statusCode).toBe(409);
  });

  it('refuses devotees and staff without OFFICE_VOLUNTEER (403), even with the back-office header', async () => {
    for (const token of [tokens.devotee, tokens.staff]) {
      const res = await post('/api/sso/createProfile', token, newDevotee(), { 'x-back-office': 'true' });
      expect(res.statusCode).toBe(403);
    }
    const count = await t.pool.query("SELECT count(*)::int AS n FROM users WHERE email LIKE 'gopal.%'");
    expect(count.rows[0].n).toBe(1);
  });

  it('removes the new sign-in profile again when it cannot be kept here, so the devotee is not half-registered', async () => {
    // A devotee known here under an older sign-in profile (the sign-in service no longer has it).
    const body = newDevotee();
    await t.pool.query("INSERT INTO users (id, email, first_name) VALUES ('SSO-OLD-7', $1, 'Gopal')", [
      body.email,
    ]);
    const res = await post('/api/sso/createProfile', tokens.volunteer, body, {
      'x-center-id': 'in-coimbatore',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A devotee with this e-mail is already registered here under another sign-in profile',
    });
    // Compensated: the sign-in service has no profile for the e-mail, and nothing was written or audited here.
    const lookUp = await get(
      `/api/sso/profileByEmail?email=${encodeURIComponent(body.email)}`,
      tokens.volunteer,
    );
    expect(lookUp.statusCode).toBe(404);
    const users = await t.pool.query('SELECT id FROM users WHERE lower(email) = lower($1)', [body.email]);
    expect(users.rows).toEqual([{ id: 'SSO-OLD-7' }]);
    const audit = await t.pool.query(
      "SELECT 1 FROM audit_log WHERE action = 'sso.createProfile' AND data->>'email' = $1",
      [body.email],
    );
    expect(audit.rowCount).toBe(0);
  });

  it('refuses a NUL in a name before anything is created', async () => {
    const body = { ...newDevotee(), lastName: 'Krish\u0000nan' };
    const res = await post('/api/sso/createProfile', tokens.volunteer, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'body.lastName: must not contain a NUL character' });
    const lookUp = await get(
      `/api/sso/profileByEmail?email=${encodeURIComponent(body.email)}`,
      tokens.volunteer,
    );
    expect(lookUp.statusCode).toBe(404);
  });

  const languageOf = async (id: string) =>
    (await t.pool.query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [id]))
      .rows[0]?.language;

  it("stores the language for mails chosen at the counter as the new devotee's language; none without it", async () => {
    const res = await post(
      '/api/sso/createProfile',
      tokens.volunteer,
      { ...newDevotee(), language: 'kn' },
      { 'x-center-id': 'in-bengaluru' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await languageOf(res.json().payload.profileId)).toBe('kn');
    // An older caller that does not send it: the account has no language (English mails), as before.
    const without = await post('/api/sso/createProfile', tokens.volunteer, newDevotee(), {
      'x-center-id': 'in-bengaluru',
    });
    expect(without.statusCode, without.body).toBe(200);
    expect(await languageOf(without.json().payload.profileId)).toBeNull();
  });

  it('refuses a language for mails that is not one of the seven (400) before anything is created', async () => {
    for (const language of ['fr', 'pseudo', 'KN', '']) {
      const body = { ...newDevotee(), language };
      const res = await post('/api/sso/createProfile', tokens.volunteer, body, {
        'x-center-id': 'in-bengaluru',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'language: Please choose one of the languages offered' });
      const lookUp = await get(
        `/api/sso/profileByEmail?email=${encodeURIComponent(body.email)}`,
        tokens.volunteer,
      );
      expect(lookUp.statusCode).toBe(404);
    }
  });

  it('keeps the language an existing account already has', async () => {
    const id = `SSO-LANG-${crypto.randomBytes(3).toString('hex')}`;
    const person = { id, email: `${id.toLowerCase()}@example.org`, firstName: 'Uma', lastName: 'Rao' };
    await upsertUser(t.pool, { ...person, countryOfResidence: 'IN', language: 'ta' });
    await upsertUser(t.pool, { ...person, countryOfResidence: 'IN', language: 'kn' });
    expect(await languageOf(id)).toBe('ta');
    // A row without one gets the one given.
    await t.pool.query('UPDATE users SET language = NULL WHERE id = $1', [id]);
    await upsertUser(t.pool, { ...person, countryOfResidence: 'IN', language: 'kn' });
    expect(await languageOf(id)).toBe('kn');
  });

  it('refuses blank names after trimming', async () => {
    const res = await post('/api/sso/createProfile', tokens.volunteer, { ...newDevotee(), firstName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('firstName: This field is mandatory');
  });
});

describe('/bookingPerson', () => {
  const person = (overrides: object = {}) => ({
    ssoId: DEMO.devotee.id,
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    phone: '9876543210',
    email: DEMO.devotee.email,
    privacyTermsAccepted: true,
    billingAddress: {
      line1: '12 Temple Street, RS Puram',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      pinCode: '641002',
      countryOfResidence: 'IN',
    },
    ...overrides,
  });

  it('saves and reads back a billing profile', async () => {
    const saved = await post('/api/bookingPerson', tokens.devotee, person({ lastName: 'N' }));
    expect(saved.statusCode).toBe(200);
    const res = await get(`/api/bookingPerson?ssoId=${DEMO.devotee.id}`, tokens.devotee);
    expect(res.json().payload).toMatchObject({
      lastName: 'N',
      billingAddress: { pinCode: '641002', line2: '' },
    });
  });

  it('refuses a wrong pin code for the country, a bad phone, missing consent', async () => {
    const badPin = await post(
      '/api/bookingPerson',
      tokens.devotee,
      person({ billingAddress: { ...person().billingAddress, pinCode: '6410' } }),
    );
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().message).toBe('billingAddress.pinCode: Please enter a valid pin code');
    const badPhone = await post('/api/bookingPerson', tokens.devotee, person({ phone: '12345' }));
    expect(badPhone.json().message).toBe('phone: Enter valid phone number');
    const noConsent = await post(
      '/api/bookingPerson',
      tokens.devotee,
      person({ privacyTermsAccepted: false }),
    );
    expect(noConsent.statusCode).toBe(400);
  });

  it("refuses a devotee another person's billing profile; a volunteer may act on behalf", async () => {
    expect((await get(`/api/bookingPerson?ssoId=${DEMO.admin.id}`, tokens.devotee)).statusCode).toBe(403);
    const onBehalf = await get(`/api/bookingPerson?ssoId=${DEMO.devotee.id}`, tokens.volunteer);
    expect(onBehalf.statusCode).toBe(200);
  });
});
