// The places an order holds on its slot (and per variant for INVENTORY rituals): released on hold, cancel and a
// payment's failure or expiry (services/payments/apply-payment-status.ts),
// taken on the new slot of a reschedule (repositories/capacity.ts takePlaces, as every order takes them). The
// caller announces the change (slotsChanged) once its transaction has committed.
import type pg from 'pg';
import { displayVariantName } from '@sannidhi/domain/order-rules';
import { conflict } from '../../errors';
import { PlacesRefused, releaseInventory, releaseSlot, takePlaces } from '../../repositories/capacity';
import { variantIdByName } from '../../repositories/orders';
import { usesInventory } from '../../repositories/rituals';

interface PlacedOrder {
  product_id: string;
  slot_id: string;
  variants: { name: string; quantity: number }[];
  /** Whether the ritual counts places per option (INVENTORY), when the caller read it already. */
  uses_inventory?: boolean;
}

export const placesOf = (order: Pick<PlacedOrder, 'variants'>) =>
  order.variants.reduce((n, v) => n + v.quantity, 0);

export async function releaseOrderPlaces(client: pg.PoolClient, order: PlacedOrder): Promise<void> {
  await releaseSlot(client, order.slot_id, placesOf(order));
  if (!(order.uses_inventory ?? (await usesInventory(client, order.product_id)))) return;
  for (const v of order.variants) {
    const variantId = await variantIdByName(client, order.product_id, v.name);
    if (variantId) await releaseInventory(client, order.slot_id, variantId, v.quantity);
  }
}

/** Takes the orders' places on `slotId`; a full slot or option answers 409 naming `what`. */
export async function takeOrderPlaces(
  client: pg.PoolClient,
  orders: PlacedOrder[],
  slotId: string,
  what: string,
): Promise<void> {
  const lines = [];
  const names = new Map<string, string>();
  for (const order of orders) {
    const variants = [];
    if (await usesInventory(client, order.product_id)) {
      for (const v of order.variants) {
        const variantId = await variantIdByName(client, order.product_id, v.name);
        if (!variantId) continue;
        names.set(variantId, v.name);
        variants.push({ variantId, quantity: v.quantity });
      }
    }
    lines.push({ slotId, places: placesOf(order), variants });
  }
  try {
    await takePlaces(client, lines);
  } catch (err) {
    if (!(err instanceof PlacesRefused)) throw err;
    if (!err.variantId) throw conflict(`${what} is full`);
    throw conflict(`${displayVariantName(names.get(err.variantId) ?? '')} for ${what} is sold out`);
  }
}
