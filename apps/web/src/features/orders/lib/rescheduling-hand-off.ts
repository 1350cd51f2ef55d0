/** The reschedule hand-off (spec part 2 §3 reschedulingOrderDetails) carried to the booking page as navigation state. */
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';

export function reschedulingOrderDetails(order: OrderView, group: readonly OrderView[]) {
  const sisters = group.filter((o) => o.id !== order.id);
  return {
    orderId: order.id,
    itemId: order.itemId,
    center: order.center,
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
