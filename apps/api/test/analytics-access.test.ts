// Analytics events: each administrator reads only the events of their own centres, and the keys that say who, where
// and through which office are set by the server, never taken from a browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildCenter } from './factories/centers';
import { buildUser, type BuiltUser } from './factories/users';

let t: TestApp;
/** Two centres of this file's own: the devotee's events go to both; the admin runs the second. */
let coimbatore: string;
let chennai: string;
let devoteeUser: BuiltUser;
let devotee: string;
let volunteer: string;
let chennaiAdmin: string;
let roleAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  coimbatore = (await buildCenter(t.pool)).centerId;
  chennai = (await buildCenter(t.pool)).centerId;
  devoteeUser = await buildUser(t);
  devotee = devoteeUser.token;
  ({ token: volunteer } = await buildUser(t, { roles: [{ centerId: chennai, role: 'OFFICE_VOLUNTEER' }] }));
  ({ token: chennaiAdmin } = await buildUser(t, { roles: [{ centerId: chennai, role: 'CENTER_ADMIN' }] }));
  ({ token: roleAdmin } = await buildUser(t, { roles: [{ centerId: chennai, role: 'ROLE_ADMINISTRATOR' }] }));
});
afterAll(() => t.close());

const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });

describe('POST /analytics/events', () => {
  it('drops the server-set keys and the Back Office label a devotee writes; keeps a campaign source', async () => {
    const sent = await inject(devotee, 'POST', '/analytics/events', {
      name: 'add to cart',
      centerId: coimbatore,
      properties: {
        productId: 'forged-check',
        selection_source: 'Back Office',
        userId: 'SSO-FORGED',
        center_id: 'forged-centre',
        utm_source: 'newsletter',
      },
    });
    expect(sent.statusCode).toBe(200);
    const campaign = await inject(devotee, 'POST', '/analytics/events', {
      name: 'add to cart',
      centerId: coimbatore,
      properties: { productId: 'campaign-check', selection_source: 'temple-poster' },
    });
    expect(campaign.statusCode).toBe(200);
    const { rows } = await t.pool.query<{ user_id: string; center_id: string; properties: object }>(
      "SELECT user_id, center_id, properties FROM analytics_events WHERE properties->>'productId' IN ('forged-check', 'campaign-check') ORDER BY id",
    );
    expect(rows).toEqual([
      {
        user_id: devoteeUser.id,
        center_id: coimbatore,
        properties: { productId: 'forged-check', utm_source: 'newsletter' },
      },
      {
        user_id: devoteeUser.id,
        center_id: coimbatore,
        properties: { productId: 'campaign-check', selection_source: 'temple-poster' },
      },
    ]);
  });

  it('labels a verified office volunteer Back Office, and refuses an unknown centre', async () => {
    const labelled = await inject(
      volunteer,
      'POST',
      '/analytics/events',
      { name: 'checkout', centerId: chennai, properties: { productId: 'volunteer-check' } },
      { 'x-back-office': 'true' },
    );
    expect(labelled.statusCode).toBe(200);
    const { rows } = await t.pool.query(
      "SELECT properties->>'selection_source' AS source FROM analytics_events WHERE properties->>'productId' = 'volunteer-check'",
    );
    expect(rows).toEqual([{ source: 'Back Office' }]);

    const unknown = await inject(devotee, 'POST', '/analytics/events', {
      name: 'checkout',
      centerId: 'no-such-centre',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'centerId: no such centre' });
  });
});

describe('GET /analytics/events', () => {
  it("shows a centre admin their own centre's events only, and refuses another centre by name", async () => {
    await inject(devotee, 'POST', '/analytics/events', {
      name: 'checkout',
      centerId: chennai,
      properties: { productId: 'chennai-event' },
    });
    const own = await inject(chennaiAdmin, 'GET', '/analytics/events?limit=500');
    expect(own.statusCode).toBe(200);
    const centers = new Set(own.json().payload.map((e: { centerId: string }) => e.centerId));
    expect([...centers]).toEqual([chennai]);

    const other = await inject(chennaiAdmin, 'GET', `/analytics/events?center=${coimbatore}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only administrators of this centre can list its analytics events');
  });

  it('shows a role administrator every centre, and refuses a devotee and a volunteer', async () => {
    const every = await inject(roleAdmin, 'GET', '/analytics/events?limit=500');
    const centers = new Set(every.json().payload.map((e: { centerId: string }) => e.centerId));
    expect(centers.has(coimbatore) && centers.has(chennai)).toBe(true);
    expect((await inject(devotee, 'GET', '/analytics/events')).statusCode).toBe(403);
    expect((await inject(volunteer, 'GET', '/analytics/events')).statusCode).toBe(403);
  });
});
