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
