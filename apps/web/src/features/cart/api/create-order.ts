import type { CreateOrderAnswer, CreateOrderBody } from '@sannidhi/domain/contracts/order';
import { api } from '../../../lib/api-client';

/** POST /api/order/create: books the cart and opens one payment; idempotent on the body's key. */
export function createOrder(body: CreateOrderBody): Promise<CreateOrderAnswer> {
  return api.post<CreateOrderAnswer>('/order/create', body, { toastOnError: false });
}
