/**
 * Subscription fetchers (spec part 2 §7): GET /subscription, POST /subscription/cancel, /updateStatus and
 * /editAddress — each answer parsed with the domain contract; mutations invalidate the centre's list.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { DeliveryAddress } from '@sannidhi/domain/address';
import { MessageAnswer, SubscriptionItem } from '@sannidhi/domain/contracts/subscription';
import { api } from '../lib/api-client';

export type { SubscriptionItem };

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: (center: string) => [...subscriptionKeys.all, 'list', center] as const,
};

/** GET /subscription?center. */
export async function getSubscriptions(center: string, signal?: AbortSignal): Promise<SubscriptionItem[]> {
  return api.get('/subscription', z.array(SubscriptionItem), {
    query: { center },
    signal,
    silent: true,
    toastOnError: false,
  });
}

export function subscriptionListOptions(center: string) {
  return queryOptions({
    queryKey: subscriptionKeys.list(center),
    queryFn: async ({ signal }) => {
      try {
        return await getSubscriptions(center, signal);
      } catch (err) {
        console.error('Loading subscriptions failed', err);
        throw err;
      }
    },
    enabled: Boolean(center),
  });
}

/** POST /subscription/cancel — errors only logged (spec part 2 §8). */
export async function cancelSubscription(subscriptionId: string) {
  return api.post('/subscription/cancel', MessageAnswer, { subscriptionId }, { toastOnError: false });
}

/** POST /subscription/updateStatus — the answer's message is the success toast. */
export async function updateSubscriptionStatus(subscriptionId: string, status: 'ACTIVE' | 'PAUSED') {
  return api.post(
    '/subscription/updateStatus',
    MessageAnswer,
    { subscriptionId, status },
    { toastOnError: false },
  );
}

/** POST /subscription/editAddress — the answer's message is the success toast. */
export async function editSubscriptionAddress(
  subscriptionId: string,
  address: Omit<DeliveryAddress, 'usShippingDetails'>,
) {
  return api.post(
    '/subscription/editAddress',
    MessageAnswer,
    { subscriptionId, address },
    { toastOnError: false },
  );
}

function useInvalidate(center: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: subscriptionKeys.list(center) });
}

export function useCancelSubscription(center: string) {
  const invalidate = useInvalidate(center);
  return useMutation({ mutationFn: cancelSubscription, onSettled: invalidate });
}

export function useUpdateSubscriptionStatus(center: string) {
  const invalidate = useInvalidate(center);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'ACTIVE' | 'PAUSED' }) =>
      updateSubscriptionStatus(id, status),
    onSettled: invalidate,
  });
}

export function useEditSubscriptionAddress(center: string) {
  const invalidate = useInvalidate(center);
  return useMutation({
    mutationFn: ({ id, address }: { id: string; address: Omit<DeliveryAddress, 'usShippingDetails'> }) =>
      editSubscriptionAddress(id, address),
    onSettled: invalidate,
  });
}
