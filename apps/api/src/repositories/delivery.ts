// Prasadam delivery of an order: status, carrier, tracking id, shipping option.
import type pg from 'pg';

type Queryable = pg.Pool | pg.PoolClient;

export interface DeliveryRow {
  id: string;
  center_id: string;
  has_prasadam: boolean;
  delivery_status: string;
  carrier: string | null;
  prasadam_tracking_id: string | null;
  shipping_option: string | null;
}

export async function lockOrderDelivery(db: Queryable, orderId: string): Promise<DeliveryRow | undefined> {
  const { rows } = await db.query<DeliveryRow>(
    `SELECT id, center_id, has_prasadam, delivery_status, carrier, prasadam_tracking_id, shipping_option
     FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0];
}

export async function updateOrderDelivery(
  db: Queryable,
  orderId: string,
  d: { deliveryStatus: string; carrier: string | null; trackingId: string | null },
): Promise<DeliveryRow> {
  const { rows } = await db.query<DeliveryRow>(
    `UPDATE orders SET delivery_status = $2, carrier = $3, prasadam_tracking_id = $4, updated_at = now() WHERE id = $1
     RETURNING id, center_id, has_prasadam, delivery_status, carrier, prasadam_tracking_id, shipping_option`,
    [orderId, d.deliveryStatus, d.carrier, d.trackingId],
  );
  return rows[0]!;
}
