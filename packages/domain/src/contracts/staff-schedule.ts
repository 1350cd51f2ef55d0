// The staff schedule (issue 13, Schedule; action schedule.edit): a ritual's recurring rules, the slots they generate,
// a slot's capacity, and closing a date or a slot (its bookings put on hold and their devotees told).
import * as z from 'zod/mini';
import { CatalogueTexts } from '../catalogue-texts';
import { OrderStatus } from '../enums';
import { DayRule, MAX_GENERATE_DAYS, SlotTime, Weekday } from '../schedule-rule';
import { Id } from './common';
import { StaffWaitingListEntry } from './waiting-list';

const IsoDate = z.iso.date('date: use yyyy-mm-dd');
const SlotId = z.uuid('slot: not a slot id');
const Places = (what: string) =>
  z
    .number(`${what}: enter a number of places`)
    .check(
      z.int(`${what}: enter a whole number of places`),
      z.gte(0, `${what}: cannot be below 0`),
      z.lte(10_000, `${what}: at most 10000 places`),
    );
const Days = z
  .number('days: enter a number of days')
  .check(
    z.int('days: enter a whole number of days'),
    z.gte(1, 'days: at least 1 day'),
    z.lte(MAX_GENERATE_DAYS, `days: at most ${MAX_GENERATE_DAYS} days`),
  );

/** `GET /staff/schedule?center=&product=&from=&days=`: the centre's rituals; the chosen one's rules and slots. */
export const StaffScheduleQuery = z.object({
  center: Id,
  product: z.optional(Id),
  /** First date shown (yyyy-mm-dd in the centre's zone); today when left out. */
  from: z.optional(IsoDate),
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(62)), 14),
});
export type StaffScheduleQuery = z.infer<typeof StaffScheduleQuery>;

export const ScheduleVariant = z.object({ id: z.string(), name: z.string() });

export const ScheduleRitual = z.object({
  id: z.string(),
  name: z.string(),
  /** The ritual's name in other languages as the centre gave them: the page names it in its language. */
  texts: z._default(CatalogueTexts, {}),
  deliveryMode: z.enum(['IN_PERSON', 'ONLINE', 'BOTH']),
  /** INVENTORY rituals also limit each option per slot. */
  usesInventory: z.boolean(),
  variants: z.array(ScheduleVariant),
});
export type ScheduleRitual = z.infer<typeof ScheduleRitual>;

export const ScheduleRuleAnswer = z.object({
  id: z.string(),
  rule: DayRule,
  times: z.array(z.string()),
  capacity: z.int(),
  onlineCapacity: z.nullable(z.int()),
  inventory: z.record(z.string(), z.int()),
  /** "Every MON, WED at 06:30". */
  description: z.string(),
});
export type ScheduleRuleAnswer = z.infer<typeof ScheduleRuleAnswer>;

export const ScheduleSlot = z.object({
  slotId: z.string(),
  startTime: z.string(),
  /** yyyy-mm-dd in the centre's zone. */
  date: z.string(),
  /** "06:30 AM" in the centre's zone. */
  time: z.string(),
  inPerson: z.boolean(),
  capacity: z.int(),
  booked: z.int(),
  closed: z.boolean(),
  inventory: z.array(
    z.object({
      variantId: z.string(),
      name: z.string(),
      capacity: z.int(),
      booked: z.int(),
    }),
  ),
  /** The slot's waiting list: those in line and the offers holding places (counted in `booked`), in line order. */
  waitingList: z.array(StaffWaitingListEntry),
  /** Reminder mails sent for the slot's bookings, and waiting-list offers made on it (issue 29: seen by staff). */
  remindersSent: z.int(),
  offersMade: z.int(),
});
export type ScheduleSlot = z.infer<typeof ScheduleSlot>;

export const StaffSchedule = z.object({
  center: z.object({ id: z.string(), name: z.string(), timezone: z.string(), today: z.string() }),
  rituals: z.array(ScheduleRitual),
  /** The chosen ritual (null when the centre has none). */
  product: z.nullable(z.string()),
  from: z.string(),
  days: z.int(),
  rules: z.array(ScheduleRuleAnswer),
  slots: z.array(ScheduleSlot),
});
export type StaffSchedule = z.infer<typeof StaffSchedule>;

