// GET /staff/centers?action=: the centres where the caller's roles allow a staff action, for a staff page's centre
// picker. Anyone signed in may ask; a person without such a role is answered an empty list.
import type { StaffCenter } from '@sannidhi/domain/contracts/staff-roles';
import type { StaffAction } from '@sannidhi/domain/staff-access';
import type pg from 'pg';
import { listCentreNames } from '../../repositories/roles';
import type { AuthContext } from '../../types';
import { centresAllowing } from './authorize';

export async function listStaffCentres(
  pool: pg.Pool,
  auth: AuthContext,
  action: StaffAction,
): Promise<StaffCenter[]> {
  const allowed = await centresAllowing(pool, auth, action);
  if (allowed !== 'every' && allowed.length === 0) return [];
  return listCentreNames(pool, allowed);
}
