// SQL of day_closes: the accounts page's record that a centre's day was checked and closed, and by whom.
import type pg from 'pg';
import type { Queryable } from '../db/client';

export interface DayCloseRow {
  center_id: string;
  day: string;
  closed_by: string;
  closed_by_name: string;
  closed_at: Date;
  checked: number;
  totals: unknown;
  mismatches: unknown;
}

export async function findDayClose(
  db: Queryable,
  centerId: string,
  day: string,
): Promise<DayCloseRow | undefined> {
  const { rows } = await db.query<DayCloseRow>(
    `SELECT c.center_id, c.day::text AS day, c.closed_by, c.closed_at, c.checked, c.totals, c.mismatches,
            COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email, c.closed_by) AS closed_by_name
       FROM day_closes c LEFT JOIN users u ON u.id = c.closed_by
      WHERE c.center_id = $1 AND c.day = $2::date`,
    [centerId, day],
  );
  return rows[0];
}

/** Records the close; false when the day was closed already (the first close stands). */
export async function insertDayClose(
  client: pg.PoolClient,
  c: {
    centerId: string;
    day: string;
    closedBy: string;
    checked: number;
    totals: unknown;
    mismatches: unknown;
  },
): Promise<boolean> {
  const res = await client.query(
    `INSERT INTO day_closes (center_id, day, closed_by, checked, totals, mismatches)
     VALUES ($1, $2::date, $3, $4, $5, $6) ON CONFLICT (center_id, day) DO NOTHING`,
    [c.centerId, c.day, c.closedBy, c.checked, JSON.stringify(c.totals), JSON.stringify(c.mismatches)],
  );
  return res.rowCount === 1;
}
