// The one way a refund is recorded: by a cancellation (services/my-orders/cancel-orders.ts) or by a payment that
// arrived after it expired and could not be honoured (services/payments/late-payment.ts). Either way the row is
// sent to the gateway by send-refunds.ts (right after the commit and by the jobs tick), retried, listed to staff
// when it fails, and the payment becomes REFUNDED only when the gateway's notification says the money is back.
// A refund above the centre's approval threshold waits for a second approver (refund-approval.ts).
import type pg from 'pg';
import { needsSecondApprover } from '@sannidhi/domain/day-close';
import { insertRefund, type RefundReason, type RefundRow } from '../../repositories/refunds';
import { approvalThreshold } from './refund-approval';

export async function createRefund(
  client: pg.PoolClient,
  r: {
    paymentId: string;
    centerId: string;
    orderIds: string[];
    amount: number;
    currency: string;
    requestedBy: string | null;
    reason: RefundReason;
  },
): Promise<RefundRow> {
  return insertRefund(client, {
    paymentId: r.paymentId,
    orderIds: r.orderIds,
    amount: r.amount,
    currency: r.currency,
    requestedBy: r.requestedBy,
    awaitingApproval: needsSecondApprover(r.amount, await approvalThreshold(client, r.centerId)),
    reason: r.reason,
  });
}
