// Role assignment in the staff console: a centre admin grants and removes the duty roles of their own centre, a role
// administrator any role at any centre; every change is audited; nobody locks themselves out. The access of every
// caller to these routes is tried in staff-matrix.test.ts. Also the demo account per staff role of the seed.
import { StaffRole } from '@sannidhi/domain/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_CENTER } from '../src/seed/data/users';
import { lockRoleChanges } from '../src/repositories/roles';
import { addDemoStaff } from '../src/seed/demo';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const HOME = DEMO_STAFF_CENTER;
const OTHER = 'in-coimbatore';
const demo = (role: string) => DEMO_STAFF.find((u) => u.role === role)!;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of DEMO_STAFF) tokens[u.role] = await t.tokenFor(u.id, u.email);
  tokens.devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
const grant = (who: string, body: { center: string; email: string; role: string }) =>
  call(who, 'POST', '/api/staff/roles', body);
const remove = (who: string, body: { center: string; userId: string; role: string }) =>
  call(who, 'POST', '/api/staff/roles/remove', body);
const rolesOf = async (userId: string, center: string) =>
  (
    await t.pool.query<{ role: string }>(
      'SELECT role FROM user_roles WHERE user_id = $1 AND center_id = $2 ORDER BY role',
      [userId, center],
    )
  ).rows.map((r) => r.role);
const auditOf = async (userId: string) =>
  (
    await t.pool.query<{ actor_id: string; action: string; data: Record<string, string> }>(
      "SELECT actor_id, action, data FROM audit_log WHERE entity = 'user_role' AND entity_id = $1 ORDER BY id",
      [userId],
    )
  ).rows;

describe('demo staff accounts', () => {
  it('has one account per staff role, holding just that role at the demo centre', async () => {
    expect(DEMO_STAFF.map((u) => u.role)).toEqual(StaffRole.options);
    for (const u of DEMO_STAFF)
      expect({ u: u.id, roles: await rolesOf(u.id, HOME) }).toEqual({ u: u.id, roles: [u.role] });
    expect(demo('RITUAL_SCHEDULER')).toMatchObject({
      email: 'demo.ritual-scheduler@example.org',
      firstName: 'Demo',
      lastName: 'Ritual Scheduler',
    });
  });

  it('seeds idempotently and leaves a removed role removed', async () => {
    const packer = demo('PRASADAM_PACKING_VOLUNTEER');
    await t.pool.query('DELETE FROM user_roles WHERE user_id = $1', [packer.id]);
    expect(await addDemoStaff(t.pool)).toEqual({ added: 0 });
    expect(await rolesOf(packer.id, HOME)).toEqual([]);
    await t.pool.query('INSERT INTO user_roles VALUES ($1, $2, $3)', [packer.id, HOME, packer.role]);
  });
});

