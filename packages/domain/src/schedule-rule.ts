// A ritual's recurring schedule (issue 13, Schedule): on which local dates of the centre it has slots (weekdays, the
// nth weekday of a month, or days counted from a new or full moon such as Pournami), at which wall-clock times, and
// the instants those slots start. Times are taken in the centre's IANA zone, so a 06:30 slot stays at 06:30 across a
// daylight-saving change. The seed and the staff schedule both generate slots with these functions.
import * as z from 'zod/mini';
import { moonPhasesBetween } from './lunar';
import { addDays, dateKey, localDateOf, weekdayOf, zonedTimeToUtc, type LocalDate } from './zoned-time';

export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** Which local dates carry slots. */
export const DayRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily'), except: z.optional(z.array(Weekday)) }),
  z.object({
    kind: z.literal('weekdays'),
    days: z.array(Weekday).check(z.minLength(1, 'Choose at least one weekday'), z.maxLength(7)),
  }),
  /** The nth given weekday of each month (1 = first). */
  z.object({ kind: z.literal('monthly-weekday'), weekday: Weekday, nth: z.int().check(z.gte(1), z.lte(5)) }),
  /** Days counted from the local date of each new or full moon (0 = that day, 1 = the next …). */
  z.object({
    kind: z.literal('moon'),
    phase: z.enum(['new', 'full']),
    offsets: z.array(z.int().check(z.gte(0), z.lte(14))).check(z.minLength(1), z.maxLength(15)),
  }),
]);
export type DayRule = z.infer<typeof DayRule>;

/** A local wall-clock start time, 'HH:mm' (24 hours). */
export const SlotTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 06:30'));

/** How many days ahead slots may be generated in one go. */
export const MAX_GENERATE_DAYS = 366;

const DAY_MS = 86_400_000;

/** The local dates within [first, first + days) on which the rule places slots. */
export function datesOfRule(rule: DayRule, first: LocalDate, days: number, timeZone: string): LocalDate[] {
  const window = Array.from({ length: days }, (_, i) => addDays(first, i));
  switch (rule.kind) {
    case 'daily':
      return window.filter((d) => !rule.except?.includes(WEEKDAYS[weekdayOf(d)] ?? 'SUN'));
    case 'weekdays':
      return window.filter((d) => rule.days.includes(WEEKDAYS[weekdayOf(d)] ?? 'SUN'));
    case 'monthly-weekday':
      return window.filter(
        (d) => WEEKDAYS[weekdayOf(d)] === rule.weekday && Math.ceil(d.day / 7) === rule.nth,
      );
    case 'moon': {
      // Look back far enough that offsets counted from an earlier moon still land in the window.
      const lookBackDays = Math.max(0, ...rule.offsets) + 2;
      const start = zonedTimeToUtc(first, 0, 0, timeZone);
      const phases = moonPhasesBetween(
        new Date(start.getTime() - lookBackDays * DAY_MS),
        new Date(start.getTime() + (days + 1) * DAY_MS),
        rule.phase === 'full',
      );
      const inWindow = new Set(window.map(dateKey));
      const found = new Map<string, LocalDate>();
      for (const phase of phases) {
        const phaseDate = localDateOf(phase, timeZone);
        for (const offset of rule.offsets) {
          const d = addDays(phaseDate, offset);
          if (inWindow.has(dateKey(d))) found.set(dateKey(d), d);
        }
      }
      return [...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, d]) => d);
    }
  }
}

/**
 * The start instants of a rule's slots for `days` days from today in the centre's zone (today counts as the first),
 * each date × time, in order. Times that have already passed (before `now`) are left out; a time skipped by a
 * spring-forward gap moves one hour later, an ambiguous autumn time takes its first occurrence.
 */
export function slotStartsOfRule(
  rule: DayRule,
  times: readonly string[],
  timeZone: string,
  now: Date,
  days: number,
): Date[] {
  const starts: Date[] = [];
  for (const date of datesOfRule(rule, localDateOf(now, timeZone), days, timeZone)) {
    for (const time of [...times].sort()) {
      const [hour = 0, minute = 0] = time.split(':').map(Number);
      const start = zonedTimeToUtc(date, hour, minute, timeZone);
      if (start >= now) starts.push(start);
    }
  }
  return starts;
}

/** The rule in words for the schedule page: "Every Mon, Wed at 06:30, 18:00", "Pournami at 07:00". */
export function describeRule(rule: DayRule, times: readonly string[]): string {
  const at = times.length ? ` at ${[...times].sort().join(', ')}` : '';
  switch (rule.kind) {
    case 'daily':
      return `Every day${rule.except?.length ? ` except ${rule.except.join(', ')}` : ''}${at}`;
    case 'weekdays':
      return rule.days.length === 7
        ? `Every day${at}`
        : `Every ${WEEKDAYS.filter((d) => rule.days.includes(d)).join(', ')}${at}`;
    case 'monthly-weekday':
      return `The ${['first', 'second', 'third', 'fourth', 'fifth'][rule.nth - 1]} ${rule.weekday} of each month${at}`;
    case 'moon': {
      const name = rule.phase === 'full' ? 'Pournami' : 'Amavasya';
      const offsets = rule.offsets.map((o) => (o === 0 ? name : `${o} days after ${name}`));
      return `${offsets.join(', ')}${at}`;
    }
  }
}
