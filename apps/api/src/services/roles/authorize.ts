// The one authorisation check of the staff console: every staff service calls requireStaffAction first. The table
// itself is packages/domain/src/staff-access.ts (recorded in docs/decisions.md).
import {
  EVERY_CENTER_ROLES,
  mayTakeAction,
  rolesHeldAt,
  type StaffAction,
} from '@sannidhi/domain/staff-access';
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import { forbidden } from '../../errors';
import { listStaffRoles } from '../../repositories/roles';
import type { AuthContext } from '../../types';

// Each check takes the pool, or the client of the caller's transaction (Queryable): a check made inside a
// transaction runs on its own connection, never asking the pool for a second one while it holds the first
// (test/held-client.test.ts).

/** The roles a person holds at a centre, counting ROLE_ADMINISTRATOR granted at any centre. */
export async function rolesAtCenter(db: Queryable, userId: string, centerId: string): Promise<string[]> {
  return rolesHeldAt(await listStaffRoles(db, userId), centerId);
}

export async function mayTakeStaffAction(
  db: Queryable,
  auth: AuthContext,
  action: StaffAction,
  centerId: string,
): Promise<boolean> {
  return mayTakeAction(await rolesAtCenter(db, auth.userId, centerId), action);
}

/** Refuses with 403 unless the caller's roles at the centre allow the action. */
export async function requireStaffAction(
  db: Queryable,
  auth: AuthContext,
  action: StaffAction,
  centerId: string,
): Promise<void> {
  if (!(await mayTakeStaffAction(db, auth, action, centerId))) {
    throw forbidden('Your role at this centre does not allow this');
  }
}

/** The centres where the caller may take the action: every centre for a role that reaches all of them. */
export async function centersAllowing(
  pool: pg.Pool,
  auth: AuthContext,
  action: StaffAction,
): Promise<'every' | string[]> {
  const rows = await listStaffRoles(pool, auth.userId);
  const everywhere = rows.filter((r) => (EVERY_CENTER_ROLES as readonly string[]).includes(r.role));
  if (
    mayTakeAction(
      everywhere.map((r) => r.role),
      action,
    )
  )
    return 'every';
  const centers = new Set(rows.filter((r) => mayTakeAction([r.role], action)).map((r) => r.centerId));
  return [...centers];
}
