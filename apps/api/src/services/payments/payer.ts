import type pg from 'pg';
import { notFound } from '../../errors';
import type { PayerDetails } from './gateway-form';

/** Who pays: the devotee's billing profile, falling back to their SSO profile. */
export async function loadPayer(pool: pg.Pool, devoteeId: string): Promise<PayerDetails> {
  const { rows } = await pool.query<{
    email: string;
    first_name: string;
    last_name: string;
    country_of_residence: string;
    bp_first: string | null;
    bp_last: string | null;
    bp_email: string | null;
    phone: string | null;
    billing_address: Record<string, string> | null;
  }>(
    `SELECT u.email, u.first_name, u.last_name, u.country_of_residence, b.first_name AS bp_first,
       b.last_name AS bp_last, b.email AS bp_email, b.phone, b.billing_address
     FROM users u LEFT JOIN booking_persons b ON b.sso_id = u.id WHERE u.id = $1`,
    [devoteeId],
  );
  const row = rows[0];
  if (!row) throw notFound('Devotee not found');
  const address = row.billing_address ?? {};
  return {
    ssoId: devoteeId,
    firstName: row.bp_first ?? row.first_name,
    lastName: row.bp_last ?? row.last_name,
    email: row.bp_email ?? row.email,
    phone: row.phone ?? '',
    line1: address.line1 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    pinCode: address.pinCode ?? '',
    country: address.countryOfResidence ?? row.country_of_residence,
  };
}
