// GET /staff/accounts/payments: the payments paid at a centre on a day (or, with a search, on any day), a page at a
// time, sorted on the server. accounts.view at that centre.
import { ACCOUNTS_PAGE_SIZE } from '@sannidhi/domain/constants';
import type { AccountPaymentPage, AccountPaymentsQuery } from '@sannidhi/domain/contracts/staff-accounts';
import type pg from 'pg';
import type { z } from 'zod';
import { listAccountPayments } from '../../repositories/accounts';
import type { AuthContext } from '../../types';
import { requireStaffAction } from '../roles/authorize';
import { accountsCenter } from './accounts-center';

export async function listPaymentsOfDay(
  pool: pg.Pool,
  auth: AuthContext,
  q: z.output<typeof AccountPaymentsQuery>,
): Promise<AccountPaymentPage> {
  await requireStaffAction(pool, auth, 'accounts.view', q.center);
  const center = await accountsCenter(pool, q.center);
  const { rows, total } = await listAccountPayments(pool, {
    centerId: center.id,
    timezone: center.timezone,
    date: q.date,
    channel: q.channel || undefined,
    q: q.q || undefined,
    sort: q.sort,
    dir: q.dir,
    limit: ACCOUNTS_PAGE_SIZE,
    offset: (q.page - 1) * ACCOUNTS_PAGE_SIZE,
  });
  return {
    rows: rows.map((r) => ({
      paymentId: r.id,
      requestId: r.request_id,
      paidAt: r.paid_at.toISOString(),
      channel: r.channel,
      status: r.status,
      amount: r.amount,
      refunded: r.refunded_amount,
      currency: r.currency,
      reference: r.reference,
      bank: r.bank,
      devoteeEmail: r.devotee_email,
      bookingIds: r.booking_ids,
    })),
    total,
    page: q.page,
    pageSize: ACCOUNTS_PAGE_SIZE,
  };
}
