// Taking a priced order's places (and, for INVENTORY rituals, each option's own limit) at the end of its transaction,
// with the message a devotee reads when a slot has filled meanwhile.
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import { transactionStep } from '../../db/with-transaction';
import { conflict } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';
import {
  checkUnpaidShare,
  PlacesRefused,
  placesLeft,
  reserveInventory,
  reserveSlot,
  takePlacesAndCommit,
  type ReservationMode,
  type UnpaidShareCheck,
} from '../../repositories/capacity';
import type { PricedLine } from './price-cart';

/** "Ritual on date at time", in the centre's time zone and date format. */
export function slotLabel(line: PricedLine, center: CenterRow): string {
  const { timezone, dateFormat } = CenterMeta.parse(center.meta);
  return `${line.productName} on ${formatDate(line.slotStart, timezone, dateFormat)} at ${formatSlotTime(line.slotStart, timezone)}`;
}

/**
 * Takes every line's places, checks the slots' unpaid share (after the places, under their rows' locks) and commits
 * the order's transaction. Atomic mode does it all in one round trip; the read-then-write mode (the capacity race
 * test's negative control) takes them one statement at a time. A refusal throws PlacesRefused or UnpaidShareReached.
 */
export async function commitWithPlaces(
  client: pg.PoolClient,
  lines: PricedLine[],
  mode: ReservationMode,
  share: UnpaidShareCheck,
): Promise<void> {
  if (mode !== 'atomic') {
    for (const line of lines) await reservePlaces(client, line, mode);
    await checkUnpaidShare(client, share);
    await transactionStep.commit(client);
    return;
  }
  await takePlacesAndCommit(
    client,
    lines.map((line) => ({
      slotId: line.slotId,
      places: line.places,
      variants: line.usesInventory
        ? line.variants.map(({ variantId, quantity }) => ({ variantId, quantity }))
        : [],
    })),
    share,
  );
}

/** What a devotee reads when a slot filled, or an option sold out, before their order was written. */
export async function placesRefusal(
  db: Queryable,
  err: PlacesRefused,
  lines: PricedLine[],
  center: CenterRow,
) {
  const line = lines.find((l) => l.slotId === err.slotId) ?? lines[0]!;
  if (err.variantId) {
    const variant = line.variants.find((v) => v.variantId === err.variantId);
    return conflict(`${variant?.name ?? 'An option'} for ${slotLabel(line, center)} is sold out`);
  }
  const left = await placesLeft(db, line.slotId);
  const when = slotLabel(line, center);
  return conflict(
    left > 0 ? `${when} has only ${left} place${left === 1 ? '' : 's'} left` : `${when} is full`,
  );
}

async function reservePlaces(client: pg.PoolClient, line: PricedLine, mode: ReservationMode): Promise<void> {
  if (!(await reserveSlot(client, line.slotId, line.places, mode)))
    throw new PlacesRefused(line.slotId, null);
  if (!line.usesInventory) return;
  for (const v of line.variants) {
    if (!(await reserveInventory(client, line.slotId, v.variantId, v.quantity))) {
      throw new PlacesRefused(line.slotId, v.variantId);
    }
  }
}
