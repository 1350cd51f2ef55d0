// The payer of a devotee's orders: their billing profile (booking_persons) over their SSO profile (users).
import type pg from 'pg';

export interface PayerRow {
  email: string;
  first_name: string;
  last_name: string;
  country_of_residence: string;
  bp_first: string | null;
  bp_last: string | null;
  bp_email: string | null;
  phone: string | null;
  billing_address: Record<string, string> | null;
}

export const PAYER_SELECT = `SELECT u.email, u.first_name, u.last_name, u.country_of_residence, b.first_name AS bp_first,
       b.last_name AS bp_last, b.email AS bp_email, b.phone, b.billing_address
     FROM users u LEFT JOIN booking_persons b ON b.sso_id = u.id`;

export async function findPayer(pool: pg.Pool, devoteeId: string): Promise<PayerRow | undefined> {
  const { rows } = await pool.query<PayerRow>(`${PAYER_SELECT} WHERE u.id = $1`, [devoteeId]);
  return rows[0];
}
