// Turns a ritual's schedule rule into slot rows for a window of days in the centre's time zone.
import type { DeliveryMode } from '@sannidhi/domain/enums';
import { moonPhasesBetween } from './lunar';
import type { DayRule, SeedSchedule, Weekday } from './types';
import { addDays, dateKey, localDateOf, weekdayOf, zonedTimeToUtc, type LocalDate } from './zoned-time';

/** Slots are kept this many days ahead (today in the centre's zone counts as the first). */
export const SLOT_WINDOW_DAYS = 120;

const WEEKDAYS: Weekday[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const DAY_MS = 86_400_000;

export interface SlotRow {
  productId: string;
  startTime: Date;
  inPerson: boolean;
  capacity: number;
}

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
 * Slot rows of one ritual from now on: each date × time, once per way of attending (BOTH gives
 * an in-person and an online row). Times of today that have already passed are left out.
 */
export function slotRowsFor(
  productId: string,
  schedule: SeedSchedule,
  deliveryMode: DeliveryMode,
  timeZone: string,
  now: Date,
  days = SLOT_WINDOW_DAYS,
): SlotRow[] {
  const modes: boolean[] = deliveryMode === 'BOTH' ? [true, false] : [deliveryMode === 'IN_PERSON'];
  const rows: SlotRow[] = [];
  for (const date of datesOfRule(schedule.rule, localDateOf(now, timeZone), days, timeZone)) {
    for (const time of schedule.times) {
      const [hour = 0, minute = 0] = time.split(':').map(Number);
      const startTime = zonedTimeToUtc(date, hour, minute, timeZone);
      if (startTime < now) continue;
      for (const inPerson of modes) {
        const capacity = inPerson ? schedule.capacity : (schedule.onlineCapacity ?? schedule.capacity);
        rows.push({ productId, startTime, inPerson, capacity });
      }
    }
  }
  return rows;
}
