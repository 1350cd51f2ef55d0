/**
 * Slot rules of the booking page: which slots can be chosen, grouping by the centre's calendar day,
 * and the month grid. Times are always read in the centre's time zone (domain time.ts).
 */
import type { SlotAnswer } from '@sannidhi/domain/contracts/catalogue';
import { rescheduleTargetProblem } from '@sannidhi/domain/order-rules';
import { isBeforeCutOff, isSlotPast } from '@sannidhi/domain/slot';
import { epochDay, formatDate, zonedDateParts, type DateParts } from '@sannidhi/domain/time';

export type BookingSlot = SlotAnswer;

/** Why a slot can or cannot be chosen. */
export type SlotStatus = 'available' | 'past' | 'closed' | 'full' | 'notForReschedule';

export interface SlotRules {
  now: Date;
  timezone: string;
  /** config.pastOffsetDays */
  pastOffsetDays: number;
  /** config.cutOffHours */
  cutOffHours: number;
  /** Office volunteers may book past the cut-off (walk-ins at the counter); devotees may not. */
  bypassCutOff: boolean;
  /** Reschedule mode: only later dates within 90 days of the original ritual date (spec part 2 §4). */
  rescheduleFrom?: { startTime: string; ogStartTime: string } | null;
}

/** Past slots (isSlotPast), slots past their cut-off (for devotees) and full slots cannot be chosen. */
export function slotStatus(slot: Pick<BookingSlot, 'startTime' | 'remaining'>, rules: SlotRules): SlotStatus {
  if (isSlotPast(slot.startTime, rules.now, rules.timezone, rules.pastOffsetDays)) return 'past';
  if (!rules.bypassCutOff && !isBeforeCutOff(slot.startTime, rules.cutOffHours, rules.now)) return 'closed';
  if (
    rules.rescheduleFrom &&
    rescheduleTargetProblem(
      {
        slotInfo: { startTime: rules.rescheduleFrom.startTime },
        ogSlotInfo: { startTime: rules.rescheduleFrom.ogStartTime },
      },
      { cutOffHours: rules.cutOffHours },
      slot.startTime,
      rules.now,
    )
  )
    return 'notForReschedule';
  if (slot.remaining <= 0) return 'full';
  return 'available';
}

/** Words shown next to a slot that cannot be chosen. */
export const SLOT_STATUS_TEXT: Readonly<Record<Exclude<SlotStatus, 'available'>, string>> = {
  past: 'Past',
  closed: 'Booking closed',
  full: 'Full',
  notForReschedule: 'Not available for reschedule',
};

/** "25 places left" / "1 place left". */
export function remainingText(remaining: number): string {
  return `${remaining} ${remaining === 1 ? 'place' : 'places'} left`;
}

/** The slots of one attendance mode (in person or online), in time order. */
export function slotsOfMode<T extends Pick<BookingSlot, 'inPerson' | 'startTime'>>(
  slots: readonly T[],
  inPerson: boolean,
): T[] {
  return slots
    .filter((s) => s.inPerson === inPerson)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** Calendar day of a slot in the centre's zone as "yyyy-mm-dd" (sorts as text). */
export function dayKeyOf(startTime: string, timezone: string): string {
  return dayKey(zonedDateParts(startTime, timezone));
}

export function dayKey({ year, month, day }: DateParts): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface SlotDay<T> {
  key: string;
  date: DateParts;
  slots: T[];
}

/** Slots grouped by their calendar day in the centre's zone, days and times in order. */
export function groupSlotsByDay<T extends Pick<BookingSlot, 'startTime'>>(
  slots: readonly T[],
  timezone: string,
): SlotDay<T>[] {
  const days = new Map<string, SlotDay<T>>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))) {
    const date = zonedDateParts(slot.startTime, timezone);
    const key = dayKey(date);
    const day = days.get(key) ?? { key, date, slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The slot of the other attendance mode at the same start time, if any — so that switching between
 * in person and online keeps the chosen date and time where the ritual offers both.
 */
export function counterpartSlot<T extends Pick<BookingSlot, 'inPerson' | 'startTime'>>(
  slot: T,
  candidates: readonly T[],
  inPerson: boolean,
): T | undefined {
  const at = Date.parse(slot.startTime);
  return candidates.find((c) => c.inPerson === inPerson && Date.parse(c.startTime) === at);
}

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** The month n months after (or before) a month. */
export function addMonths({ year, month }: YearMonth, n: number): YearMonth {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The month that contains an instant, in the centre's zone. */
export function monthOf(instant: string | Date, timezone: string): YearMonth {
  const { year, month } = zonedDateParts(instant, timezone);
  return { year, month };
}

/**
 * Weeks of a month for a calendar grid, Sunday first; days outside the month are null.
 */
export function monthGrid({ year, month }: YearMonth): (DateParts | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (DateParts | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DateParts | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "November 2026". */
export function monthTitle({ year, month }: YearMonth): string {
  return `${MONTHS[month - 1] ?? ''} ${year}`;
}

function weekdayIndex(date: DateParts): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** "Tuesday, 24 November 2026" — for accessible names of calendar days. */
export function longDayName(date: DateParts): string {
  return `${WEEKDAYS_LONG[weekdayIndex(date)]}, ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** "Tue" */
export function shortWeekday(date: DateParts): string {
  return WEEKDAYS_SHORT[weekdayIndex(date)] ?? '';
}

/** "Tue 24 Nov" — for the compact date strip. */
export function shortDayName(date: DateParts): string {
  return `${shortWeekday(date)} ${date.day} ${(MONTHS[date.month - 1] ?? '').slice(0, 3)}`;
}

/** "Tue, 24-11-2026" — weekday and the date in the centre's format. */
export function slotDayLabel(startTime: string, timezone: string, dateFormat: string): string {
  const date = zonedDateParts(startTime, timezone);
  return `${shortWeekday(date)}, ${formatDate(startTime, timezone, dateFormat)}`;
}

/** Whether two calendar dates are the same day. */
export function sameDay(a: DateParts, b: DateParts): boolean {
  return epochDay(a) === epochDay(b);
}
