// The cap on unpaid places (issue "Production readiness", abuse): one devotee cannot hold a slot's places with orders
// they do not pay. Counted inside the order's transaction under the devotee's lock, so two submits at once cannot
// both pass it; office volunteers are exempt (a counter books many devotees' places).
import type pg from 'pg';
import { conflict } from '../../errors';
import { lockDevoteeHolds, unpaidPlacesBySlot } from '../../repositories/capacity';
import type { PricedLine } from './price-cart';

export async function requireUnpaidPlacesWithinCap(
  client: pg.PoolClient,
  devoteeId: string,
  lines: PricedLine[],
  cap: number,
  describe: (line: PricedLine) => string,
): Promise<void> {
  if (cap === 0) return;
  await lockDevoteeHolds(client, devoteeId);
  const held = await unpaidPlacesBySlot(client, devoteeId, [...new Set(lines.map((l) => l.slotId))]);
  const adding = new Map<string, number>();
  for (const line of lines) {
    const total = (adding.get(line.slotId) ?? held.get(line.slotId) ?? 0) + line.places;
    adding.set(line.slotId, total);
    if (total > cap) {
      throw conflict(
        `You can hold at most ${cap} unpaid places for ${describe(line)}: please complete or wait for your earlier payment first`,
      );
    }
  }
}
