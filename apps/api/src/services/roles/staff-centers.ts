// GET /staff/centers?action=: the centres where the caller's roles allow a staff action, for a staff page's centre
// picker. Anyone signed in may ask; a person without such a role is answered an empty list.
import type { StaffCenter } from '@sannidhi/domain/contracts/staff-roles';
import type { StaffAction } from '@sannidhi/domain/staff-access';
import type pg from 'pg';
import { listCenterNames } from '../../repositories/roles';
import type { AuthContext } from '../../types';
import { centersAllowing } from './authorize';

export async function listStaffCenters(
  pool: pg.Pool,
  auth: AuthContext,
  action: StaffAction,
): Promise<StaffCenter[]> {
  const allowed = await centersAllowing(pool, auth, action);
  if (allowed !== 'every' && allowed.length === 0) return [];
  return listCenterNames(pool, allowed);
}
