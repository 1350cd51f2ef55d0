/** Slot timing rules: past slots (spec part 1 §5) and the cut-off (part 2 §5). */
import { DEFAULT_TIMEZONE } from './constants';
import { epochDay, zonedDateParts } from './time';

const MS_PER_HOUR = 3_600_000;

/**
 * Whether a slot counts as past (spec part 1 §5): its start day in the centre's zone is earlier than
 * today in that zone shifted back by offsetDays (product config pastOffsetDays). Offset 0: slots of
 * today are not past; offset 1: yesterday's slots are still not past; offset -2: slots of today and
 * tomorrow are past (two days of lead time).
 */
export function isSlotPast(
  slotStart: string | Date,
  now: Date,
  timezone: string = DEFAULT_TIMEZONE,
  offsetDays = 0,
): boolean {
  const slotDay = epochDay(zonedDateParts(slotStart, timezone));
  const today = epochDay(zonedDateParts(now, timezone));
  return slotDay < today - offsetDays;
}

/** Cut-off instant of a slot: its start minus cutOffHours (spec part 2 §5). */
export function cutOffTime(slotStart: string | Date, cutOffHours: number): Date {
  return new Date(new Date(slotStart).getTime() - cutOffHours * MS_PER_HOUR);
}

/** Whether now is strictly before the slot's cut-off; at the cut-off itself it is too late. Invalid date: false. */
export function isBeforeCutOff(slotStart: string | Date, cutOffHours: number, now: Date): boolean {
  const cutOff = cutOffTime(slotStart, cutOffHours).getTime();
  return !Number.isNaN(cutOff) && now.getTime() < cutOff;
}
