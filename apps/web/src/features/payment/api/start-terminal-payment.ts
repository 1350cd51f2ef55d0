import { TerminalAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** POST /api/payment/terminal/start: sends the charge to the card terminal. */
export function startTerminalPayment(paymentId: string): Promise<TerminalAnswer> {
  return api.post('/payment/terminal/start', TerminalAnswer, { paymentId }, { toastOnError: false });
}
