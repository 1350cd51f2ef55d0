import type pg from 'pg';
import type { PaymentStatus } from '@sannidhi/domain/enums';
import { insertAnalyticsEventWith } from '../../repositories/analytics-events';
import type { PaymentRow } from '../../repositories/payments';

/**
 * Purchase success fires on a completed payment; purchase failed on an error, with the reason taken from
 * error_code in the payment's additional info (spec part 1 §4).
 */
export async function recordPurchaseEvent(client: pg.PoolClient, payment: PaymentRow, to: PaymentStatus) {
  if (to !== 'COMPLETED' && to !== 'ERROR') return;
  const addlInfo = (payment.raw_resp.addlInfo ?? {}) as { error_code?: string | null };
  const properties = {
    requestId: payment.request_id,
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    channel: payment.channel,
    selection_source: payment.booked_by ? 'Back Office' : 'Devotee',
    ...(to === 'ERROR' ? { reason: addlInfo.error_code ?? 'UNKNOWN' } : {}),
  };
  await insertAnalyticsEventWith(client, {
    name: to === 'COMPLETED' ? 'purchase success' : 'purchase failed',
    userId: payment.user_id,
    centerId: payment.center_id,
    properties,
  });
}
