// Issue "No payment is ever lost", symptom 5: an office volunteer's power over a devotee's details is bound to the
// centre where they hold the role. A volunteer of Coimbatore only (or Tennessee only) changes a devotee's billing
// profile and families only at that centre (x-center-id) after looking the devotee up there; every write endpoint is
// tried from the other centre, without a centre, and before the look-up. A volunteer cannot change the e-mail that
// receives the devotee's receipts. Each change is audited at that centre with the volunteer's name (staff audit page).
// The devotee themself, and a volunteer at the right centre, still can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_CENTER, DEVOTEE_BOOKING_PERSON } from '../src/seed/data/users';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const COIMBATORE = 'in-coimbatore';
const TENNESSEE = DEMO_STAFF_CENTER;
const COIMBATORE_VOLUNTEER = { id: 'SSO-9601', email: 'cbe.volunteer@example.org' };
const TENNESSEE_VOLUNTEER = DEMO_STAFF.find((u) => u.role === 'OFFICE_VOLUNTEER')!;

let t: TestApp;
const token: Record<string, string> = {};
let familyId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.pool.query(
    "INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, 'Kavya', 'Counter')",
    [COIMBATORE_VOLUNTEER.id, COIMBATORE_VOLUNTEER.email],
  );
  await t.pool.query(
    "INSERT INTO user_roles (user_id, center_id, role) VALUES ($1, $2, 'OFFICE_VOLUNTEER')",
    [COIMBATORE_VOLUNTEER.id, COIMBATORE],
  );
  token.cbe = await t.tokenFor(COIMBATORE_VOLUNTEER.id, COIMBATORE_VOLUNTEER.email);
  token.tn = await t.tokenFor(TENNESSEE_VOLUNTEER.id, TENNESSEE_VOLUNTEER.email);
  token.devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  token.admin = await t.tokenFor(DEMO.admin.id, DEMO.admin.email);
  const family = await call('devotee', undefined, 'POST', '/api/family', family_('Devotee Family'));
  expect(family.statusCode).toBe(200);
  familyId = family.json().payload.id;
});
afterAll(() => t.close());

