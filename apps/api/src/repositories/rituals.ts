// SQL of the catalogue editor's writes: a centre's rituals and their variants (its list is read in catalogue.ts); and
// the reads of a ritual the staff schedule and an order's places make (its variants, whether it uses inventory).
// Every write to products and product_variants fires the catalogue_changed trigger, which clears every api process's catalogue caches.
import type pg from 'pg';
import type { Queryable } from '../db/client';

/** The columns of a ritual the editor writes. */
export interface RitualColumns {
  name: string;
  type: string;
  category: string;
  description: string;
  image: string;
  deliveryMode: string;
  isAvailable: boolean;
  isAvailableForBackOffice: boolean;
  /** The first variant's price: what lists show as the ritual's price. */
  price: number;
  config: object;
  /** Name and description in other languages. */
  texts: object;
}

/** The written columns, in the order of both statements below. */
const valuesOf = (r: RitualColumns) => [
  r.name,
  r.type,
  r.category,
  r.description,
  r.deliveryMode,
  r.isAvailable,
  r.isAvailableForBackOffice,
  r.price,
  r.config,
  r.image,
  r.texts,
];

export async function insertRitual(
  client: pg.PoolClient,
  id: string,
  centerId: string,
  r: RitualColumns,
): Promise<void> {
  await client.query(
    `INSERT INTO products (id, center_id, name, type, category, description, delivery_mode, is_available,
       is_available_for_back_office, price, config, image, texts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [id, centerId, ...valuesOf(r)],
  );
}

export async function updateRitual(client: pg.PoolClient, id: string, r: RitualColumns): Promise<void> {
  await client.query(
    `UPDATE products SET name = $2, type = $3, category = $4, description = $5, delivery_mode = $6,
       is_available = $7, is_available_for_back_office = $8, price = $9, config = $10, image = $11,
       texts = $12
     WHERE id = $1`,
    [id, ...valuesOf(r)],
  );
}

/** Locks a ritual of the centre for an edit; false when the centre has no such ritual. */
export async function lockCenterRitual(
  client: pg.PoolClient,
  id: string,
  centerId: string,
): Promise<boolean> {
  const { rowCount } = await client.query(
    'SELECT 1 FROM products WHERE id = $1 AND center_id = $2 FOR UPDATE',
    [id, centerId],
  );
  return rowCount === 1;
}

export interface VariantColumns {
  id: string;
  name: string;
  unitPrice: number;
  maxQuantity: number;
  position: number;
  /** The name in other languages ({} for none). */
  texts: object;
}

export async function variantIdsOf(client: pg.PoolClient, productId: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM product_variants WHERE product_id = $1',
    [productId],
  );
  return rows.map((r) => r.id);
}

/** Writes a ritual's variant: a new one, or new values for one of its own (never another ritual's). */
export async function saveVariant(
  client: pg.PoolClient,
  productId: string,
  v: VariantColumns,
): Promise<void> {
  await client.query(
    `INSERT INTO product_variants (id, product_id, name, unit_price, max_quantity, position, texts)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, unit_price = EXCLUDED.unit_price,
       max_quantity = EXCLUDED.max_quantity, position = EXCLUDED.position, texts = EXCLUDED.texts
     WHERE product_variants.product_id = EXCLUDED.product_id`,
    [v.id, productId, v.name, v.unitPrice, v.maxQuantity, v.position, JSON.stringify(v.texts)],
  );
}

/** The names of those variants that hold booked places on some slot (they cannot be removed). */
export async function bookedVariantNames(client: pg.PoolClient, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<{ name: string }>(
    `SELECT DISTINCT pv.name FROM product_variants pv JOIN slot_inventory si ON si.variant_id = pv.id
     WHERE pv.id = ANY($1::text[]) AND si.booked > 0 ORDER BY pv.name`,
    [ids],
  );
  return rows.map((r) => r.name);
}

export async function deleteVariants(client: pg.PoolClient, productId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await client.query('DELETE FROM product_variants WHERE product_id = $1 AND id = ANY($2::text[])', [
    productId,
    ids,
  ]);
}

/** Whether the ritual sells several variants against one limit (INVENTORY layout). */
export async function usesInventory(db: Queryable, productId: string): Promise<boolean> {
  const { rows } = await db.query<{ inv: boolean }>(
    `SELECT (config -> 'calendar' ->> 'layout') = 'INVENTORY' AS inv FROM products WHERE id = $1`,
    [productId],
  );
  return rows[0]?.inv === true;
}

export interface ScheduleRitualRow {
  id: string;
  name: string;
  /** The ritual's names in other languages (products.texts). */
  texts: unknown;
  delivery_mode: 'IN_PERSON' | 'ONLINE' | 'BOTH';
  uses_inventory: boolean;
  variants: { id: string; name: string }[];
}

const RITUAL_SELECT = `SELECT p.id, p.name, p.texts, p.delivery_mode,
    (p.config -> 'calendar' ->> 'layout') IS NOT DISTINCT FROM 'INVENTORY' AS uses_inventory,
    COALESCE((SELECT json_agg(json_build_object('id', v.id, 'name', v.name) ORDER BY v.position, v.name)
      FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants
  FROM products p`;

/** The centre's rituals that are not subscriptions (subscribers' months take no places), by name. */
export async function listScheduleRituals(db: Queryable, centerId: string): Promise<ScheduleRitualRow[]> {
  const { rows } = await db.query<ScheduleRitualRow>(
    `${RITUAL_SELECT} WHERE p.center_id = $1 AND NOT p.is_subscription ORDER BY p.name, p.id`,
    [centerId],
  );
  return rows;
}

/** A ritual of the centre (undefined when it is another centre's or unknown). */
export async function findScheduleRitual(
  db: Queryable,
  centerId: string,
  productId: string,
): Promise<ScheduleRitualRow | undefined> {
  const { rows } = await db.query<ScheduleRitualRow>(
    `${RITUAL_SELECT} WHERE p.center_id = $1 AND p.id = $2 AND NOT p.is_subscription`,
    [centerId, productId],
  );
  return rows[0];
}
