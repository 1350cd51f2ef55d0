import { Product } from '@sannidhi/domain/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /products/{id}` — one ritual with its config (404 when it is not offered to this user). */
export function getRitual(id: string, signal?: AbortSignal): Promise<Product> {
  return api.get(`/products/${encodeURIComponent(id)}`, Product, { signal, toastOnError: false });
}