/** `POST /staff/schedule/rules`: add a recurring rule to a ritual and open its slots for the next `days` days. */
export const AddScheduleRuleBody = z.object({
  center: Id,
  product: Id,
  rule: DayRule,
  times: z
    .array(SlotTime)
    .check(
      z.minLength(1, 'times: enter at least one start time'),
      z.maxLength(24, 'times: at most 24 start times'),
    ),
  capacity: Places('capacity').check(z.gte(1, 'capacity: at least 1 place')),
  /** Online slots (BOTH rituals): their own capacity; the in-person capacity when left out. */
  onlineCapacity: z.optional(Places('onlineCapacity')),
  /** INVENTORY rituals: places per option (variant id → places) on each slot. */
  inventory: z._default(z.record(z.string(), Places('inventory')), {}),
  days: Days,
});
export type AddScheduleRuleBody = z.infer<typeof AddScheduleRuleBody>;

/** `POST /staff/schedule/generate`: open the slots of all the ritual's rules for the next `days` days. */
export const GenerateSlotsBody = z.object({ center: Id, product: Id, days: Days });
export type GenerateSlotsBody = z.infer<typeof GenerateSlotsBody>;

export const GenerateSlotsAnswer = z.object({
  /** Slots opened now. */
  created: z.int(),
  /** Slots the rules give that were already open (generation never duplicates). */
  existing: z.int(),
});
export type GenerateSlotsAnswer = z.infer<typeof GenerateSlotsAnswer>;

export const AddScheduleRuleAnswer = z.extend(GenerateSlotsAnswer, { ruleId: z.string() });
export type AddScheduleRuleAnswer = z.infer<typeof AddScheduleRuleAnswer>;

/** `POST /staff/schedule/rules/remove`: a rule stops generating; slots already open stay. */
export const RemoveScheduleRuleBody = z.object({ center: Id, rule: z.uuid('rule: not a rule id') });
export type RemoveScheduleRuleBody = z.infer<typeof RemoveScheduleRuleBody>;
export const RemoveScheduleRuleAnswer = z.object({ removed: z.string() });

export const SlotCapacityAnswer = z.object({
  slotId: z.string(),
  capacity: z.int(),
  booked: z.int(),
});
export type SlotCapacityAnswer = z.infer<typeof SlotCapacityAnswer>;

/** `POST /staff/schedule/capacity`: a slot's capacity (and an option's, INVENTORY rituals), never below the booked. */
export const SlotCapacityBody = z.object({
  center: Id,
  slot: SlotId,
  capacity: Places('capacity'),
  /** INVENTORY rituals: an option's own places on the slot. */
  variant: z.optional(Id),
});
export type SlotCapacityBody = z.infer<typeof SlotCapacityBody>;

/** `GET /staff/schedule/bookings?center=&slot=` or `?center=&product=&date=`: the bookings a close would touch. */
export const ScheduleBookingsQuery = z.object({
  center: Id,
  slot: z.optional(SlotId),
  product: z.optional(Id),
  date: z.optional(IsoDate),
});
export type ScheduleBookingsQuery = z.infer<typeof ScheduleBookingsQuery>;

export const ScheduleBooking = z.object({
  orderId: z.string(),
  reference: z.string(),
  devoteeName: z.string(),
  email: z.string(),
  /** The devotee erased their account (issue 30): no name; the screen says "Erased devotee" in its language. */
  devoteeErased: z.boolean(),
  slotId: z.string(),
  time: z.string(),
  places: z.int(),
  status: OrderStatus,
  /** Paid bookings are put on hold; an unpaid one is left to its payment's expiry. */
  paid: z.boolean(),
});
export type ScheduleBooking = z.infer<typeof ScheduleBooking>;

export const ScheduleBookings = z.object({ bookings: z.array(ScheduleBooking) });
export type ScheduleBookings = z.infer<typeof ScheduleBookings>;

/** `POST /staff/schedule/close`: close the slots (not bookable); with `hold`, put their bookings on hold and mail. */
export const CloseSlotsBody = z.object({
  center: Id,
  slot: z.optional(SlotId),
  product: z.optional(Id),
  date: z.optional(IsoDate),
  hold: z._default(z.boolean(), false),
  /** Told to the devotees in the hold e-mail. */
  reason: z._default(z.string().check(z.trim(), z.maxLength(300, 'reason: at most 300 characters')), ''),
});
export type CloseSlotsBody = z.infer<typeof CloseSlotsBody>;

