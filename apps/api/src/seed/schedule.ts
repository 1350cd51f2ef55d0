// Turns a ritual's schedule rule into slot rows for a window of days in the centre's time zone.
import type { DeliveryMode } from '@sannidhi/domain/enums';
import { datesOfRule } from '@sannidhi/domain/schedule-rule';
import { localDateOf, zonedTimeToUtc } from '@sannidhi/domain/zoned-time';
import type { SeedSchedule } from './types';

/** Slots are kept this many days ahead (today in the centre's zone counts as the first). */
export const SLOT_WINDOW_DAYS = 120;

export interface SlotRow {
  productId: string;
  startTime: Date;
  inPerson: boolean;
  capacity: number;
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
