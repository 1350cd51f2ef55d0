/**
 * My Rituals fetchers (spec part 2 §7): one fetcher per endpoint, each answer parsed with the domain contract, a
 * query-key factory, query options for the three lists, and mutation hooks that invalidate what they change.
 */
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_PAGE_SIZE } from '@sannidhi/domain/constants';
import {
  CancelOrderAnswer,
  HoldOrderAnswer,
  OrderList,
  RefundAmountAnswer,
  RescheduleOrderAnswer,
  type OrderView,
  type RescheduleOrderBody,
} from '@sannidhi/domain/contracts/my-orders';
import { api } from '../lib/api-client';
import { orderKeys, type OrderListKind } from './order-keys';

export { orderKeys, type OrderListKind };

const LIST_PATHS: Record<OrderListKind, string> = {
  upcoming: '/order/listUpcoming',
  past: '/order/listPast',
  onHold: '/order/listOnHold',
};

/** GET /order/listUpcoming | listPast | listOnHold — one page. Failures are only logged (spec part 2 §8). */
export async function getOrderPage(
  kind: OrderListKind,
  params: { ssoId: string; center: string; offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<OrderView[]> {
  return api.get(LIST_PATHS[kind], OrderList, {
    query: {
      limit: params.limit ?? ORDER_PAGE_SIZE,
      offset: params.offset,
      ssoId: params.ssoId,
      center: params.center,
    },
    signal,
    silent: true,
    toastOnError: false,
  });
}

/** Infinite list: a page shorter than the page size ends paging. */
export function orderListOptions(kind: OrderListKind, ssoId: string, center: string) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(kind, ssoId, center),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getOrderPage(kind, { ssoId, center, offset: pageParam }, signal);
      } catch (err) {
        console.error(`Loading ${kind} orders failed`, err);
        throw err;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < ORDER_PAGE_SIZE ? undefined : pages.reduce((n, p) => n + p.length, 0),
    enabled: Boolean(ssoId && center),
  });
}

/** PUT /order/hold — one call per order; the server holds its sister orders with it. */
export async function holdOrder(orderId: string) {
  return api.put('/order/hold', HoldOrderAnswer, { orderId }, { toastOnError: false });
}

/** POST /order/reschedule. */
export async function rescheduleOrder(body: RescheduleOrderBody) {
  return api.post('/order/reschedule', RescheduleOrderAnswer, body, { toastOnError: false });
}

/** POST /order/cancel {orderIds} — answers payload.bookingId. */
export async function cancelOrders(orderIds: readonly string[]) {
  return api.post('/order/cancel', CancelOrderAnswer, { orderIds }, { toastOnError: false });
}

/** GET /order/getRefundAmount?orderIds=…&orderIds=… — payload.refundAmount. */
export async function getRefundAmount(orderIds: readonly string[], signal?: AbortSignal) {
  return api.get('/order/getRefundAmount', RefundAmountAnswer, {
    query: { orderIds },
    signal,
    silent: true,
    toastOnError: false,
  });
}

export function refundAmountOptions(orderIds: readonly string[], enabled: boolean) {
  return {
    queryKey: orderKeys.refundAmount(orderIds),
    queryFn: ({ signal }: { signal: AbortSignal }) => getRefundAmount(orderIds, signal),
    enabled: enabled && orderIds.length > 0,
  };
}

function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

export function useHoldOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: holdOrder, onSettled: invalidate });
}

/**
 * The booking page moves the order while My Rituals is off screen: lists it kept would show the old date when
 * /account opens again, until their refetch of every page ends (seconds on a long list). They are dropped instead,
 * so My Rituals loads afresh and never shows a moved booking where it was.
 */
export function useRescheduleOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleOrder,
    onSettled: () => queryClient.resetQueries({ queryKey: orderKeys.all }),
  });
}

export function useCancelOrders() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: cancelOrders, onSettled: invalidate });
}
