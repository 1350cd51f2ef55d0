import { TerminalAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** GET /api/payment/terminal/{paymentId}: where the card terminal is (polled quietly, no overlay). */
export function pollTerminalPayment(paymentId: string, signal?: AbortSignal): Promise<TerminalAnswer> {
  return api.get(`/payment/terminal/${encodeURIComponent(paymentId)}`, TerminalAnswer, {
    signal,
    silent: true,
    toastOnError: false,
  });
}
