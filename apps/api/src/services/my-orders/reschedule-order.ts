// POST /order/reschedule: moves an order and its sister orders to a later slot of the same ritual. The old places
// are given back and the new ones taken in one transaction; orders, then slots, are locked in id order so two
// opposite moves cannot deadlock. A request replayed after it succeeded changes nothing.
import type pg from 'pg';
import type { RescheduleOrderAnswer, RescheduleOrderBody } from '@sannidhi/domain/contracts/my-orders';
import type { z } from 'zod';
import { prasadamForSlot } from '@sannidhi/domain/prasadam';
import {
  alreadyMovedMessage,
  rescheduleAvailability,
  rescheduleTargetProblem,
} from '@sannidhi/domain/order-rules';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { AuthContext } from '../../types';
import { writeAudit } from '../../repositories/audit';
import { findOrdersForAction, findSisterOrderIds, moveOrder } from '../../repositories/orders-changes';
import type { OrderViewRow } from '../../repositories/orders-lists';
import { findSlot, lockSlots } from '../../repositories/slots';
import { requireOrderActor } from './order-access';
import { enqueueOrderChangeMail, whenOf } from './order-mails';
import { releaseOrderPlaces, takeOrderPlaces } from './order-places';
import { ruleConfigOf, ruleOrderOf } from './order-view';
import { withTransaction } from '../../db/with-transaction';
import { slotsChanged } from '../../lib/slot-changes';

type Body = z.output<typeof RescheduleOrderBody>;

const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);
const LOCKED_NAMES = 'Names and nakshatram cannot be changed once the booking is complete';

export async function rescheduleOrder(
  pool: pg.Pool,
  auth: AuthContext,
  body: Body,
  ctx: { requestId: string; now?: Date },
): Promise<RescheduleOrderAnswer> {
  const [order] = await findOrdersForAction(pool, [body.orderId], false);
  await requireOrderActor(pool, auth, [body.orderId], order ? [order] : []);
  if (!order) throw notFound(`Order not found: ${body.orderId}`);
  if (order.center_id !== body.center) throw badRequest('center: the order belongs to another centre');
  const slot = await findSlot(pool, body.slotId);
  if (!slot || slot.product_id !== order.product_id) throw badRequest('slotId: not a date of this ritual');
  if (slot.in_person !== body.inPerson) throw badRequest('inPerson: does not match the chosen slot');
  const now = ctx.now ?? new Date();

  const moved = await withTransaction(pool, async (client) => {
    const sisterIds = await findSisterOrderIds(client, order);
    const orders = await findOrdersForAction(client, [...new Set([order.id, ...sisterIds])], true);
    const self = orders.find((o) => o.id === order.id)!;
    const group = orders.filter((o) => o.slot_id === self.slot_id && o.status === self.status);
    const unknownSister = body.sisterOrderIds?.find((id) => !group.some((o) => o.id === id));
    if (unknownSister) throw badRequest(`sisterOrderIds: ${unknownSister} is not a sister order`);
    const answer = {
      orderIds: group.map((o) => o.id),
      slotId: slot.id,
      startTime: slot.start_time.toISOString(),
    };

    // Replayed after it succeeded: the order is already on its new slot.
    const last = self.reschedule_history.at(-1);
    if (
      self.slot_id === slot.id &&
      self.status === 'NOT_COMPLETED' &&
      last?.to === slot.start_time.toISOString()
    )
      return answer;

    // Moved since the devotee chose to reschedule it (another tab or device): say where it is now, move nothing.
    if (body.fromSlotId && body.fromSlotId !== self.slot_id) throw conflict(alreadyMoved(self));

    for (const o of group) checkRules(o, slot.start_time, now);
    checkNames(self, body);
    const hasPrasadam = prasadamForSlot(
      { type: self.product_type, config: self.product_config as never },
      { inPerson: slot.in_person, hasPrasadam: body.hasPrasadam },
    );
    const address = hasPrasadam
      ? ((body.prasadamDeliveryAddress ?? self.prasadam_delivery_address) as Record<string, unknown> | null)
      : null;
    if (hasPrasadam && !String(address?.line1 ?? '').trim())
      throw badRequest('prasadamDeliveryAddress.line1: This field is mandatory');

    const holding = group.filter((o) => o.status !== 'ON_HOLD');
    await lockSlots(client, [slot.id, ...holding.map((o) => o.slot_id)], true);
    for (const o of holding) await releaseOrderPlaces(client, o);
    const what = `${self.product_name} on ${whenOf(self, slot.start_time)}`;
    await takeOrderPlaces(client, group, slot.id, what);
    const at = now.toISOString();
    for (const o of group) {
      await moveOrder(client, {
        orderId: o.id,
        slotId: slot.id,
        inPerson: slot.in_person,
        hasPrasadam,
        prasadamDeliveryAddress: address,
        meta: o.meta,
        entry: { from: o.slot_start.toISOString(), to: slot.start_time.toISOString(), at },
      });
    }
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'order.reschedule',
      entity: 'order',
      entityId: self.id,
      data: {
        orderIds: answer.orderIds,
        from: self.slot_id,
        to: slot.id,
        wasOnHold: self.status === 'ON_HOLD',
      },
      requestId: ctx.requestId,
    });
    await enqueueOrderChangeMail(client, group, { kind: 'reschedule', newStart: slot.start_time });
    return answer;
  });
  // Committed: the old slot's places given back and the new slot's taken.
  slotsChanged();
  return moved;
}

/** The 409 of a stale reschedule: the order was already moved, to when (or put on hold). */
export function alreadyMoved(o: OrderViewRow): string {
  return alreadyMovedMessage(o.status === 'ON_HOLD' ? 'on hold' : `on ${whenOf(o, o.slot_start)}`);
}

function checkRules(o: OrderViewRow, newStart: Date, now: Date) {
  const config = ruleConfigOf(o);
  const availability = rescheduleAvailability(ruleOrderOf(o), config, now);
  if (!availability.enabled) throw unprocessable(availability.reason ?? 'This order cannot be rescheduled');
  const problem = rescheduleTargetProblem(ruleOrderOf(o), config, newStart, now);
  if (problem) throw unprocessable(problem);
}

/** Participant names and nakshatram are kept as booked (spec part 2 §5: they cannot change once complete). */
function checkNames(o: OrderViewRow, body: Body) {
  const names = (v: unknown) =>
    JSON.stringify(
      Array.isArray(v) ? v.map((m) => String((m as { name?: unknown })?.name ?? '').trim()) : [],
    );
  if (body.meta?.members && names(body.meta.members) !== names(o.meta.members))
    throw unprocessable(LOCKED_NAMES);
  const list = body.meta?.nakshatramLanguageList;
  if (list && JSON.stringify(list) !== JSON.stringify(o.meta.nakshatramLanguageList ?? []))
    throw unprocessable(LOCKED_NAMES);
}
