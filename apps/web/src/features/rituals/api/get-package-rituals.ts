import type { Product } from '@sannidhi/domain/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /package/ritualsByUrlTag?urlTag&centerId` — the rituals of an event package at one centre. */
export function getPackageRituals(
  urlTag: string,
  centerId: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  return api.get<Product[]>('/package/ritualsByUrlTag', {
    query: { urlTag, centerId },
    signal,
    toastOnError: false,
  });
}
