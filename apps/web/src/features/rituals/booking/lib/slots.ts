/**
 * Slot rules of the booking page: which slots can be chosen, grouping by the centre's calendar day,
 * and the month grid. Times are always read in the centre's time zone (domain time.ts).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SlotAnswer } from '@sannidhi/domain/contracts/catalogue';
import { rescheduleTargetProblem } from '@sannidhi/domain/order-rules';
import { fallbackWordsOf, monthNameIn, weekdayNameIn } from '@sannidhi/domain/calendar-words';
import { isBeforeCutOff, isSlotPast } from '@sannidhi/domain/slot';
import { epochDay, formatDate, zonedDateParts, type DateParts } from '@sannidhi/domain/time';
import { formatLocaleOf } from '../../../../lib/i18n';

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
export const SLOT_STATUS_TEXT: Readonly<Record<Exclude<SlotStatus, 'available'>, MessageDescriptor>> = {
  past: msg({ comment: 'A ritual time that has already passed', message: 'Past' }),
  closed: msg`Booking closed`,
  full: msg({ comment: 'A ritual time with no places left', message: 'Full' }),
  notForReschedule: msg`Not available for reschedule`,
};

/** "25 places left" / "1 place left". */
export function remainingText(remaining: number): MessageDescriptor {
  return msg({ message: plural(remaining, { one: '# place left', other: '# places left' }) });
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

/** The column heads of the calendar, Sunday first (two letters in English). */
export const WEEKDAY_HEADS: readonly MessageDescriptor[] = [
  msg({ comment: 'Sunday, as a calendar column head (two letters in English)', message: 'Su' }),
  msg({ comment: 'Monday, as a calendar column head (two letters in English)', message: 'Mo' }),
  msg({ comment: 'Tuesday, as a calendar column head (two letters in English)', message: 'Tu' }),
  msg({ comment: 'Wednesday, as a calendar column head (two letters in English)', message: 'We' }),
  msg({ comment: 'Thursday, as a calendar column head (two letters in English)', message: 'Th' }),
  msg({ comment: 'Friday, as a calendar column head (two letters in English)', message: 'Fr' }),
  msg({ comment: 'Saturday, as a calendar column head (two letters in English)', message: 'Sa' }),
];

const UTC = 'UTC';

function utcDateOf(date: DateParts): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

/**
 * The locale the calendar names its months and weekdays in: the interface language's (domain calendar-words.ts gives
 * the app's own names where the browser has no data for it, Nepali in Debian's Chromium).
 */
function localeOf(i18n: I18n): string {
  return formatLocaleOf(i18n.locale || 'en');
}

/** The weekday's short name in the interface language ("Sun" … "Sat" in English), for weekday index 0–6. */
export function weekdayShortName(index: number, i18n: I18n): string {
  return weekdayNameIn(index, 'short', localeOf(i18n));
}

/** "November 2026" (month and year in the interface language). */
export function monthTitle({ year, month }: YearMonth, i18n: I18n): string {
  const locale = localeOf(i18n);
  if (fallbackWordsOf(locale)) return `${monthNameIn(month, 'long', locale)} ${year}`;
  return i18n.date(new Date(Date.UTC(year, month - 1, 1)), { month: 'long', year: 'numeric', timeZone: UTC });
}

/** "Tuesday, 24 November 2026" — for accessible names of calendar days. */
export function longDayName(date: DateParts, i18n: I18n): string {
  const at = utcDateOf(date);
  const weekday = weekdayNameIn(at.getUTCDay(), 'long', localeOf(i18n));
  const monthName = monthNameIn(date.month, 'long', localeOf(i18n));
  const day = date.day;
  const year = date.year;
  return i18n._(
    msg({
      comment: 'A calendar day: weekday, day of the month, month name, year ("Tuesday, 24 November 2026")',
      message: `${weekday}, ${day} ${monthName} ${year}`,
    }),
  );
}

/** "Tue" */
export function shortWeekday(date: DateParts, i18n: I18n): string {
  return weekdayNameIn(utcDateOf(date).getUTCDay(), 'short', localeOf(i18n));
}

/** "Tue 24 Nov" — for the compact date strip. */
export function shortDayName(date: DateParts, i18n: I18n): string {
  const weekday = shortWeekday(date, i18n);
  const day = date.day;
  const monthName = monthNameIn(date.month, 'short', localeOf(i18n));
  return i18n._(
    msg({
      comment: 'A day in the compact date strip: short weekday, day of the month, short month ("Tue 24 Nov")',
      // eslint-disable-next-line lingui/no-single-variables-to-translate -- the word order is the message (Tue 24 Nov)
      message: `${weekday} ${day} ${monthName}`,
    }),
  );
}

/** "Tue, 24-11-2026" — weekday and the date in the centre's format. */
export function slotDayLabel(startTime: string, timezone: string, dateFormat: string, i18n: I18n): string {
  const weekday = shortWeekday(zonedDateParts(startTime, timezone), i18n);
  const date = formatDate(startTime, timezone, dateFormat);
  return i18n._(
    msg({ comment: 'A short weekday and a date ("Tue, 24-11-2026")', message: `${weekday}, ${date}` }),
  );
}

/** Whether two calendar dates are the same day. */
export function sameDay(a: DateParts, b: DateParts): boolean {
  return epochDay(a) === epochDay(b);
}
