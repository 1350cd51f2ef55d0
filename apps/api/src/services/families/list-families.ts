import type { FamilyAnswer } from '@sannidhi/domain/contracts/family';
import type pg from 'pg';
import type { AuthContext } from '../../plugins/auth';
import { listFamilies } from '../../repositories/families';
import { requireSelfOrVolunteer } from '../auth/access';
import { familyAnswer } from './family-answer';

/** `GET /family/list?ssoId`: the devotee's own families (or, for an office volunteer, the devotee's they book for). */
export async function listFamiliesOf(
  pool: pg.Pool,
  auth: AuthContext,
  ssoId: string,
): Promise<FamilyAnswer[]> {
  await requireSelfOrVolunteer(pool, auth, ssoId);
  return (await listFamilies(pool, ssoId)).map(familyAnswer);
}
