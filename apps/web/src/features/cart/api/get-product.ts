import { Product } from '@sannidhi/domain/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/products/{id}: a ritual missing from the session's list of the current centre. */
export function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return api.get(`/products/${encodeURIComponent(productId)}`, Product, {
    signal,
    silent: true,
    toastOnError: false,
  });
}
