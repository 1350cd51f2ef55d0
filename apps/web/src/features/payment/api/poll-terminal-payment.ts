import type { TerminalAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** GET /api/payment/terminal/{paymentId}: where the card terminal is (polled quietly, no overlay). */
export function pollTerminalPayment(paymentId: string, signal?: AbortSignal): Promise<TerminalAnswer> {
  return api.get<TerminalAnswer>(`/payment/terminal/${encodeURIComponent(paymentId)}`, {
    signal,
    silent: true,
    toastOnError: false,
  });
}
