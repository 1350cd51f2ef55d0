// Authorisation rules, explicit and greppable. The back-office header alone grants nothing.
import type pg from 'pg';
import type { AuthContext } from '../../types';
import { forbidden } from '../../errors';
import { hasRole } from '../../repositories/roles';

/** A permitted back-office user: OFFICE_VOLUNTEER at the given centre, or at any centre when none is given. */
export async function isOfficeVolunteer(
  pool: pg.Pool,
  auth: AuthContext,
  centerId?: string,
): Promise<boolean> {
  return hasRole(pool, auth.userId, 'OFFICE_VOLUNTEER', centerId);
}

export async function requireOfficeVolunteer(
  pool: pg.Pool,
  auth: AuthContext,
  centerId?: string,
): Promise<void> {
  if (!(await isOfficeVolunteer(pool, auth, centerId))) {
    throw forbidden('Only office volunteers can do this');
  }
}

/** The user themself, or an office volunteer acting on a devotee's behalf. */
export async function requireSelfOrVolunteer(
  pool: pg.Pool,
  auth: AuthContext,
  userId: string,
): Promise<void> {
  if (auth.userId === userId) return;
  await requireOfficeVolunteer(pool, auth);
}

export function requireSelf(auth: AuthContext, userId: string): void {
  if (auth.userId !== userId) throw forbidden('You can only see your own details');
}
