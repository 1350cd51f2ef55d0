// The staff console's one authorisation table at work: what each role is offered at a centre (GET /staff/actions),
// and every staff route refusing a caller without a token and a devotee without a staff role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['devotee', 'staff', 'admin', 'volunteer'] as const) {
    tokens[who] = await t.tokenFor(DEMO[who].id, DEMO[who].email);
  }
});
afterAll(() => t.close());

const actionsOf = async (token: string | null, center = 'us-tennessee') =>
  t.app.inject({
    method: 'GET',
    url: `/api/staff/actions?center=${center}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /staff/actions', () => {
  it("answers each role's actions at the centre, and none to a devotee", async () => {
    expect((await actionsOf(tokens.admin!)).json().payload.actions).toEqual([
      'roles.manage',
      'audit.view',
      'analytics.view',
      'catalogue.edit',
      'centre.edit',
      'schedule.edit',
      'day.view',
      'checkin.mark',
      'checkin.undo',
      'prasadam.dispatch',
      'accounts.view',
      'refunds.manage',
      'refunds.approve',
      'devotees.register',
    ]);
    expect((await actionsOf(tokens.staff!)).json().payload.actions).toEqual(['day.view', 'checkin.mark']);
    expect((await actionsOf(tokens.volunteer!)).json().payload.actions).toEqual([
      'devotees.register',
      'booking.forOthers',
    ]);
    expect((await actionsOf(tokens.devotee!)).json().payload.actions).toEqual([]);
    expect((await actionsOf(null)).statusCode).toBe(401);
    expect((await actionsOf(tokens.admin!, '')).statusCode).toBe(400);
  });
});

/** A well-formed body of each staff route that takes one (a malformed body would be refused before the caller). */
const BODIES: Record<string, object> = {
  '/api/staff/refunds/retry': { refundId: '00000000-0000-4000-8000-000000000000' },
  '/api/staff/check-in': {
    center: 'us-tennessee',
    date: '2026-01-01',
    reference: 'ABCDE12345',
    outcome: 'COMPLETED',
  },
  '/api/staff/check-in/undo': { center: 'us-tennessee', reference: 'ABCDE12345', reason: 'Marked in error' },
};

describe('every staff route', () => {
  it('refuses a caller without a token (401) and a devotee without a staff role (403)', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/staff/') && path !== '/api/staff/actions')
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })));
    expect(routes.length).toBeGreaterThan(1);
    for (const { method, path } of routes) {
      const url = `${path}?center=us-tennessee`;
      const payload = method === 'GET' ? undefined : BODIES[path];
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload });
      expect({ path, status: anonymous.statusCode }).toEqual({ path, status: 401 });
      const devotee = await t.app.inject({
        method: method as 'GET',
        url,
        payload,
        headers: { authorization: `Bearer ${tokens.devotee}` },
      });
      // The refund retry finds the refund first (an unknown id is not found for anyone); the others refuse first.
      const refused = path === '/api/staff/refunds/retry' ? 404 : 403;
      expect({ path, status: devotee.statusCode }).toEqual({ path, status: refused });
    }
  });
});
