// Families of a devotee (spec part 2 §3 Family).
import type { Queryable } from '../db/client';

export interface FamilyRow {
  id: string;
  user_id: string;
  name: string;
  prasadam_delivery_address: Record<string, unknown>;
  palm_leaf_info: Record<string, unknown>;
  /** A booking with this family has status COMPLETED. */
  members_locked: boolean;
}

export interface FamilyValues {
  name: string;
  prasadamDeliveryAddress: Record<string, unknown>;
  palmLeafInfo: Record<string, unknown>;
}

const SELECT = `SELECT f.id, f.user_id, f.name, f.prasadam_delivery_address, f.palm_leaf_info,
    EXISTS (SELECT 1 FROM orders o WHERE o.family_id = f.id AND o.status = 'COMPLETED') AS members_locked
  FROM families f`;

export async function listFamilies(db: Queryable, userId: string): Promise<FamilyRow[]> {
  const { rows } = await db.query<FamilyRow>(`${SELECT} WHERE f.user_id = $1 ORDER BY f.name, f.id`, [
    userId,
  ]);
  return rows;
}

/** The family with this id, locked for update when inside a transaction. */
export async function findFamily(
  db: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<FamilyRow | undefined> {
  const { rows } = await db.query<FamilyRow>(
    `${SELECT} WHERE f.id = $1${opts.forUpdate ? ' FOR UPDATE OF f' : ''}`,
    [id],
  );
  return rows[0];
}

export async function insertFamily(db: Queryable, userId: string, values: FamilyValues): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO families (user_id, name, prasadam_delivery_address, palm_leaf_info)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [userId, values.name, values.prasadamDeliveryAddress, values.palmLeafInfo],
  );
  return rows[0]!.id;
}

export async function updateFamily(db: Queryable, id: string, values: FamilyValues): Promise<void> {
  await db.query(
    `UPDATE families SET name = $2, prasadam_delivery_address = $3, palm_leaf_info = $4, updated_at = now()
     WHERE id = $1`,
    [id, values.name, values.prasadamDeliveryAddress, values.palmLeafInfo],
  );
}
