// Consents on record (issue 30, Deliver 4): the back-office registration's consent, the privacy terms and the
// newsletter choice are stored with who recorded them, when and the text agreed to; the devotee withdraws the
// newsletter consent from the Dashboard; the consents are in "Download my data".
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '@sannidhi/domain/consents';
import { buildUser, type BuiltUser } from './factories/users';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  devotee = await buildUser(t, { firstName: 'Kamala', lastName: 'Devi' });
  await fetch(`${t.config.CONTACT_INFO_BASE}/countries/IN/pincodes/641002`);
}, 60_000);
afterAll(() => t.close());

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });
const consentRows = async (userId: string) =>
  (
    await t.pool.query<{ kind: string; granted: boolean; text: string; recorded_by: string }>(
      'SELECT kind, granted, text, recorded_by FROM consents WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;

it('records the privacy terms and the newsletter choice of a saved billing profile, once per change', async () => {
  const body = {
    ssoId: devotee.id,
    firstName: 'Kamala',
    lastName: 'Devi',
    phone: '9876543210',
    email: devotee.email,
    privacyTermsAccepted: true,
    subscribedForNewsLetter: true,
    billingAddress: {
      line1: '3 Temple Road',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      pinCode: '641002',
      countryOfResidence: 'IN',
    },
  };
  expect((await inject(devotee.token, 'POST', '/api/bookingPerson', body)).statusCode).toBe(200);
  expect((await inject(devotee.token, 'POST', '/api/bookingPerson', body)).statusCode).toBe(200);
  expect(await consentRows(devotee.id)).toEqual([
    { kind: 'privacy-terms', granted: true, text: CONSENT_TEXTS['privacy-terms'], recorded_by: devotee.id },
    { kind: 'newsletter', granted: true, text: CONSENT_TEXTS.newsletter, recorded_by: devotee.id },
  ]);
});

it('lets the devotee withdraw the newsletter consent, on record and on the billing profile', async () => {
  const res = await inject(devotee.token, 'PUT', '/api/user/consents/newsletter', { granted: false });
  expect(res.statusCode).toBe(200);
  const newsletter = res.json().payload.consents.find((c: { kind: string }) => c.kind === 'newsletter');
  expect(newsletter).toMatchObject({ granted: false, text: CONSENT_TEXTS.newsletter, byOffice: false });
  const profile = await t.pool.query(
    'SELECT subscribed_for_news_letter FROM booking_persons WHERE sso_id = $1',
    [devotee.id],
  );
  expect(profile.rows[0].subscribed_for_news_letter).toBe(false);
  expect((await consentRows(devotee.id)).at(-1)).toMatchObject({ kind: 'newsletter', granted: false });
  const audit = await t.pool.query(
    `SELECT 1 FROM audit_log WHERE action = 'consent.withdraw' AND actor_id = $1`,
    [devotee.id],
  );
  expect(audit.rowCount).toBe(1);
  // Bad input: a clear 400.
  const bad = await inject(devotee.token, 'PUT', '/api/user/consents/newsletter', { granted: 'no' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ message: expect.any(String) });
  // The consents are in the download.
  const data = (await inject(devotee.token, 'GET', '/api/user/data')).json().payload;
  expect(data.tables.consents).toHaveLength(3);
});

it('records the consent an office volunteer confirms at registration, as given through the office', async () => {
  const volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
  const email = `kumar.${crypto.randomBytes(3).toString('hex')}@example.org`;
  const res = await inject(
    volunteer,
    'POST',
    '/api/sso/createProfile',
    { firstName: 'Kumar', lastName: 'Swamy', email, countryOfResidence: 'IN' },
    { 'x-center-id': 'in-coimbatore' },
  );
  expect(res.statusCode).toBe(200);
  const id = res.json().payload.profileId as string;
  expect(await consentRows(id)).toEqual([
    { kind: 'registration', granted: true, text: CONSENT_TEXTS.registration, recorded_by: DEMO.volunteer.id },
  ]);
  const kumar = await t.tokenFor(id, email);
  const mine = (await inject(kumar, 'GET', '/api/user/consents')).json().payload.consents;
  expect(mine).toEqual([expect.objectContaining({ kind: 'registration', granted: true, byOffice: true })]);
  // Another person's consents are not in anyone else's answer.
  const others = (await inject(devotee.token, 'GET', '/api/user/consents')).json().payload.consents;
  expect(others.map((c: { kind: string }) => c.kind).sort()).toEqual(['newsletter', 'privacy-terms']);
});

it('records no withdrawal of a newsletter consent that was never given', async () => {
  const u = await buildUser(t, { billingProfile: true });
  const res = await inject(u.token, 'PUT', '/api/user/consents/newsletter', { granted: false });
  expect(res.statusCode).toBe(200);
  expect(res.json().payload.consents).toEqual([]);
  expect(await consentRows(u.id)).toEqual([]);
});

it('billing details saved before consents were kept have theirs on record, so the newsletter can be withdrawn', async () => {
  // The demo devotee's billing details (seeded as saved with both boxes ticked) carry both consents.
  const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  const listed = (await inject(token, 'GET', '/api/user/consents')).json().payload.consents as {
    kind: string;
    granted: boolean;
    text: string;
  }[];
  expect(listed.filter((c) => c.kind !== 'registration')).toEqual([
    expect.objectContaining({ kind: 'newsletter', granted: true, text: CONSENT_TEXTS.newsletter }),
    expect.objectContaining({ kind: 'privacy-terms', granted: true, text: CONSENT_TEXTS['privacy-terms'] }),
  ]);
  // The backfill of deployments with such billing details records them with the texts the form showed.
  const migration = fs.readFileSync(
    path.resolve(import.meta.dirname, '../migrations/20261128T0430_consents_from_billing.sql'),
    'utf8',
  );
  expect(migration).toContain(`'${CONSENT_TEXTS.newsletter}'`);
  expect(migration).toContain(`'${CONSENT_TEXTS['privacy-terms']}'`);
  const client = await t.pool.connect();
  try {
    await client.query('BEGIN');
    const kumar = await buildUser(t, { firstName: 'Kumar', billingProfile: true });
    await client.query('DELETE FROM consents WHERE user_id = $1', [kumar.id]);
    await client.query(
      'UPDATE booking_persons SET subscribed_for_news_letter = true, privacy_terms_accepted = true WHERE sso_id = $1',
      [kumar.id],
    );
    await client.query(migration);
    const rows = await client.query('SELECT kind, granted FROM consents WHERE user_id = $1 ORDER BY kind', [
      kumar.id,
    ]);
    expect(rows.rows).toEqual([
      { kind: 'newsletter', granted: true },
      { kind: 'privacy-terms', granted: true },
    ]);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
  const withdrawn = await inject(token, 'PUT', '/api/user/consents/newsletter', { granted: false });
  expect(withdrawn.statusCode).toBe(200);
});
