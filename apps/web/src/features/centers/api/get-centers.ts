import { api } from '../../../lib/api-client';
import type { Center } from '../../../lib/session-types';

/** `GET /centers/list`: every centre. Silent: the screen shows skeleton cards while it loads. */
export async function getCenters(signal?: AbortSignal): Promise<Center[]> {
  const centers = await api.get<Center[] | null>('/centers/list', { signal, silent: true });
  return Array.isArray(centers) ? centers : [];
}
