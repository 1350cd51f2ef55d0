// GET /staff/roles?center=: the people holding a role at a centre, and the roles the caller may grant and remove
// there (CENTER_ADMIN at their centre, ROLE_ADMINISTRATOR at every centre: docs/decisions.md).
import type { StaffMember, StaffRolesAnswer } from '@sannidhi/domain/contracts/staff-roles';
import type { StaffRole } from '@sannidhi/domain/enums';
import { grantableRoles } from '@sannidhi/domain/staff-access';
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { listCenterNames, listCenterStaff, type CenterStaffRow } from '../../repositories/roles';
import type { AuthContext } from '../../types';
import { requireStaffAction, rolesAtCenter } from './authorize';

export function staffMemberOf(row: CenterStaffRow): StaffMember {
  return {
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles as StaffRole[],
  };
}

/** The centre's name; 404 for a centre that does not exist. */
export async function requireCenter(db: Queryable, centerId: string): Promise<string> {
  const [center] = await listCenterNames(db, [centerId]);
  if (!center) throw notFound('Center not found');
  return center.name;
}

export async function listCenterStaffRoles(
  pool: pg.Pool,
  auth: AuthContext,
  centerId: string,
): Promise<StaffRolesAnswer> {
  await requireStaffAction(pool, auth, 'roles.manage', centerId);
  await requireCenter(pool, centerId);
  const [rows, held] = await Promise.all([
    listCenterStaff(pool, centerId),
    rolesAtCenter(pool, auth.userId, centerId),
  ]);
  return { staff: rows.map(staffMemberOf), grantable: grantableRoles(held) };
}
