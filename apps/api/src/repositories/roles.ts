import type pg from 'pg';

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
  pool: pg.Pool,
  userId: string,
): Promise<{ role: string; centerId: string }[]> {
  const { rows } = await pool.query<{ role: string; center_id: string }>(
    'SELECT role, center_id FROM user_roles WHERE user_id = $1 ORDER BY center_id, role',
    [userId],
  );
  return rows.map((r) => ({ role: r.role, centerId: r.center_id }));
}
