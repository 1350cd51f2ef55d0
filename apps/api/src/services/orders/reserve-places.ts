// A priced order's places (and, for INVENTORY rituals, each option's own limit) as repositories/capacity.ts takes
// them, and the message a devotee reads when a slot has filled meanwhile.
import type { Queryable } from '../../db/client';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import { conflict } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';
import { PlacesRefused, placesLeft, type PlacesToTake } from '../../repositories/capacity';
import type { PricedLine } from './price-cart';

/** "Ritual on date at time", in the centre's time zone and date format. */
export function slotLabel(line: PricedLine, center: CenterRow): string {
  const { timezone, dateFormat } = CenterMeta.parse(center.meta);
  return `${line.productName} on ${formatDate(line.slotStart, timezone, dateFormat)} at ${formatSlotTime(line.slotStart, timezone)}`;
}

/** What a priced line takes: its places, and each option's own limit on INVENTORY rituals. */
export function placesToTake(line: PricedLine): PlacesToTake {
  return {
    slotId: line.slotId,
    places: line.places,
    variants: line.usesInventory
      ? line.variants.map(({ variantId, quantity }) => ({ variantId, quantity }))
      : [],
  };
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
