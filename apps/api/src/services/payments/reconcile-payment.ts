// Server-side status query: asks the gateway about an open payment and applies what it says. Used by the result
// page (so it never trusts the browser's redirect) and by the expiry job.
import type { AppDeps } from '../../types';
import { findPaymentById, type PaymentRow } from '../../repositories/payments';
import { applyPaymentStatus } from './apply-payment-status';

export async function reconcilePayment(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  payment: PaymentRow,
  opts: { expireIfUnpaid: boolean },
): Promise<PaymentRow> {
  if (payment.status !== 'INITIALIZED' && payment.status !== 'PENDING') return payment;
  if (payment.channel === 'GPMS' || payment.channel === 'PAYMENT_LINK') {
    const answer = await queryGateway(deps, payment, opts.expireIfUnpaid);
    if (
      answer &&
      (answer.status === 'COMPLETED' || answer.status === 'ERROR' || answer.status === 'PENDING')
    ) {
      const isConsistent =
        answer.status !== 'COMPLETED' ||
        answer.amount == null ||
        Math.round(Number(answer.amount) * 100) === payment.amount;
      if (isConsistent && !(answer.status === 'PENDING' && opts.expireIfUnpaid)) {
        const { payment: after } = await applyPaymentStatus(deps, payment.id, {
          status: answer.status,
          transactionId: answer.transactionId,
          errorCode: answer.errorCode,
          errorReason: answer.errorReason,
          errorMsg: answer.errorMsg,
          gateway: answer,
          source: 'status-query',
        });
        if (after.status !== 'INITIALIZED' && after.status !== 'PENDING') return after;
      }
    }
  }
  if ((payment.channel === 'US_CARD_TERMINAL' || payment.channel === 'CARD_MACHINE') && opts.expireIfUnpaid) {
    // The reader is asked before a card payment expires, so that an approval nobody polled for is not lost.
    const settled = await settleFromTerminal(deps, payment);
    if (settled) return settled;
  }
  if (!opts.expireIfUnpaid) return (await findPaymentById(deps.pool, payment.id)) ?? payment;
  const { payment: expired } = await applyPaymentStatus(deps, payment.id, {
    status: 'EXPIRED',
    source: 'expiry',
  });
  return expired;
}

/**
 * Asks the gateway. When expiring, an unreachable gateway does not keep the payment open for ever: it expires,
 * and a payment that the gateway later reports as paid takes the late-payment path (confirm or refund).
 */
async function queryGateway(deps: Pick<AppDeps, 'providers'>, payment: PaymentRow, isExpiring: boolean) {
  try {
    return await deps.providers.gateway.queryStatus(payment.request_id);
  } catch (err) {
    if (!isExpiring) throw err;
    return null;
  }
}

/**
 * The reader's answer on a started card payment, applied; null when it is still open or cannot be asked. An approval
 * on a payment that expired meanwhile takes the late-payment path (honoured or refunded).
 */
export async function settleFromTerminal(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  payment: PaymentRow,
): Promise<PaymentRow | null> {
  if (!payment.terminal_transaction_id) return null;
  const tx = await deps.providers.terminal.get(payment.terminal_transaction_id).catch(() => null);
  if (!tx || (tx.status !== 'APPROVED' && tx.status !== 'DECLINED' && tx.status !== 'CANCELLED')) return null;
  const { payment: after } = await applyPaymentStatus(deps, payment.id, {
    status: tx.status === 'APPROVED' ? 'COMPLETED' : 'ERROR',
    errorCode: tx.status === 'APPROVED' ? null : tx.status === 'DECLINED' ? 'CARD_DECLINED' : 'CANCELLED',
    transactionId: tx.transactionId,
    errorMsg: tx.errorMsg ?? null,
    source: 'terminal',
  });
  return after;
}
