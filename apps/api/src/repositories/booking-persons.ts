import type pg from 'pg';
import type { BookingPerson, BookingPersonAnswer } from '@sannidhi/domain/contracts/booking-person';

interface Row {
  sso_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  phone_code: string;
  secondary_phone: string;
  whats_app_phone: string;
  email: string;
  subscribed_for_news_letter: boolean;
  privacy_terms_accepted: boolean;
  billing_address: BookingPerson['billingAddress'];
}

function present(row: Row): BookingPersonAnswer {
  return {
    ssoId: row.sso_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phoneCode: row.phone_code,
    secondaryPhone: row.secondary_phone,
    whatsAppPhone: row.whats_app_phone,
    email: row.email,
    subscribedForNewsLetter: row.subscribed_for_news_letter,
    privacyTermsAccepted: true,
    billingAddress: row.billing_address,
  };
}

export async function findBookingPerson(pool: pg.Pool, ssoId: string): Promise<BookingPersonAnswer | null> {
  const { rows } = await pool.query<Row>('SELECT * FROM booking_persons WHERE sso_id = $1', [ssoId]);
  return rows[0] ? present(rows[0]) : null;
}

export async function saveBookingPerson(pool: pg.Pool, p: BookingPerson): Promise<BookingPersonAnswer> {
  const { rows } = await pool.query<Row>(
    `INSERT INTO booking_persons (sso_id, first_name, last_name, phone, secondary_phone, whats_app_phone, email,
       subscribed_for_news_letter, privacy_terms_accepted, billing_address, phone_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (sso_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       phone = EXCLUDED.phone, secondary_phone = EXCLUDED.secondary_phone, whats_app_phone = EXCLUDED.whats_app_phone,
       email = EXCLUDED.email, subscribed_for_news_letter = EXCLUDED.subscribed_for_news_letter,
       privacy_terms_accepted = EXCLUDED.privacy_terms_accepted, billing_address = EXCLUDED.billing_address,
       phone_code = EXCLUDED.phone_code,
       updated_at = now()
     RETURNING *`,
    [
      p.ssoId,
      p.firstName,
      p.lastName,
      p.phone,
      p.secondaryPhone,
      p.whatsAppPhone,
      p.email,
      p.subscribedForNewsLetter,
      p.privacyTermsAccepted,
      p.billingAddress,
      p.phoneCode,
    ],
  );
  return present(rows[0]!);
}

// The payer of a devotee's orders: their billing profile (booking_persons) over their SSO profile (users).

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
