// The places an order holds on its slot (and per variant for INVENTORY rituals): released on hold and cancel,
// taken on the new slot of a reschedule.
import type pg from 'pg';
import { displayVariantName } from '@sannidhi/domain/order-rules';
import { conflict } from '../../errors';
import {
  releaseInventory,
  releaseSlot,
  reserveInventory,
  reserveSlot,
  type ReservationMode,
} from '../../repositories/capacity';
import { usesInventory } from '../../repositories/my-orders';
import { variantIdByName } from '../../repositories/orders';

interface PlacedOrder {
  product_id: string;
  slot_id: string;
  variants: { name: string; quantity: number }[];
}

export const placesOf = (order: Pick<PlacedOrder, 'variants'>) =>
  order.variants.reduce((n, v) => n + v.quantity, 0);

export async function releaseOrderPlaces(client: pg.PoolClient, order: PlacedOrder): Promise<void> {
  await releaseSlot(client, order.slot_id, placesOf(order));
  if (!(await usesInventory(client, order.product_id))) return;
  for (const v of order.variants) {
    const variantId = await variantIdByName(client, order.product_id, v.name);
    if (variantId) await releaseInventory(client, order.slot_id, variantId, v.quantity);
  }
}

/** Takes the order's places on `slotId`; a full slot or variant answers 409 naming `what`. */
export async function takeOrderPlaces(
  client: pg.PoolClient,
  order: PlacedOrder,
  slotId: string,
  mode: ReservationMode,
  what: string,
): Promise<void> {
  if (!(await reserveSlot(client, slotId, placesOf(order), mode))) throw conflict(`${what} is full`);
  if (!(await usesInventory(client, order.product_id))) return;
  for (const v of order.variants) {
    const variantId = await variantIdByName(client, order.product_id, v.name);
    if (variantId && !(await reserveInventory(client, slotId, variantId, v.quantity))) {
      throw conflict(`${displayVariantName(v.name)} for ${what} is sold out`);
    }
  }
}
