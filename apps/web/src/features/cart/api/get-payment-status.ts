import type { PaymentStatusAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** GET /api/payment/status: the verified status of a payment just recorded (its transaction id for the receipt). */
export function getPaymentStatus(requestId: string): Promise<PaymentStatusAnswer> {
  return api.get<PaymentStatusAnswer>('/payment/status', { query: { requestId }, toastOnError: false });
}
