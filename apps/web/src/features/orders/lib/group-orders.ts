/** Booking cards of My Rituals (spec part 2 §2): orders grouped by item and slot, sorted by the variant's number. */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { compareByVariantNumber, isTicketVariant } from '@sannidhi/domain/order-rules';

export interface BookingGroup {
  key: string;
  orders: OrderView[];
}

/** Groups in the order the server listed them; Upcoming leaves out on-hold orders. */
export function groupOrders(orders: readonly OrderView[], hideOnHold: boolean): BookingGroup[] {
  const groups = new Map<string, OrderView[]>();
  for (const order of orders) {
    if (hideOnHold && order.status === 'ON_HOLD') continue;
    const key = `${order.itemId}|${order.slotId}`;
    const group = groups.get(key);
    if (group) group.push(order);
    else groups.set(key, [order]);
  }
  return [...groups].map(([key, list]) => ({ key, orders: [...list].sort(compareByVariantNumber) }));
}

/** Whether the group is a set of grouped tickets (variant names carry the ^#T marker). */
export function isTicketGroup(group: BookingGroup): boolean {
  return group.orders.some((o) => o.variants.some((v) => isTicketVariant(v.name)));
}

/** How many tickets a card holds, in words: "1 ticket", "3 tickets" (shown with i18n._). */
export function ticketCountLabel(count: number): MessageDescriptor {
  return msg({ message: plural(count, { one: '# ticket', other: '# tickets' }) });
}
