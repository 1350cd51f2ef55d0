/**
 * The query keys of orders, apart from their fetchers: the checkout (api/checkout.ts) invalidates them without
 * loading My Rituals' contracts into the cart.
 */
export type OrderListKind = 'upcoming' | 'past' | 'onHold';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (kind: OrderListKind, ssoId: string, center: string) =>
    [...orderKeys.lists(), kind, ssoId, center] as const,
  refundAmount: (orderIds: readonly string[]) => [...orderKeys.all, 'refundAmount', ...orderIds] as const,
};
