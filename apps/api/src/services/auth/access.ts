// Authorisation rules, explicit and greppable. The back-office header alone grants nothing.
import type pg from 'pg';
import type { AuthContext } from '../../types';
import { forbidden } from '../../errors';
import { isActingForAt } from '../../repositories/volunteer-acting-for';
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

/** Who changes a devotee's details: the devotee themself, or an office volunteer acting for them at a centre. */
export type DetailsActor = { kind: 'self' } | { kind: 'volunteer'; centerId: string };

/**
 * A change to a devotee's own details (billing profile, families): the devotee themself, or an office volunteer
 * acting for them at the centre they work at (`x-center-id`): who holds OFFICE_VOLUNTEER there and looked the devotee
 * up by e-mail (or created their profile) there within VOLUNTEER_ACTING_HOURS. A volunteer of another centre, or
 * without a centre, is refused. The caller audits a volunteer's change at that centre.
 */
export async function requireSelfOrActingVolunteer(
  pool: pg.Pool,
  auth: AuthContext,
  userId: string,
  centerId: string | undefined,
): Promise<DetailsActor> {
  if (auth.userId === userId) return { kind: 'self' };
  if (!centerId) {
    await requireOfficeVolunteer(pool, auth);
    throw forbidden(
      "Choose the centre you are booking at first: an office volunteer changes a devotee's details only at a centre where they are an office volunteer",
    );
  }
  if (!(await isOfficeVolunteer(pool, auth, centerId))) {
    throw forbidden("Only an office volunteer of this centre can change a devotee's details here");
  }
  const acting = await isActingForAt(pool, {
    volunteerId: auth.userId,
    devoteeId: userId,
    centerId,
    hours: VOLUNTEER_ACTING_HOURS,
  });
  if (!acting) {
    throw forbidden(
      'Look the devotee up by e-mail first: an office volunteer changes only the details of the devotee they are booking for',
    );
  }
  return { kind: 'volunteer', centerId };
}

export function requireSelf(auth: AuthContext, userId: string): void {
  if (auth.userId !== userId) throw forbidden('You can only see your own details');
}
