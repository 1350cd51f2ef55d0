// The centre and ritual a schedule change works on: the caller must be allowed to edit the centre's schedule, and the
// ritual must be the centre's (another centre's ritual is answered like a missing one).
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { findScheduleRitual, type ScheduleRitualRow } from '../../repositories/rituals';
import type { AuthContext } from '../../types';
import { staffCenter, type StaffCenter } from '../centers/staff-center';

export async function scheduleRitual(
  db: Queryable,
  centerId: string,
  productId: string,
): Promise<ScheduleRitualRow> {
  const ritual = await findScheduleRitual(db, centerId, productId);
  if (!ritual) throw notFound(`No ritual ${productId} at this centre. Please choose one of its rituals.`);
  return ritual;
}

export async function scheduleTarget(
  pool: pg.Pool,
  auth: AuthContext,
  target: { center: string; product: string },
): Promise<{ center: StaffCenter; ritual: ScheduleRitualRow }> {
  const center = await staffCenter(pool, auth, 'schedule.edit', target.center);
  return { center, ritual: await scheduleRitual(pool, center.id, target.product) };
}
