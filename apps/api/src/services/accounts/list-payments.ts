// GET /staff/accounts/payments: the payments paid at a centre on a day (or, with a search, on any day), a page at a
// time, sorted on the server. accounts.view at that centre.
import { ACCOUNTS_PAGE_SIZE } from '@sannidhi/domain/constants';
import type { AccountPaymentPage, AccountPaymentsQuery } from '@sannidhi/domain/contracts/staff-accounts';
import { pageFields, pageWindow } from '@sannidhi/domain/paging';
import type pg from 'pg';
import type { z } from 'zod';
import { listAccountPayments } from '../../repositories/payments-accounts';
import type { AuthContext } from '../../types';
import { staffCenter } from '../centers/staff-center';

export async function listPaymentsOfDay(
  pool: pg.Pool,
  auth: AuthContext,
  q: z.output<typeof AccountPaymentsQuery>,
): Promise<AccountPaymentPage> {
  const center = await staffCenter(pool, auth, 'accounts.view', q.center);
  const { rows, total } = await listAccountPayments(pool, {
    centerId: center.id,
    timezone: center.timezone,
    date: q.date,
    channel: q.channel || undefined,
    q: q.q || undefined,
    sort: q.sort,
    dir: q.dir,
    ...pageWindow(q.page, ACCOUNTS_PAGE_SIZE),
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
      devoteeErased: r.devotee_erased,
      bookingIds: r.booking_ids,
    })),
    ...pageFields(q.page, ACCOUNTS_PAGE_SIZE, total),
  };
}
