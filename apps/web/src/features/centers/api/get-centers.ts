import { CenterList } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';
import type { Center } from '../../../lib/session-types';

/** `GET /centers/list`: every centre. Silent: the screen shows skeleton cards while it loads. */
export async function getCenters(signal?: AbortSignal): Promise<Center[]> {
  return api.get('/centers/list', CenterList, { signal, silent: true });
}