export const CloseSlotsAnswer = z.object({
  closed: z.int(),
  /** The bookings put on hold (their devotees mailed). */
  held: z.array(z.string()),
});
export type CloseSlotsAnswer = z.infer<typeof CloseSlotsAnswer>;

/** `POST /staff/schedule/reopen`: a closed slot (or date) is bookable again. */
export const ReopenSlotsBody = z.object({
  center: Id,
  slot: z.optional(SlotId),
  product: z.optional(Id),
  date: z.optional(IsoDate),
});
export type ReopenSlotsBody = z.infer<typeof ReopenSlotsBody>;
export const ReopenSlotsAnswer = z.object({ reopened: z.int() });
export type ReopenSlotsAnswer = z.infer<typeof ReopenSlotsAnswer>;

/** A number input that may be left empty (react-hook-form gives NaN for an empty number). */
const OptionalPlaces = z.union([
  z.nan(),
  z
    .number('Enter a number of places')
    .check(
      z.int('Enter a whole number of places'),
      z.gte(0, 'Cannot be below 0'),
      z.lte(10_000, 'At most 10000 places'),
    ),
]);
const given = (n: number | undefined): n is number => n !== undefined && !Number.isNaN(n);

/** The "Open dates" form of the schedule page: how the rule repeats, at which times, how many places, how far. */
export const ScheduleRuleForm = z
  .object({
    repeat: z.enum(['weekdays', 'pournami', 'amavasya']),
    days: z.array(Weekday),
    /** "06:30, 18:00". */
    times: z.string().check(z.trim(), z.minLength(1, 'Enter at least one start time, such as 06:30')),
    capacity: z
      .number('Enter a number of places')
      .check(
        z.int('Enter a whole number of places'),
        z.gte(1, 'At least 1 place'),
        z.lte(10_000, 'At most 10000 places'),
      ),
    /** BOTH rituals: places of each online slot; left empty, the same as in person. */
    onlineCapacity: z.optional(OptionalPlaces),
    /** INVENTORY rituals: each option's places per slot (variant id → places); an empty one has no limit of its own. */
    inventory: z._default(z.record(z.string(), OptionalPlaces), {}),
    ahead: z
      .number('Enter a number of days')
      .check(
        z.int('Enter a whole number of days'),
        z.gte(1, 'At least 1 day'),
        z.lte(MAX_GENERATE_DAYS, `At most ${MAX_GENERATE_DAYS} days`),
      ),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.repeat === 'weekdays' && !form.days.length) {
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'Choose at least one weekday' });
      }
      const bad = splitTimes(form.times).find((t) => !SlotTime.safeParse(t).success);
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['times'],
          message: `"${bad}" is not a time: use 24-hour times such as 06:30`,
        });
      }
    }),
  );
export type ScheduleRuleForm = z.infer<typeof ScheduleRuleForm>;
export type ScheduleRuleFormInput = z.input<typeof ScheduleRuleForm>;

/** "06:30, 18:00" → ['06:30', '18:00'] (also separated by spaces or semicolons; "6:30" reads as 06:30). */
export function splitTimes(times: string): string[] {
  return times
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((t) => (/^\d:\d\d$/.test(t) ? `0${t}` : t));
}

/** The request body of a filled "Open dates" form. */
export function ruleBodyOf(
  form: ScheduleRuleForm,
  target: { center: string; product: string },
): AddScheduleRuleBody {
  const inventory = Object.fromEntries(
    Object.entries(form.inventory).filter((entry): entry is [string, number] => given(entry[1])),
  );
  const rule: DayRule =
    form.repeat === 'weekdays'
      ? { kind: 'weekdays', days: form.days }
      : { kind: 'moon', phase: form.repeat === 'pournami' ? 'full' : 'new', offsets: [0] };
  return {
    center: target.center,
    product: target.product,
    rule,
    times: [...new Set(splitTimes(form.times))],
    capacity: form.capacity,
    ...(given(form.onlineCapacity) ? { onlineCapacity: form.onlineCapacity } : {}),
    inventory,
    days: form.ahead,
  };
}

/** The change-capacity form of a slot. */
export const SlotCapacityForm = z.object({
  capacity: z
    .number('Enter a number of places')
    .check(
      z.int('Enter a whole number of places'),
      z.gte(0, 'Capacity cannot be below 0'),
      z.lte(10_000, 'At most 10000 places'),
    ),
});
export type SlotCapacityForm = z.infer<typeof SlotCapacityForm>;
