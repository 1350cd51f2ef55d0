// Card machine (India) and US card terminal: the volunteer starts the charge on the reader, the screen polls it.
import type { TerminalAnswer } from '@sannidhi/domain/contracts/payment';
import type { AppDeps, AuthContext } from '../../types';
import { badRequest, notFound } from '../../errors';
import { findPaymentById, setTerminalTransaction, type PaymentRow } from '../../repositories/payments';
import { isOfficeVolunteer } from '../auth/access';
import { applyPaymentStatus } from './apply-payment-status';

const TERMINAL_CHANNELS = new Set(['US_CARD_TERMINAL', 'CARD_MACHINE']);

async function requireTerminalPayment(deps: Pick<AppDeps, 'pool'>, auth: AuthContext, paymentId: string) {
  const payment = await findPaymentById(deps.pool, paymentId);
  // Only an office volunteer of the payment's centre sees it; to anyone else it is missing (ids are not probed).
  if (
    !payment ||
    !TERMINAL_CHANNELS.has(payment.channel) ||
    !(await isOfficeVolunteer(deps.pool, auth, payment.center_id))
  ) {
    throw notFound('Card payment not found');
  }
  return payment;
}

export async function startTerminalPayment(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  auth: AuthContext,
  paymentId: string,
): Promise<TerminalAnswer> {
  const payment = await requireTerminalPayment(deps, auth, paymentId);
  if (payment.status !== 'INITIALIZED') throw badRequest('This card payment was already started');
  const tx = await deps.providers.terminal.start({
    requestId: payment.request_id,
    amount: payment.amount,
    currency: payment.currency,
    kind: payment.channel as 'US_CARD_TERMINAL' | 'CARD_MACHINE',
  });
  await setTerminalTransaction(deps.pool, payment.id, tx.transactionId);
  const { payment: after } = await applyPaymentStatus(deps, payment.id, {
    status: 'PENDING',
    source: 'terminal',
  });
  return answer(after, tx.status, tx.transactionId, null);
}

export async function pollTerminalPayment(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  auth: AuthContext,
  paymentId: string,
): Promise<TerminalAnswer> {
  const payment = await requireTerminalPayment(deps, auth, paymentId);
  if (!payment.terminal_transaction_id) throw badRequest('This card payment has not been started');
  const tx = await deps.providers.terminal.get(payment.terminal_transaction_id);
  const outcome =
    tx.status === 'APPROVED'
      ? ({ status: 'COMPLETED' } as const)
      : tx.status === 'DECLINED'
        ? ({ status: 'ERROR', errorCode: 'CARD_DECLINED' } as const)
        : tx.status === 'CANCELLED'
          ? ({ status: 'ERROR', errorCode: 'CANCELLED' } as const)
          : null;
  let after = payment;
  if (outcome) {
    after = (
      await applyPaymentStatus(deps, payment.id, {
        ...outcome,
        transactionId: tx.transactionId,
        errorMsg: tx.errorMsg ?? null,
        source: 'terminal',
      })
    ).payment;
  }
  return answer(after, tx.status, tx.transactionId, tx.errorMsg ?? null);
}

function answer(
  payment: PaymentRow,
  terminalStatus: TerminalAnswer['terminalStatus'],
  transactionId: string,
  errorMsg: string | null,
): TerminalAnswer {
  return { paymentId: payment.id, status: payment.status, terminalStatus, transactionId, errorMsg };
}
