// The centre and ritual a schedule change works on: both must exist and the ritual must be the centre's (another
// centre's ritual is answered like a missing one). Called after the caller is authorised at the centre.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { isoDateIn } from '@sannidhi/domain/day-list';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { findCenter } from '../../repositories/centers';
import { findScheduleRitual, type ScheduleRitualRow } from '../../repositories/schedule';

export interface ScheduleCenter {
  id: string;
  name: string;
  timezone: string;
  /** Today in the centre's zone, yyyy-mm-dd. */
  today: string;
}

export async function scheduleCenter(db: Queryable, centerId: string): Promise<ScheduleCenter> {
  const row = await findCenter(db, centerId);
  if (!row) throw notFound(`Centre not found: ${centerId}`);
  const { timezone } = CenterMeta.parse(row.meta);
  return { id: row.id, name: row.name, timezone, today: isoDateIn(timezone) };
}

export async function scheduleRitual(
  db: Queryable,
  centerId: string,
  productId: string,
): Promise<ScheduleRitualRow> {
  const ritual = await findScheduleRitual(db, centerId, productId);
  if (!ritual) throw notFound(`No ritual ${productId} at this centre. Please choose one of its rituals.`);
  return ritual;
}
