import type { Center } from '@sannidhi/domain/catalogue';
import { CenterList } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /package/centersByUrlTag?urlTag` — centres offering an event package. */
export function getPackageCenters(urlTag: string, signal?: AbortSignal): Promise<Center[]> {
  return api.get('/package/centersByUrlTag', CenterList, { query: { urlTag }, signal, toastOnError: false });
}
