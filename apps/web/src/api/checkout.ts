/**
 * The cart's checkout (spec part 1 §2, §7): POST /order/create, its answer parsed with the domain contract. A new
 * booking changes My Rituals' lists, so the mutation invalidates every order query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateOrderAnswer, type CreateOrderBody } from '@sannidhi/domain/contracts/order';
import { api } from '../lib/api-client';
import { orderKeys } from './order-keys';

/**
 * POST /order/create: books the cart and opens one payment; idempotent on the body's key. The byPassValue header
 * asks that an office volunteer may book past a ritual's cut-off (the api grants it to volunteers only).
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

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, bypassCutOff }: { body: CreateOrderBody; bypassCutOff: boolean }) =>
      createOrder(body, { bypassCutOff }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
