// SQL of volunteer_acting_for: the devotees an office volunteer has looked up to book for, and at which centre.
import type pg from 'pg';

export async function startActingFor(
  pool: pg.Pool,
  volunteerId: string,
  devoteeId: string,
  centerId: string,
): Promise<void> {
  await pool.query(
    `INSERT INTO volunteer_acting_for (volunteer_id, devotee_id, center_id) VALUES ($1, $2, $3)
     ON CONFLICT (volunteer_id, devotee_id, center_id) DO UPDATE SET started_at = now()`,
    [volunteerId, devoteeId, centerId],
  );
}

/**
 * Whether the volunteer looked the devotee up at the centre within the last `hours` and still holds OFFICE_VOLUNTEER
 * there (one round trip).
 */
export async function isActingForAt(
  pool: pg.Pool,
  q: { volunteerId: string; devoteeId: string; centerId: string; hours: number },
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM volunteer_acting_for a
     JOIN user_roles r ON r.user_id = a.volunteer_id AND r.center_id = a.center_id AND r.role = 'OFFICE_VOLUNTEER'
     WHERE a.volunteer_id = $1 AND a.devotee_id = $2 AND a.center_id = $3
       AND a.started_at > now() - make_interval(hours => $4)`,
    [q.volunteerId, q.devoteeId, q.centerId, q.hours],
  );
  return Boolean(rowCount);
}
