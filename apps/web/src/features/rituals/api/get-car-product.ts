import { CarProduct } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /products/car?globalType&centerId` — the car ritual of a centre; 404 "Ritual not found" when it has none. */
export function getCarProduct(
  globalType: string,
  centerId: string,
  signal?: AbortSignal,
): Promise<{ id: string }> {
  return api.get('/products/car', CarProduct, {
    query: { globalType, centerId },
    signal,
    toastOnError: false,
  });
}
