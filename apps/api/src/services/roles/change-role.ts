// POST /staff/roles and /staff/roles/remove: a centre admin grants and removes the duty roles of their centre, a
// role administrator any role at any centre (docs/decisions.md, "Staff roles and duties"). Both are idempotent,
// both are audited, and nobody removes the last role that lets them manage roles at the centre. Role changes are
// serialised and the caller's roles read again under the lock, so two admins cannot remove each other at once.
import type {
  AssignRoleBody,
  RemoveRoleBody,
  RoleChangeAnswer,
} from '@sannidhi/domain/contracts/staff-roles';
import { grantableRoles, mayTakeAction, rolesHeldAt } from '@sannidhi/domain/staff-access';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import {
  deleteRole,
  insertRole,
  listCenterStaff,
  listStaffRoles,
  lockRoleChanges,
  type RoleGrant,
} from '../../repositories/roles';
import { findUserByEmail, findUserById, type UserRow } from '../../repositories/users';
import type { AuthContext } from '../../types';
import { requireStaffAction } from './authorize';
import { requireCenter, staffMemberOf } from './center-staff';

interface Ctx {
  requestId: string;
}

/** Under the lock: the caller's roles at the centre as they stand now, refused unless they may change this role. */
async function requireGrantable(client: pg.PoolClient, auth: AuthContext, centerId: string, role: string) {
  const held = rolesHeldAt(await listStaffRoles(client, auth.userId), centerId);
  if (!mayTakeAction(held, 'roles.manage')) throw forbidden('Your role at this centre does not allow this');
  if (!(grantableRoles(held) as readonly string[]).includes(role)) {
    throw forbidden(`Only a role administrator can grant or remove ${role}`);
  }
}

/** The answer of a change: audited when it changed anything, with the member's roles at the centre after it. */
async function answerOf(
  client: pg.PoolClient,
  changed: boolean,
  user: UserRow,
  grant: RoleGrant,
  audit: { actorId: string; action: 'role.grant' | 'role.remove'; requestId: string },
): Promise<RoleChangeAnswer> {
  if (changed) {
    await writeAudit(client, {
      ...audit,
      entity: 'user_role',
      entityId: user.id,
      data: { center: grant.centerId, role: grant.role, email: user.email },
    });
  }
  const [row] = await listCenterStaff(client, grant.centerId, user.id);
  const member = row
    ? staffMemberOf(row)
    : { userId: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, roles: [] };
  return { changed, member };
}

export async function assignStaffRole(
  pool: pg.Pool,
  auth: AuthContext,
  body: AssignRoleBody,
  ctx: Ctx,
): Promise<RoleChangeAnswer> {
  await requireStaffAction(pool, auth, 'roles.manage', body.center);
  await requireCenter(pool, body.center);
  return withTransaction(pool, async (client) => {
    await lockRoleChanges(client);
    await requireGrantable(client, auth, body.center, body.role);
    const user = await findUserByEmail(client, body.email);
    if (!user) {
      throw notFound(
        `No Sannidhi user signs in with ${body.email}: ask them to sign in once, then add the role`,
      );
    }
    const grant = { userId: user.id, centerId: body.center, role: body.role };
    return answerOf(client, await insertRole(client, grant), user, grant, {
      actorId: auth.userId,
      action: 'role.grant',
      requestId: ctx.requestId,
    });
  });
}

export async function removeStaffRole(
  pool: pg.Pool,
  auth: AuthContext,
  body: RemoveRoleBody,
  ctx: Ctx,
): Promise<RoleChangeAnswer> {
  await requireStaffAction(pool, auth, 'roles.manage', body.center);
  const centerName = await requireCenter(pool, body.center);
  const user = await findUserById(pool, body.userId);
  if (!user) throw notFound('User not found');
  return withTransaction(pool, async (client) => {
    await lockRoleChanges(client);
    if (user.id === auth.userId) {
      const rest = (await listStaffRoles(client, user.id)).filter(
        (g) => !(g.centerId === body.center && g.role === body.role),
      );
      if (!mayTakeAction(rolesHeldAt(rest, body.center), 'roles.manage')) {
        throw conflict(
          `You cannot remove your own last admin role at ${centerName}: ask another administrator to do it`,
        );
      }
    }
    await requireGrantable(client, auth, body.center, body.role);
    const grant = { userId: user.id, centerId: body.center, role: body.role };
    return answerOf(client, await deleteRole(client, grant), user, grant, {
      actorId: auth.userId,
      action: 'role.remove',
      requestId: ctx.requestId,
    });
  });
}