describe('GET /staff/centers', () => {
  const centers = async (who: string, action = 'roles.manage') => {
    const res = await call(who, 'GET', `/api/staff/centers?action=${action}`);
    return res.statusCode === 200
      ? (res.json().payload.centers as { id: string }[]).map((c) => c.id)
      : res.statusCode;
  };

  it("answers the centres where the caller's roles allow the action", async () => {
    expect(await centers('CENTER_ADMIN')).toEqual([HOME]);
    const every = await centers('ROLE_ADMINISTRATOR');
    expect(every).toContain(HOME);
    expect(every).toContain(OTHER);
    expect(await centers('SEVAKA')).toEqual([]);
    expect(await centers('SEVAKA', 'day.view')).toEqual([HOME]);
    expect(await centers('devotee')).toEqual([]);
    const bad = await call('CENTER_ADMIN', 'GET', '/api/staff/centers?action=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /staff/roles', () => {
  it("lists the centre's staff with their roles, and what the caller may grant", async () => {
    const res = await call('CENTER_ADMIN', 'GET', `/api/staff/roles?center=${HOME}`);
    expect(res.statusCode).toBe(200);
    const { staff, grantable } = res.json().payload;
    expect(staff).toContainEqual({
      userId: demo('RITUAL_SCHEDULER').id,
      email: 'demo.ritual-scheduler@example.org',
      firstName: 'Demo',
      lastName: 'Ritual Scheduler',
      roles: ['RITUAL_SCHEDULER'],
    });
    // admin@example.org is centre admin at every centre, so at this one too.
    expect(staff.find((s: { userId: string }) => s.userId === DEMO.admin.id).roles).toEqual(['CENTER_ADMIN']);
    expect(grantable).not.toContain('CENTER_ADMIN');
    expect(grantable).not.toContain('ROLE_ADMINISTRATOR');
    expect(grantable).toContain('RITUAL_ASSISTANT');
    const byRoleAdmin = await call('ROLE_ADMINISTRATOR', 'GET', `/api/staff/roles?center=${OTHER}`);
    expect(byRoleAdmin.json().payload.grantable).toEqual(StaffRole.options);
    // Only the people with a role at that centre: the demo staff are at Tennessee.
    const ids = byRoleAdmin.json().payload.staff.map((s: { userId: string }) => s.userId);
    expect(ids).toContain(DEMO.admin.id);
    expect(ids).not.toContain(demo('RITUAL_SCHEDULER').id);
  });

  it("refuses another centre's admin, and answers 404 for a centre that does not exist", async () => {
    const other = await call('CENTER_ADMIN', 'GET', `/api/staff/roles?center=${OTHER}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Your role at this centre does not allow this' });
    const none = await call('ROLE_ADMINISTRATOR', 'GET', '/api/staff/roles?center=atlantis');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Center not found' });
  });
});

describe('POST /staff/roles and /staff/roles/remove', () => {
  it('grants a role by e-mail (any case), audited once; granting it again changes nothing', async () => {
    const sevaka = demo('SEVAKA');
    const body = { center: HOME, email: '  DEMO.Sevaka@Example.org ', role: 'RITUAL_ASSISTANT_VOLUNTEER' };
    const res = await grant('CENTER_ADMIN', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({
      changed: true,
      member: {
        userId: sevaka.id,
        email: sevaka.email,
        firstName: 'Demo',
        lastName: 'Sevaka',
        roles: ['RITUAL_ASSISTANT_VOLUNTEER', 'SEVAKA'],
      },
    });
    expect(await rolesOf(sevaka.id, HOME)).toEqual(['RITUAL_ASSISTANT_VOLUNTEER', 'SEVAKA']);
    const again = await grant('CENTER_ADMIN', body);
    expect(again.json().payload.changed).toBe(false);
    expect(await auditOf(sevaka.id)).toEqual([
      {
        actor_id: demo('CENTER_ADMIN').id,
        action: 'role.grant',
        data: { center: HOME, role: 'RITUAL_ASSISTANT_VOLUNTEER', email: sevaka.email },
      },
    ]);

    const removed = await remove('CENTER_ADMIN', {
      center: HOME,
      userId: sevaka.id,
      role: 'RITUAL_ASSISTANT_VOLUNTEER',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().payload).toMatchObject({ changed: true, member: { roles: ['SEVAKA'] } });
    expect(await rolesOf(sevaka.id, HOME)).toEqual(['SEVAKA']);
    const twice = await remove('CENTER_ADMIN', {
      center: HOME,
      userId: sevaka.id,
      role: 'RITUAL_ASSISTANT_VOLUNTEER',
    });
    expect(twice.json().payload.changed).toBe(false);
    expect((await auditOf(sevaka.id)).map((a) => [a.action, a.actor_id])).toEqual([
      ['role.grant', demo('CENTER_ADMIN').id],
      ['role.remove', demo('CENTER_ADMIN').id],
    ]);
  });

  it('refuses an unknown user (404), an unknown role and a bad e-mail (400), each with a message', async () => {
    const unknown = await grant('CENTER_ADMIN', {
      center: HOME,
      email: 'nobody@example.org',
      role: 'SEVAKA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message:
        'No Sannidhi user signs in with nobody@example.org: ask them to sign in once, then add the role',
    });
    const gone = await remove('CENTER_ADMIN', { center: HOME, userId: 'SSO-NOBODY', role: 'SEVAKA' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'User not found' });
    for (const res of [
      await grant('CENTER_ADMIN', { center: HOME, email: DEMO.devotee.email, role: 'HEAD_PRIEST' }),
      await remove('CENTER_ADMIN', { center: HOME, userId: DEMO.devotee.id, role: 'HEAD_PRIEST' }),
      await grant('CENTER_ADMIN', { center: HOME, email: 'not-an-email', role: 'SEVAKA' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(await rolesOf(DEMO.devotee.id, HOME)).toEqual([]);
    const atlantis = await grant('ROLE_ADMINISTRATOR', {
      center: 'atlantis',
      email: DEMO.devotee.email,
      role: 'SEVAKA',
    });
    expect(atlantis.statusCode).toBe(404);
  });

  it('keeps the appointment of admins to the role administrator', async () => {
    const devotee = DEMO.devotee;
    for (const role of ['CENTER_ADMIN', 'ROLE_ADMINISTRATOR']) {
      const res = await grant('CENTER_ADMIN', { center: HOME, email: devotee.email, role });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: `Only a role administrator can grant or remove ${role}` });
    }
    const adminOut = await remove('CENTER_ADMIN', {
      center: HOME,
      userId: DEMO.admin.id,
      role: 'CENTER_ADMIN',
    });
    expect(adminOut.statusCode).toBe(403);
    expect(await rolesOf(DEMO.admin.id, HOME)).toEqual(['CENTER_ADMIN']);
    expect(await rolesOf(devotee.id, HOME)).toEqual([]);

    // The role administrator appoints a centre admin at another centre, and removes them.
    const appointed = await grant('ROLE_ADMINISTRATOR', {
      center: OTHER,
      email: devotee.email,
      role: 'CENTER_ADMIN',
    });
    expect(appointed.statusCode).toBe(200);
    expect(await rolesOf(devotee.id, OTHER)).toEqual(['CENTER_ADMIN']);
    expect((await auditOf(devotee.id)).at(-1)).toEqual({
      actor_id: demo('ROLE_ADMINISTRATOR').id,
      action: 'role.grant',
      data: { center: OTHER, role: 'CENTER_ADMIN', email: devotee.email },
    });
    const deposed = await remove('ROLE_ADMINISTRATOR', {
      center: OTHER,
      userId: devotee.id,
      role: 'CENTER_ADMIN',
    });
    expect(deposed.statusCode).toBe(200);
    expect(await rolesOf(devotee.id, OTHER)).toEqual([]);
  });

  it('refuses to remove your own last admin role at the centre, and says so', async () => {
    for (const role of ['CENTER_ADMIN', 'ROLE_ADMINISTRATOR']) {
      const self = demo(role);
      const res = await remove(role, { center: HOME, userId: self.id, role });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'You cannot remove your own last admin role at Sannidhi Tennessee: ask another administrator to do it',
      });
      expect(await rolesOf(self.id, HOME)).toEqual([role]);
    }
    // A role administrator who is also centre admin here may give up the centre role: they still manage roles.
    const roleAdmin = demo('ROLE_ADMINISTRATOR');
    await grant('ROLE_ADMINISTRATOR', { center: HOME, email: roleAdmin.email, role: 'CENTER_ADMIN' });
    const own = await remove('ROLE_ADMINISTRATOR', {
      center: HOME,
      userId: roleAdmin.id,
      role: 'CENTER_ADMIN',
    });
    expect(own.statusCode).toBe(200);
    expect(await rolesOf(roleAdmin.id, HOME)).toEqual(['ROLE_ADMINISTRATOR']);
    // A centre admin removes their own duty role freely.
    const centerAdmin = demo('CENTER_ADMIN');
    await grant('CENTER_ADMIN', { center: HOME, email: centerAdmin.email, role: 'SEVAKA' });
    const duty = await remove('CENTER_ADMIN', { center: HOME, userId: centerAdmin.id, role: 'SEVAKA' });
    expect(duty.json().payload).toMatchObject({ changed: true, member: { roles: ['CENTER_ADMIN'] } });
  });

  it("refuses another centre's roles to a centre admin, and every change to a duty role", async () => {
    const devotee = DEMO.devotee;
    const other = await grant('CENTER_ADMIN', { center: OTHER, email: devotee.email, role: 'SEVAKA' });
    expect(other.statusCode).toBe(403);
    const removeOther = await remove('CENTER_ADMIN', {
      center: OTHER,
      userId: DEMO.staff.id,
      role: 'SEVAKA',
    });
    expect(removeOther.statusCode).toBe(403);
    expect(await rolesOf(DEMO.staff.id, OTHER)).toEqual(['SEVAKA']);
    const bySevaka = await grant('SEVAKA', { center: HOME, email: devotee.email, role: 'SEVAKA' });
    expect(bySevaka.statusCode).toBe(403);
    expect(await rolesOf(devotee.id, OTHER)).toEqual([]);
    expect(await rolesOf(devotee.id, HOME)).toEqual([]);
  });
});

describe('two role administrators removing each other at once', () => {
  const A = { id: 'SSO-RACE-A', email: 'race.a@example.org' };
  const B = { id: 'SSO-RACE-B', email: 'race.b@example.org' };
  const CENTER = 'in-chennai';
  const reset = async () => {
    await t.pool.query('DELETE FROM user_roles WHERE user_id IN ($1, $2)', [A.id, B.id]);
    await t.pool.query(
      "INSERT INTO user_roles (user_id, center_id, role) VALUES ($1, $3, 'ROLE_ADMINISTRATOR'), ($2, $3, 'ROLE_ADMINISTRATOR')",
      [A.id, B.id, CENTER],
    );
  };
  const race = () =>
    Promise.all([
      remove('raceA', { center: CENTER, userId: B.id, role: 'ROLE_ADMINISTRATOR' }),
      remove('raceB', { center: CENTER, userId: A.id, role: 'ROLE_ADMINISTRATOR' }),
    ]);
  const left = async () =>
    (
      await t.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM user_roles WHERE user_id IN ($1, $2) AND role = 'ROLE_ADMINISTRATOR'",
        [A.id, B.id],
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    await t.pool.query('INSERT INTO users (id, email) VALUES ($1, $2), ($3, $4)', [
      A.id,
      A.email,
      B.id,
      B.email,
    ]);
    tokens.raceA = await t.tokenFor(A.id, A.email);
    tokens.raceB = await t.tokenFor(B.id, B.email);
  });

  it('waits for the role-change lock, then lets exactly one through', async () => {
    // The mechanism: while the lock is held elsewhere, neither removal can finish.
    await reset();
    const holder = await t.pool.connect();
    let settled = 0;
    try {
      await holder.query('BEGIN');
      await lockRoleChanges(holder);
      const both = race().then((answers) => {
        settled += 1;
        return answers;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(0);
      await holder.query('COMMIT');
      const statuses = (await both).map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 403]);
    } finally {
      holder.release();
    }
    expect(await left()).toBe(1);

    // And the outcome, raced freely a few times.
    for (let round = 0; round < 5; round += 1) {
      await reset();
      const statuses = (await race()).map((r) => r.statusCode).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [200, 403] });
      expect(await left()).toBe(1);
    }
  });
});
