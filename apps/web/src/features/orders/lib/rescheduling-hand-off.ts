/** The reschedule hand-off (spec part 2 §3 reschedulingOrderDetails) My Rituals writes for the booking page. */
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { displayVariantName } from '@sannidhi/domain/order-rules';
import type { BookedOption, ReschedulingOrderDetails } from '../../../lib/rescheduling-hand-off';

/** What the booking card holds, option by option (tickets of one card added up): it moves as it is. */
export function bookedOptions(group: readonly OrderView[]): BookedOption[] {
  const byName = new Map<string, BookedOption>();
  for (const v of group.flatMap((o) => o.variants)) {
    const name = displayVariantName(v.name);
    const seen = byName.get(name);
    if (seen) seen.quantity += v.quantity;
    else byName.set(name, { name, quantity: v.quantity, unitPrice: v.unitPrice });
  }
  return [...byName.values()];
}

export function reschedulingOrderDetails(
  order: OrderView,
  group: readonly OrderView[],
): ReschedulingOrderDetails {
  const sisters = group.filter((o) => o.id !== order.id);
  return {
    orderId: order.id,
    bookingId: order.bookingId,
    bookedOptions: bookedOptions(group),
    currency: order.currency,
    itemId: order.itemId,
    sisterOrderIds: sisters.map((o) => o.id),
    sisterOrderMeta: sisters.map((o) => o.meta),
    totPrice: group.reduce((sum, o) => sum + o.totalPrice, 0),
    inPerson: order.inPerson,
    hasPrasadam: order.hasPrasadam,
    prasadamDeliveryAddress: order.prasadamDeliveryAddress,
    meta: order.meta,
    slotId: order.slotId,
    slots: [{ slotId: order.slotId, startTime: order.slotInfo.startTime, variants: order.variants }],
    slotInfo: order.slotInfo,
    ritualStatus: order.status,
    ogSlotInfo: order.ogSlotInfo,
    isCalendarUnlocked: true,
  };
}
