import type pg from 'pg';
import { notFound } from '../../errors';
import { findPayer, type PayerRow } from '../../repositories/booking-persons';
import type { PayerDetails } from './gateway-form';

/** Who pays: the devotee's billing profile, falling back to their SSO profile. */
export async function loadPayer(pool: pg.Pool, devoteeId: string): Promise<PayerDetails> {
  return payerDetails(devoteeId, await findPayer(pool, devoteeId));
}

/** The payer's details from their row; 404 when the devotee is unknown. */
export function payerDetails(devoteeId: string, row: PayerRow | null | undefined): PayerDetails {
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
