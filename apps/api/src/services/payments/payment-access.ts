import type pg from 'pg';
import type { AuthContext } from '../../types';
import { notFound } from '../../errors';
import { isOfficeVolunteer } from '../auth/access';

/**
 * A payment is seen by its devotee, the volunteer who booked it, or an office volunteer of its centre. To anyone else
 * it answers 404 with the same message as a missing one, so that ids cannot be probed.
 */
export async function requirePaymentAccess(
  pool: pg.Pool,
  auth: AuthContext,
  payment: { user_id: string; booked_by: string | null; center_id: string },
  notFoundMessage: string,
): Promise<void> {
  if (payment.user_id === auth.userId || payment.booked_by === auth.userId) return;
  if (await isOfficeVolunteer(pool, auth, payment.center_id)) return;
  throw notFound(notFoundMessage);
}
