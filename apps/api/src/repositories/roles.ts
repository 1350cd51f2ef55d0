import type pg from 'pg';
import type { Queryable } from '../db/client';

export async function listRoles(pool: pg.Pool, userId: string, centerId: string): Promise<string[]> {
  const { rows } = await pool.query<{ role: string }>(
    'SELECT role FROM user_roles WHERE user_id = $1 AND center_id = $2 ORDER BY role',
    [userId, centerId],
  );
  return rows.map((r) => r.role);
}

export async function hasRole(
  pool: pg.Pool,
  userId: string,
  role: string,
  centerId?: string,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM user_roles WHERE user_id = $1 AND role = $2 AND ($3::text IS NULL OR center_id = $3) LIMIT 1',
    [userId, role, centerId ?? null],
  );
  return Boolean(rowCount);
}

/** Every role a user holds, with its centre. */
export async function listStaffRoles(
  pool: Queryable,
  userId: string,
): Promise<{ role: string; centerId: string }[]> {
  const { rows } = await pool.query<{ role: string; center_id: string }>(
    'SELECT role, center_id FROM user_roles WHERE user_id = $1 ORDER BY center_id, role',
    [userId],
  );
  return rows.map((r) => ({ role: r.role, centerId: r.center_id }));
}

export interface CenterStaffRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
}

/** The people holding a role granted at the centre, each with those roles, by name. */
export async function listCenterStaff(
  db: Queryable,
  centerId: string,
  userId?: string,
): Promise<CenterStaffRow[]> {
  const { rows } = await db.query<CenterStaffRow>(
    `SELECT u.id AS user_id, u.email, u.first_name, u.last_name, array_agg(r.role ORDER BY r.role) AS roles
       FROM user_roles r JOIN users u ON u.id = r.user_id
      WHERE r.center_id = $1 AND ($2::text IS NULL OR u.id = $2)
      GROUP BY u.id
      ORDER BY lower(u.first_name), lower(u.last_name), lower(u.email)`,
    [centerId, userId ?? null],
  );
  return rows;
}

/** A role held by a user at a centre. */
export interface RoleGrant {
  userId: string;
  centerId: string;
  role: string;
}

/** Grants a role at a centre; false when the user already held it there. */
export async function insertRole(db: Queryable, g: RoleGrant): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO user_roles (user_id, center_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [g.userId, g.centerId, g.role],
  );
  return rowCount === 1;
}

/** Removes a role at a centre; false when the user did not hold it there. */
export async function deleteRole(db: Queryable, g: RoleGrant): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM user_roles WHERE user_id = $1 AND center_id = $2 AND role = $3',
    [g.userId, g.centerId, g.role],
  );
  return rowCount === 1;
}

/**
 * Serialises role changes for the rest of the transaction: two administrators removing each other's roles at once
 * must not both succeed (each re-checks their own roles after taking it). Role changes are rare; one lock is enough.
 */
export async function lockRoleChanges(client: pg.PoolClient): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('user_roles:change'))");
}

/** Ids and names of centres, in the site's order: the given ones, or every centre. */
export async function listCenterNames(
  db: Queryable,
  ids: readonly string[] | 'every',
): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM centers WHERE $1::text[] IS NULL OR id = ANY($1::text[]) ORDER BY sort_order, name`,
    [ids === 'every' ? null : ids],
  );
  return rows;
}
