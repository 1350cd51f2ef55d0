import type { Product } from '@sannidhi/domain/catalogue';
import { ProductList } from '@sannidhi/domain/contracts/catalogue';
import { api, type ApiRequestOptions } from '../../../lib/api-client';

/** `GET /products/list?centerId&backOffice` — the rituals of a centre (back-office ones for volunteers). */
export function getCenterRituals(
  centerId: string,
  backOffice: boolean,
  options: Pick<ApiRequestOptions, 'signal' | 'silent'> = {},
): Promise<Product[]> {
  return api.get('/products/list', ProductList, { query: { centerId, backOffice }, ...options });
}
