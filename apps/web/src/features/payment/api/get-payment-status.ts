import { PaymentStatusAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** GET /api/payment/status: the status the api verified (never the gateway's query string). */
export function getPaymentStatus(requestId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  return api.get('/payment/status', PaymentStatusAnswer, {
    query: { requestId },
    signal,
    toastOnError: false,
  });
}
