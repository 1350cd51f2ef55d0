// GET /staff/day: every slot of a date at a centre with its bookings and their participants, for the ritual
// assistants and the priests' printed list. Only for roles with day.view at that centre.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import { VariantTextsByName } from '@sannidhi/domain/form-texts';
import type { DayBooking, StaffDay } from '@sannidhi/domain/contracts/staff-day';
import { DAY_LIST_STATUSES, dayFamilyMembers, dayParticipants, isoDateIn } from '@sannidhi/domain/day-list';
import type { OrderStatus } from '@sannidhi/domain/enums';
import { displayBookingReference, displayVariantName } from '@sannidhi/domain/order-rules';
import { formatSlotTime } from '@sannidhi/domain/time';
import type pg from 'pg';
import { notFound } from '../../errors';
import { findCenter } from '../../repositories/centers';
import { listDayOrders, type DayOrderRow } from '../../repositories/orders-check-in';
import { listDaySlots } from '../../repositories/slots';
import type { AuthContext } from '../../types';
import { requireStaffAction } from '../roles/authorize';

function bookingOf(o: DayOrderRow): DayBooking {
  return {
    orderId: o.id,
    reference: displayBookingReference(o.booking_id),
    status: o.status as OrderStatus,
    // An erased devotee's name is the placeholder's: the screen says "Erased devotee" in its language instead.
    devoteeName: o.devotee_erased ? '' : o.devotee_name,
    devoteeErased: o.devotee_erased,
    options: o.variants.map((v) => `${displayVariantName(v.name)} X ${v.quantity}`),
    variants: o.variants.map((v) => ({ name: v.name, quantity: v.quantity })),
    inPerson: o.in_person,
    participants: dayParticipants(o.meta, {
      ritualCategory: o.ritual_category,
      maxChildAge: o.max_child_age,
    }),
    familyName: o.family_name,
    familyMembers: dayFamilyMembers(o.meta),
    checkedInAt: o.checked_in_at?.toISOString() ?? null,
    checkedInBy: o.checked_in_by_name || null,
  };
}

export async function listStaffDay(
  pool: pg.Pool,
  auth: AuthContext,
  q: { center: string; date?: string | undefined },
  now = new Date(),
): Promise<StaffDay> {
  await requireStaffAction(pool, auth, 'day.view', q.center);
  const center = await findCenter(pool, q.center);
  if (!center) throw notFound('Centre not found');
  const { timezone } = CenterMeta.parse(center.meta);
  const date = q.date ?? isoDateIn(timezone, now);
  const slots = await listDaySlots(pool, { centerId: center.id, date, timezone });
  const orders = await listDayOrders(
    pool,
    slots.map((s) => s.id),
    DAY_LIST_STATUSES,
  );
  return {
    center: { id: center.id, name: center.name, timezone },
    date,
    slots: slots.map((s) => ({
      slotId: s.id,
      startTime: s.start_time.toISOString(),
      time: formatSlotTime(s.start_time, timezone),
      ritual: s.product_name,
      ritualTexts: CatalogueTexts.safeParse(s.product_texts ?? {}).data ?? {},
      variantTexts: VariantTextsByName.safeParse(s.variant_texts ?? {}).data ?? {},
      inPerson: s.in_person,
      capacity: s.capacity,
      booked: s.booked,
      bookings: orders.filter((o) => o.slot_id === s.id).map(bookingOf),
    })),
  };
}
