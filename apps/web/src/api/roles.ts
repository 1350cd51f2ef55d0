/** GET /roles?userId&centerId: the staff roles of a user at a centre (an empty list when none), parsed. */
import { RolesAnswer } from '@sannidhi/domain/contracts/auth';
import { api, type CallOptions } from '../lib/api-client';

export function getUserRoles(userId: string, centerId: string, opts: CallOptions = {}): Promise<string[]> {
  return api.get('/roles', RolesAnswer, { query: { userId, centerId }, ...opts });
}
