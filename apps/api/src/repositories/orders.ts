import type pg from 'pg';

export interface OrderCapacityRow {
  id: string;
  slot_id: string;
  product_id: string;
  variants: { name: string; quantity: number; unitPrice: number }[];
  uses_inventory: boolean;
}

/** The orders of a payment with what each holds of its slot (places, and per variant for INVENTORY rituals). */
export async function listOrderCapacity(
  client: pg.PoolClient,
  paymentId: string,
): Promise<OrderCapacityRow[]> {
  const { rows } = await client.query<OrderCapacityRow>(
    `SELECT o.id, o.slot_id, o.product_id, o.variants,
       (p.config -> 'calendar' ->> 'layout') = 'INVENTORY' AS uses_inventory
     FROM orders o JOIN products p ON p.id = o.product_id WHERE o.payment_id = $1 ORDER BY o.id`,
    [paymentId],
  );
  return rows;
}

export async function variantIdByName(
  client: pg.PoolClient,
  productId: string,
  name: string,
): Promise<string | undefined> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM product_variants WHERE product_id = $1 AND name = $2',
    [productId, name],
  );
  return rows[0]?.id;
}