function call(
  who: string,
  center: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token[who]}`, ...(center ? { 'x-center-id': center } : {}) },
  });
}

function family_(name: string) {
  return {
    ssoId: DEMO.devotee.id,
    name,
    prasadamDeliveryAddress: {
      name: 'Lakshmi Narayanan',
      code: '+91',
      phone: '9876543210',
      country: 'IN',
      pinCode: '641001',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      line1: '12/4, 2nd Cross, #5 Main',
      line2: '',
      line3: '',
    },
    palmLeafInfo: {
      members: [{ name: 'Lakshmi', nakshatram: 'Rohini' }],
      nakshatramLanguage: 'sanskrit',
    },
  };
}

const billing = (fields: Record<string, unknown> = {}) => ({ ...DEVOTEE_BOOKING_PERSON, ...fields });

/** Every write a volunteer could reach on the devotee's details. */
const writes = (tag: string) =>
  [
    ['POST /bookingPerson', 'POST', '/api/bookingPerson', billing({ firstName: `Billing${tag}` })],
    ['POST /family', 'POST', '/api/family', family_(`New ${tag}`)],
    ['PUT /family/{id}', 'PUT', `/api/family/${familyId}`, family_(`Edited ${tag}`)],
  ] as const;

const lookUp = (who: string, center: string | undefined) =>
  call(who, center, 'GET', `/api/sso/profileByEmail?email=${encodeURIComponent(DEMO.devotee.email)}`);

async function snapshot() {
  const { rows } = await t.pool.query(
    `SELECT (SELECT to_jsonb(b) - 'updated_at' FROM booking_persons b WHERE sso_id = $1) AS billing,
            (SELECT jsonb_agg(f.name ORDER BY f.name) FROM families f WHERE user_id = $1) AS families,
            (SELECT count(*)::int FROM audit_log WHERE entity IN ('booking_person', 'family')) AS audits`,
    [DEMO.devotee.id],
  );
  return rows[0];
}

describe('an office volunteer of one centre', () => {
  it('cannot look a devotee up at a centre where they hold no role', async () => {
    expect((await lookUp('cbe', TENNESSEE)).statusCode).toBe(403);
    expect((await lookUp('tn', COIMBATORE)).statusCode).toBe(403);
  });

  it('changes nothing from another centre, without a centre, or before looking the devotee up there', async () => {
    const before = await snapshot();
    for (const [who, home, other] of [
      ['cbe', COIMBATORE, TENNESSEE],
      ['tn', TENNESSEE, COIMBATORE],
    ] as const) {
      // Before any look-up at their own centre.
      for (const [name, method, url, body] of writes('early')) {
        const res = await call(who, home, method, url, body);
        expect({ who, name, status: res.statusCode }).toEqual({ who, name, status: 403 });
        expect(res.json().message).toMatch(/^Look the devotee up by e-mail first/);
      }
      // A look-up without a centre reads the profile but lets them change nothing.
      expect((await lookUp(who, undefined)).statusCode).toBe(200);
      // Looked up at home: still nothing from the other centre, nor without a centre.
      expect((await lookUp(who, home)).statusCode).toBe(200);
      for (const [name, method, url, body] of writes('elsewhere')) {
        const there = await call(who, other, method, url, body);
        expect({ who, name, status: there.statusCode }).toEqual({ who, name, status: 403 });
        expect(there.json().message).toBe(
          "Only an office volunteer of this centre can change a devotee's details here",
        );
        const nowhere = await call(who, undefined, method, url, body);
        expect({ who, name, status: nowhere.statusCode }).toEqual({ who, name, status: 403 });
        expect(nowhere.json().message).toMatch(/^Choose the centre you are booking at first/);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('changes the details at their own centre after the look-up, audited there with their name', async () => {
    for (const [who, home, name] of [
      ['cbe', COIMBATORE, `Kavya Counter <${COIMBATORE_VOLUNTEER.email}>`],
      [
        'tn',
        TENNESSEE,
        `${TENNESSEE_VOLUNTEER.firstName} ${TENNESSEE_VOLUNTEER.lastName} <${TENNESSEE_VOLUNTEER.email}>`,
      ],
    ] as const) {
      expect((await lookUp(who, home)).statusCode).toBe(200);
      for (const [endpoint, method, url, body] of writes(who)) {
        const res = await call(who, home, method, url, body);
        expect({ who, endpoint, status: res.statusCode }).toEqual({ who, endpoint, status: 200 });
      }
      const page = await call('admin', undefined, 'GET', `/api/staff/audit?center=${home}`);
      expect(page.statusCode).toBe(200);
      const mine = (page.json().payload.rows as { action: string; actor: string }[]).filter(
        (r) => r.actor === name,
      );
      expect(mine.map((r) => r.action).sort()).toEqual([
        'bookingPerson.save',
        'family.create',
        'family.update',
      ]);
    }
    const { rows } = await t.pool.query(
      "SELECT center_id, count(*)::int AS n FROM audit_log WHERE entity IN ('booking_person', 'family') AND actor_id <> $1 GROUP BY center_id ORDER BY center_id",
      [DEMO.devotee.id],
    );
    expect(rows).toEqual([
      { center_id: COIMBATORE, n: 3 },
      { center_id: TENNESSEE, n: 3 },
    ]);
  });

  it('loses the power with the role', async () => {
    expect((await lookUp('cbe', COIMBATORE)).statusCode).toBe(200);
    await t.pool.query('DELETE FROM user_roles WHERE user_id = $1 AND center_id = $2', [
      COIMBATORE_VOLUNTEER.id,
      COIMBATORE,
    ]);
    try {
      const res = await call('cbe', COIMBATORE, 'PUT', `/api/family/${familyId}`, family_('After removal'));
      expect(res.statusCode).toBe(403);
    } finally {
      await t.pool.query(
        "INSERT INTO user_roles (user_id, center_id, role) VALUES ($1, $2, 'OFFICE_VOLUNTEER')",
        [COIMBATORE_VOLUNTEER.id, COIMBATORE],
      );
    }
  });
});

describe("the devotee's receipt e-mail", () => {
  it('is refused to a volunteer with a message saying the devotee must change it; the devotee can', async () => {
    expect((await lookUp('cbe', COIMBATORE)).statusCode).toBe(200);
    const before = await snapshot();
    for (const email of ['attacker@example.net', 'Devotee+x@example.org']) {
      const res = await call('cbe', COIMBATORE, 'POST', '/api/bookingPerson', billing({ email }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Only the devotee can change the e-mail that receives their receipts (devotee@example.org): ask them to change it in their own profile. Save the other details with the e-mail as it was',
      );
    }
    expect(await snapshot()).toEqual(before);
    // The same address in another case is the same address.
    const same = await call(
      'cbe',
      COIMBATORE,
      'POST',
      '/api/bookingPerson',
      billing({ email: 'DEVOTEE@example.org' }),
    );
    expect(same.statusCode).toBe(200);

    const own = await call(
      'devotee',
      undefined,
      'POST',
      '/api/bookingPerson',
      billing({ email: 'lakshmi@example.org' }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().payload.email).toBe('lakshmi@example.org');
  });

  it('of a devotee without a billing profile yet must be their sign-in e-mail when a volunteer fills it in', async () => {
    await t.pool.query(
      "INSERT INTO users (id, email, first_name, last_name) VALUES ('SSO-9602', 'new.devotee@example.org', 'Gowri', 'New')",
    );
    const lookUpNew = await call(
      'cbe',
      COIMBATORE,
      'GET',
      '/api/sso/profileCheck?email=new.devotee%40example.org',
    );
    // The sandbox knows no such sign-in profile: act for them as a counter registration would.
    expect(lookUpNew.statusCode).toBe(200);
    await t.pool.query(
      "INSERT INTO volunteer_acting_for (volunteer_id, devotee_id, center_id) VALUES ($1, 'SSO-9602', $2)",
      [COIMBATORE_VOLUNTEER.id, COIMBATORE],
    );
    const other = await call(
      'cbe',
      COIMBATORE,
      'POST',
      '/api/bookingPerson',
      billing({ ssoId: 'SSO-9602', email: 'someone.else@example.net' }),
    );
    expect(other.statusCode).toBe(403);
    const ok = await call(
      'cbe',
      COIMBATORE,
      'POST',
      '/api/bookingPerson',
      billing({ ssoId: 'SSO-9602', email: 'new.devotee@example.org' }),
    );
    expect(ok.statusCode).toBe(200);
  });
});

// Issue 26, symptom 1: a devotee with a sign-on profile who never used Sannidhi (the demo's Anita Sharma) is found by
// the registration look-up; the volunteer must then be able to save her billing details (it said "Devotee not found").
describe('a devotee with a sign-on profile who never used Sannidhi', () => {
  const ANITA = { id: 'SSO-1005', email: 'anita@example.org' };
  const users = async (id: string) =>
    (await t.pool.query('SELECT email, first_name, last_name FROM users WHERE id = $1', [id])).rows;

  it('is known here once a volunteer looks her up, and her billing details can be saved for her', async () => {
    await t.pool.query('DELETE FROM users WHERE id = $1', [ANITA.id]);
    const lookUp = await call('cbe', COIMBATORE, 'GET', '/api/sso/profileCheck?email=anita%40example.org');
    expect(lookUp.statusCode).toBe(200);
    expect(await users(ANITA.id)).toEqual([{ email: ANITA.email, first_name: 'Anita', last_name: 'Sharma' }]);
    const saved = await call(
      'cbe',
      COIMBATORE,
      'POST',
      '/api/bookingPerson',
      billing({ ssoId: ANITA.id, email: ANITA.email, firstName: 'Anita', lastName: 'Sharma' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.email).toBe(ANITA.email);
  });

  it('is copied from the sign-on provider when a volunteer acting for her saves and she is not known here yet', async () => {
    await t.pool.query('DELETE FROM users WHERE id = $1', [ANITA.id]);
    await t.pool.query(
      `INSERT INTO volunteer_acting_for (volunteer_id, devotee_id, center_id) VALUES ($1, $2, $3)
       ON CONFLICT (volunteer_id, devotee_id, center_id) DO UPDATE SET started_at = now()`,
      [COIMBATORE_VOLUNTEER.id, ANITA.id, COIMBATORE],
    );
    const saved = await call(
      'cbe',
      COIMBATORE,
      'POST',
      '/api/bookingPerson',
      billing({ ssoId: ANITA.id, email: ANITA.email, firstName: 'Anita', lastName: 'Sharma' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await users(ANITA.id)).toHaveLength(1);
  });

  it('is not copied when her sign-on profile has not accepted the terms (no first name)', async () => {
    const lookUp = await call(
      'cbe',
      COIMBATORE,
      'GET',
      '/api/sso/profileCheck?email=pending.tnc%40example.org',
    );
    expect(lookUp.statusCode).toBe(200);
    expect(await users(lookUp.json().payload.profileId)).toEqual([]);
  });
});
