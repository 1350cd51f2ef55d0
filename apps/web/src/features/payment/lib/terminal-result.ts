import type { TerminalAnswer } from '@sannidhi/domain/contracts/payment';
import type { CardPaymentState, PaymentResultState } from '../../../lib/payment-hand-off';

/**
 * The in-app result for a finished terminal transaction. A decline without the terminal's own message carries no
 * error: the result screen says "The card was declined." in the reader's language.
 */
export function terminalResult(answer: TerminalAnswer, hand: CardPaymentState | null): PaymentResultState {
  const status =
    answer.terminalStatus === 'APPROVED'
      ? 'COMPLETED'
      : answer.terminalStatus === 'CANCELLED'
        ? 'CANCELLED'
        : 'ERROR';
  const transactionId = answer.transactionId;
  return {
    name: hand?.name ?? '',
    paymentChannel: hand?.paymentChannel ?? 'US_CARD_TERMINAL',
    status,
    transactionId,
    error: status === 'ERROR' ? answer.errorMsg || null : null,
    receipt:
      status === 'COMPLETED' && hand?.receipt
        ? { ...hand.receipt, transactionId: transactionId ?? '', paidAt: new Date().toISOString() }
        : null,
  };
}
