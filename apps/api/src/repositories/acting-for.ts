// SQL of volunteer_acting_for: the devotees an office volunteer has looked up to book for.
import type pg from 'pg';

export async function startActingFor(pool: pg.Pool, volunteerId: string, devoteeId: string): Promise<void> {
  await pool.query(
    `INSERT INTO volunteer_acting_for (volunteer_id, devotee_id) VALUES ($1, $2)
     ON CONFLICT (volunteer_id, devotee_id) DO UPDATE SET started_at = now()`,
    [volunteerId, devoteeId],
  );
}

/** Whether the volunteer looked the devotee up within the last `hours`. */
export async function isActingFor(
  pool: pg.Pool,
  volunteerId: string,
  devoteeId: string,
  hours: number,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM volunteer_acting_for
     WHERE volunteer_id = $1 AND devotee_id = $2 AND started_at > now() - make_interval(hours => $3)`,
    [volunteerId, devoteeId, hours],
  );
  return Boolean(rowCount);
}
