// The audit page (staff console): a centre admin reads their own centre's audit log — entries placed at a centre by
// their writer or found from what they are about — filtered by entity, actor and date, newest first, paged on the
// server; another centre's entries never show, and other roles and centres are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildCenter } from './factories/centers';
import { buildUser, type BuiltUser } from './factories/users';

/** This file's own US centre (Central time), another centre, their staff and a devotee. */
let HOME: string;
let OTHER: string;
let ADMIN: BuiltUser;
let ACCOUNTS: BuiltUser;
let DEVOTEE: BuiltUser;
let GRANTEE: BuiltUser;

let t: TestApp;
let admin: string;
let accounts: string;
let orderId: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  HOME = (await buildCenter(t.pool, { country: 'US' })).centerId;
  OTHER = (await buildCenter(t.pool)).centerId;
  const suffix = Math.random().toString(36).slice(2, 8);
  ADMIN = await buildUser(t, {
    email: `center-admin.${suffix}@example.org`,
    firstName: 'Demo',
    lastName: 'Center Admin',
    roles: [{ centerId: HOME, role: 'CENTER_ADMIN' }],
  });
  ACCOUNTS = await buildUser(t, {
    email: `office-accounts-manager.${suffix}@example.org`,
    firstName: 'Demo',
    lastName: 'Office Accounts Manager',
    roles: [{ centerId: HOME, role: 'OFFICE_ACCOUNTS_MANAGER' }],
  });
  DEVOTEE = await buildUser(t);
  GRANTEE = await buildUser(t);
  admin = ADMIN.token;
  accounts = ACCOUNTS.token;
  const { rows } = await t.pool.query<{ d: string }>(
    "SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS d",
  );
  today = rows[0]!.d;
  // A real audited change at the centre: the admin grants a role (entity user_role, the centre in its data).
  const grant = await t.app.inject({
    method: 'POST',
    url: '/api/staff/roles',
    payload: { center: HOME, email: GRANTEE.email, role: 'SEVAKA' },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(grant.statusCode).toBe(200);
  // An order at the centre, and an entry about it written without a centre: the log finds it from the order.
  const slot = await buildRitualWithSlot(t.pool, { centerId: HOME, unitPrice: 2500 });
  const devotee = DEVOTEE.token;
  ({ orderId } = await paidOrder(t, devotee, slot, { centerId: HOME }));
  await t.pool.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, data) VALUES ($1, 'order.note', 'order', $2, '{}')`,
    [ACCOUNTS.id, orderId],
  );
  // Another centre's entry, and 60 old entries at the centre for paging.
  await t.pool.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, data)
     VALUES ($1, 'role.grant', 'user_role', 'SSO-X', jsonb_build_object('center', $2::text, 'role', 'SEVAKA'))`,
    [ADMIN.id, OTHER],
  );
  await t.pool.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, data, created_at)
     SELECT NULL, 'paging.entry', 'paging', n::text, jsonb_build_object('centerId', $1::text, 'n', n),
            timestamptz '2026-03-10 12:00:00+00' + n * interval '1 minute'
     FROM generate_series(1, 60) AS n`,
    [HOME],
  );
});
afterAll(() => t.close());

const get = (token: string | null, query: string) =>
  t.app.inject({
    url: `/api/staff/audit?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the audit page', () => {
  it("lists the centre's entries newest first, with the actor, and none of another centre", async () => {
    const res = await get(admin, `center=${HOME}&from=${today}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().payload;
    expect(page.rows[0]).toMatchObject({
      action: 'order.note',
      entity: 'order',
      entityId: orderId,
      actor: `Demo Office Accounts Manager <${ACCOUNTS.email}>`,
    });
    expect(page.rows).toContainEqual(
      expect.objectContaining({
        action: 'role.grant',
        entity: 'user_role',
        actor: `Demo Center Admin <${ADMIN.email}>`,
        data: expect.objectContaining({ center: HOME, role: 'SEVAKA', email: GRANTEE.email }),
      }),
    );
    expect(page.rows.some((r: { data: { center?: string } }) => r.data.center === OTHER)).toBe(false);
    expect(page.entities).toEqual(expect.arrayContaining(['order', 'paging', 'user_role']));
    expect(page.timezone).toBe('America/Chicago');
  });

  it('filters by entity, actor and date', async () => {
    const byEntity = (await get(admin, `center=${HOME}&entity=user_role`)).json().payload;
    expect(byEntity.rows.length).toBeGreaterThan(0);
    expect(byEntity.rows.every((r: { entity: string }) => r.entity === 'user_role')).toBe(true);
    const byActor = (await get(admin, `center=${HOME}&actor=ACCOUNTS-manager`)).json().payload;
    expect(byActor.rows.map((r: { action: string }) => r.action)).toEqual(['order.note']);
    const byName = (await get(admin, `center=${HOME}&actor=Demo%20Center`)).json().payload;
    expect(byName.rows.map((r: { action: string }) => r.action)).toContain('role.grant');
    const day = (await get(admin, `center=${HOME}&from=2026-03-10&to=2026-03-10&entity=paging`)).json()
      .payload;
    expect(day.total).toBe(60);
    const none = (await get(admin, `center=${HOME}&from=2026-03-11&to=2026-03-11&entity=paging`)).json()
      .payload;
    expect(none).toMatchObject({ total: 0, rows: [] });
  });

  it('pages on the server', async () => {
    const first = (await get(admin, `center=${HOME}&entity=paging`)).json().payload;
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].data.n).toBe(60);
    const second = (await get(admin, `center=${HOME}&entity=paging&page=2`)).json().payload;
    expect(second.rows.map((r: { data: { n: number } }) => r.data.n)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
  });

  it('is the centre admin’s, of their own centre only', async () => {
    expect((await get(admin, `center=${OTHER}`)).statusCode).toBe(403);
    expect((await get(accounts, `center=${HOME}`)).statusCode).toBe(403);
    const devotee = DEVOTEE.token;
    const refused = await get(devotee, `center=${HOME}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your role at this centre does not allow this' });
    expect((await get(null, `center=${HOME}`)).statusCode).toBe(401);
  });

  it('answers bad input 400 with { message }', async () => {
    for (const query of [
      `center=${HOME}&from=2026-13-01`,
      `center=${HOME}&from=2026-03-11&to=2026-03-10`,
      `center=${HOME}&page=0`,
      `center=${HOME}&page=abc`,
      'entity=order',
    ]) {
      const res = await get(admin, query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(typeof res.json().message).toBe('string');
    }
  });
});
