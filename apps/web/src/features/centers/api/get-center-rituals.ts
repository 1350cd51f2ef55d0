import { ProductList } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';
import type { Product } from '../../../lib/session-types';

/** `GET /products/list?centerId&backOffice`: the rituals of a centre (back-office ones too in back-office mode). */
export async function getCenterRituals(centerId: string, isBackOffice: boolean): Promise<Product[]> {
  return api.get('/products/list', ProductList, { query: { centerId, backOffice: isBackOffice } });
}
