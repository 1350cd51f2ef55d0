// The staff console's one authorisation table at work: what each role is offered at a centre (GET /staff/actions),
// each route's own refusals are tried in staff-matrix.test.ts.
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
