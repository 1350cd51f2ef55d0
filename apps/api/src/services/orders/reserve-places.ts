// Taking a priced line's places (and, for INVENTORY rituals, each option's own limit) inside the order's
// transaction, with the message a devotee reads when a slot has filled meanwhile.
import type pg from 'pg';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import { conflict } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';
import { placesLeft, reserveInventory, reserveSlot, type ReservationMode } from '../../repositories/capacity';
import type { PricedLine } from './price-cart';

/** "Ritual on date at time", in the centre's time zone and date format. */
export function slotLabel(line: PricedLine, center: CenterRow): string {
  const { timezone, dateFormat } = CenterMeta.parse(center.meta);
  return `${line.productName} on ${formatDate(line.slotStart, timezone, dateFormat)} at ${formatSlotTime(line.slotStart, timezone)}`;
}

export async function reservePlaces(
  client: pg.PoolClient,
  line: PricedLine,
  mode: ReservationMode,
  center: CenterRow,
): Promise<void> {
  const when = () => slotLabel(line, center);
  if (!(await reserveSlot(client, line.slotId, line.places, mode))) {
    const left = await placesLeft(client, line.slotId);
    throw conflict(
      left > 0 ? `${when()} has only ${left} place${left === 1 ? '' : 's'} left` : `${when()} is full`,
    );
  }
  if (!line.usesInventory) return;
  for (const v of line.variants) {
    if (!(await reserveInventory(client, line.slotId, v.variantId, v.quantity))) {
      throw conflict(`${v.name} for ${when()} is sold out`);
    }
  }
}
