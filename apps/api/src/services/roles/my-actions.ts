// GET /staff/actions: the staff console's pages for the caller at a centre. Anyone signed in may ask; a person
// without a staff role there is answered an empty list. Each staff route still checks its own action.
import { actionsOf, type StaffAction } from '@sannidhi/domain/staff-access';
import type pg from 'pg';
import type { AuthContext } from '../../types';
import { rolesAtCenter } from './authorize';

export async function myStaffActions(
  pool: pg.Pool,
  auth: AuthContext,
  centerId: string,
): Promise<StaffAction[]> {
  return actionsOf(await rolesAtCenter(pool, auth.userId, centerId));
}
