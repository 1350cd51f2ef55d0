import { api } from '../../../lib/api-client';
import type { Product } from '../../../lib/session-types';

/** `GET /products/list?centerId&backOffice`: the rituals of a centre (back-office ones too in back-office mode). */
export async function getCenterRituals(centerId: string, isBackOffice: boolean): Promise<Product[]> {
  const rituals = await api.get<Product[] | null>('/products/list', {
    query: { centerId, backOffice: isBackOffice },
  });
  return Array.isArray(rituals) ? rituals : [];
}
