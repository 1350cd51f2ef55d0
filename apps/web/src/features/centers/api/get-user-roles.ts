import { RolesAnswer } from '@sannidhi/domain/contracts/auth';
import { api } from '../../../lib/api-client';

/** `GET /roles?userId&centerId`: the staff roles of a user at a centre (an empty list when none). */
export async function getUserRoles(userId: string, centerId: string): Promise<string[]> {
  return api.get('/roles', RolesAnswer, { query: { userId, centerId } });
}
