import { CreateOrderAnswer, type CreateOrderBody } from '@sannidhi/domain/contracts/order';
import { api } from '../../../lib/api-client';

/**
 * POST /api/order/create: books the cart and opens one payment; idempotent on the body's key. The byPassValue
 * header asks that an office volunteer may book past a ritual's cut-off (the api grants it to volunteers only).
 */
export function createOrder(
  body: CreateOrderBody,
  opts: { bypassCutOff: boolean },
): Promise<CreateOrderAnswer> {
  return api.post('/order/create', CreateOrderAnswer, body, {
    toastOnError: false,
    headers: { byPassValue: String(opts.bypassCutOff) },
  });
}
