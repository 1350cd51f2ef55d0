// The refundable amount of orders (spec part 2 §2 terms): only orders bought under a refund-on-cancel policy, paid,
// and not yet cancelled; from the database, never from the client.
import type { OrderViewRow } from '../../repositories/orders-lists';

export function refundableOrders(orders: readonly OrderViewRow[]): OrderViewRow[] {
  return orders.filter(
    (o) => o.refund_on_cancel && o.payment_status === 'COMPLETED' && o.status !== 'CANCELLED',
  );
}

export function refundableAmount(orders: readonly OrderViewRow[]): number {
  return refundableOrders(orders).reduce((sum, o) => sum + o.total_price, 0);
}
