// GET /staff/schedule: the centre's rituals, and the chosen ritual's rules and slots (booked / capacity, closed) for
// a run of dates in the centre's zone.
import { CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import type { StaffSchedule, StaffScheduleQuery } from '@sannidhi/domain/contracts/staff-schedule';
import { isoDateIn } from '@sannidhi/domain/day-list';
import { DayRule, describeRule } from '@sannidhi/domain/schedule-rule';
import { formatSlotTime } from '@sannidhi/domain/time';
import type pg from 'pg';
import { notFound } from '../../errors';
import { listScheduleRituals } from '../../repositories/rituals';
import { listScheduleRules } from '../../repositories/schedule-rules';
import { listScheduleSlots } from '../../repositories/slots-schedule';
import type { AuthContext } from '../../types';
import { staffCenter } from '../centers/staff-center';

export async function listSchedule(
  pool: pg.Pool,
  auth: AuthContext,
  query: StaffScheduleQuery,
): Promise<StaffSchedule> {
  const center = await staffCenter(pool, auth, 'schedule.edit', query.center);
  const rituals = await listScheduleRituals(pool, center.id);
  const product = query.product ?? rituals[0]?.id ?? null;
  if (product && !rituals.some((r) => r.id === product)) {
    throw notFound(`No ritual ${product} at this centre. Please choose one of its rituals.`);
  }
  const from = query.from ?? center.today;
  const [rules, slots] = product
    ? await Promise.all([
        listScheduleRules(pool, product),
        listScheduleSlots(pool, product, from, query.days, center.timezone),
      ])
    : [[], []];
  return {
    center: center,
    rituals: rituals.map((r) => ({
      id: r.id,
      name: r.name,
      texts: CatalogueTexts.safeParse(r.texts ?? {}).data ?? {},
      deliveryMode: r.delivery_mode,
      usesInventory: r.uses_inventory,
      variants: r.variants,
    })),
    product,
    from,
    days: query.days,
    rules: rules.map((r) => {
      const rule = DayRule.parse(r.rule);
      return {
        id: r.id,
        rule,
        times: r.times,
        capacity: r.capacity,
        onlineCapacity: r.online_capacity,
        inventory: r.inventory,
        description: describeRule(rule, r.times),
      };
    }),
    slots: slots.map((s) => ({
      slotId: s.id,
      startTime: s.start_time.toISOString(),
      date: isoDateIn(center.timezone, s.start_time),
      time: formatSlotTime(s.start_time, center.timezone),
      inPerson: s.in_person,
      capacity: s.capacity,
      booked: s.booked,
      closed: s.closed,
      inventory: s.inventory,
      waitingList: s.waiting_list,
      remindersSent: s.reminders_sent,
      offersMade: s.offers_made,
    })),
  };
}
