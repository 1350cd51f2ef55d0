// The centre an accounts page is about, with its zone and the channels it offers.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { isoDateIn } from '@sannidhi/domain/day-list';
import type pg from 'pg';
import { notFound } from '../../errors';
import { findCenter } from '../../repositories/centers';

export interface AccountsCenter {
  id: string;
  name: string;
  currency: string;
  timezone: string;
  /** The centre's date format ("MM/dd/yyyy"), for the dates its screens show. */
  dateFormat: string;
  countryCode: string;
  refundApprovalAbove: number | undefined;
  today: string;
}

export async function accountsCenter(
  pool: pg.Pool,
  centerId: string,
  now = new Date(),
): Promise<AccountsCenter> {
  const row = await findCenter(pool, centerId);
  if (!row) throw notFound('Centre not found');
  const meta = CenterMeta.parse(row.meta);
  return {
    id: row.id,
    name: row.name,
    currency: row.currency ?? 'INR',
    timezone: meta.timezone,
    dateFormat: meta.dateFormat,
    countryCode: meta.countryCode,
    refundApprovalAbove: meta.refundApprovalAbove,
    today: isoDateIn(meta.timezone, now),
  };
}
