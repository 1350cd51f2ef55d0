// Authorisation rules, explicit and greppable. The back-office header alone grants nothing.
import type pg from 'pg';
import type { AuthContext } from '../../types';
import { forbidden } from '../../errors';
import { isActingFor } from '../../repositories/acting-for';
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

/** How long a look-up lets an office volunteer change the devotee's details. */
export const VOLUNTEER_ACTING_HOURS = 12;

/**
 * A change to a devotee's own details (billing profile, families): the devotee themself, or an office volunteer who
 * is booking for them — who looked them up by e-mail or created their profile within VOLUNTEER_ACTING_HOURS.
 * Answers whether it is a volunteer acting (the caller audits it).
 */
export async function requireSelfOrActingVolunteer(
  pool: pg.Pool,
  auth: AuthContext,
  userId: string,
): Promise<'self' | 'volunteer'> {
  if (auth.userId === userId) return 'self';
  await requireOfficeVolunteer(pool, auth);
  if (!(await isActingFor(pool, auth.userId, userId, VOLUNTEER_ACTING_HOURS))) {
    throw forbidden(
      'Look the devotee up by e-mail first: an office volunteer changes only the details of the devotee they are booking for',
    );
  }
  return 'volunteer';
}

export function requireSelf(auth: AuthContext, userId: string): void {
  if (auth.userId !== userId) throw forbidden('You can only see your own details');
}
