import { CenterMeta } from '@sannidhi/domain/catalogue';
import type pg from 'pg';
import { notFound } from '../../errors';
import { findCenter } from '../../repositories/centers';

/** The centre of a dispatch request: its name, zone and country (for the shipping option a destination needs). */
export async function dispatchCenter(pool: pg.Pool, centerId: string) {
  const row = await findCenter(pool, centerId);
  if (!row) throw notFound('Centre not found');
  const meta = CenterMeta.parse(row.meta);
  return { id: row.id, name: row.name, timezone: meta.timezone, countryCode: meta.countryCode };
}
