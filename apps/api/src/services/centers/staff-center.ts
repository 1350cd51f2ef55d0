// The centre a staff page works on (accounts, audit, dispatch, schedule, the day's check-in): the caller is authorised
// for the action there first (403), then the centre is read with its zone and formats (404 for an unknown one).
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { isoDateIn } from '@sannidhi/domain/day-list';
import type { StaffAction } from '@sannidhi/domain/staff-access';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { findCenter } from '../../repositories/centers';
import type { AuthContext } from '../../types';
import { requireStaffAction } from '../roles/authorize';

export interface StaffCenter {
  id: string;
  name: string;
  currency: string;
  timezone: string;
  /** The centre's date format ("MM/dd/yyyy"), for the dates its screens show. */
  dateFormat: string;
  countryCode: string;
  refundApprovalAbove: number | undefined;
  /** Today in the centre's zone, yyyy-mm-dd. */
  today: string;
}

export async function staffCenter(
  db: Queryable,
  auth: AuthContext,
  action: StaffAction,
  centerId: string,
): Promise<StaffCenter> {
  await requireStaffAction(db, auth, action, centerId);
  const row = await findCenter(db, centerId);
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
    today: isoDateIn(meta.timezone),
  };
}
