import { api } from '../../../lib/api-client';

/** `GET /roles?userId&centerId`: the staff roles of a user at a centre (an empty list when none). */
export async function getUserRoles(userId: string, centerId: string): Promise<string[]> {
  const roles = await api.get<string[] | null>('/roles', { query: { userId, centerId } });
  return Array.isArray(roles) ? roles : [];
}
