import type { Product } from '@sannidhi/domain/catalogue';
import { ProductList } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /package/ritualsByUrlTag?urlTag&centerId` — the rituals of an event package at one centre. */
export function getPackageRituals(
  urlTag: string,
  centerId: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  return api.get('/package/ritualsByUrlTag', ProductList, {
    query: { urlTag, centerId },
    signal,
    toastOnError: false,
  });
}
