// POST /staff/roles and /staff/roles/remove: a centre admin grants and removes the duty roles of their centre, a
// role administrator any role at any centre (docs/decisions.md, "Staff roles and duties"). Both are idempotent,
// both are audited, and nobody removes the last role that lets them manage roles at the centre.
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
  listCentreStaff,
  listStaffRoles,
  lockUserRoles,
} from '../../repositories/roles';
import { findUserByEmail, findUserById } from '../../repositories/users';
import type { AuthContext } from '../../types';
import { requireStaffAction, rolesAtCentre } from './authorize';
import { requireCentre, staffMemberOf } from './centre-staff';

interface Ctx {
  requestId: string;
}

async function requireGrantable(pool: pg.Pool, auth: AuthContext, centerId: string, role: string) {
  const grantable: readonly string[] = grantableRoles(await rolesAtCentre(pool, auth.userId, centerId));
  if (!grantable.includes(role)) {
    throw forbidden(`Only a role administrator can grant or remove ${role}`);
  }
}

async function memberAfter(
  client: pg.PoolClient,
  user: { id: string; email: string; first_name: string; last_name: string },
  centerId: string,
): Promise<RoleChangeAnswer['member']> {
  const [row] = await listCentreStaff(client, centerId, user.id);
  return row
    ? staffMemberOf(row)
    : { userId: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, roles: [] };
}

export async function assignStaffRole(
  pool: pg.Pool,
  auth: AuthContext,
  body: AssignRoleBody,
  ctx: Ctx,
): Promise<RoleChangeAnswer> {
  await requireStaffAction(pool, auth, 'roles.manage', body.center);
  await requireCentre(pool, body.center);
  await requireGrantable(pool, auth, body.center, body.role);
  const user = await findUserByEmail(pool, body.email);
  if (!user) {
    throw notFound(
      `No Sannidhi user signs in with ${body.email}: ask them to sign in once, then add the role`,
    );
  }
  return withTransaction(pool, async (client) => {
    const changed = await insertRole(client, user.id, body.center, body.role);
    if (changed) {
      await writeAudit(client, {
        actorId: auth.userId,
        action: 'role.grant',
        entity: 'user_role',
        entityId: user.id,
        data: { center: body.center, role: body.role, email: user.email },
        requestId: ctx.requestId,
      });
    }
    return { changed, member: await memberAfter(client, user, body.center) };
  });
}

export async function removeStaffRole(
  pool: pg.Pool,
  auth: AuthContext,
  body: RemoveRoleBody,
  ctx: Ctx,
): Promise<RoleChangeAnswer> {
  await requireStaffAction(pool, auth, 'roles.manage', body.center);
  const centreName = await requireCentre(pool, body.center);
  const user = await findUserById(pool, body.userId);
  if (!user) throw notFound('User not found');
  return withTransaction(pool, async (client) => {
    if (user.id === auth.userId) {
      await lockUserRoles(client, user.id);
      const rest = (await listStaffRoles(client, user.id)).filter(
        (g) => !(g.centerId === body.center && g.role === body.role),
      );
      if (!mayTakeAction(rolesHeldAt(rest, body.center), 'roles.manage')) {
        throw conflict(
          `You cannot remove your own last admin role at ${centreName}: ask another administrator to do it`,
        );
      }
    }
    await requireGrantable(pool, auth, body.center, body.role);
    const changed = await deleteRole(client, user.id, body.center, body.role);
    if (changed) {
      await writeAudit(client, {
        actorId: auth.userId,
        action: 'role.remove',
        entity: 'user_role',
        entityId: user.id,
        data: { center: body.center, role: body.role, email: user.email },
        requestId: ctx.requestId,
      });
    }
    return { changed, member: await memberAfter(client, user, body.center) };
  });
}
