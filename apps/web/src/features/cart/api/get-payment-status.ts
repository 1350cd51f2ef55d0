import { PaymentStatusAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** GET /api/payment/status: the verified status of a payment just recorded (its transaction id for the receipt). */
export function getPaymentStatus(requestId: string): Promise<PaymentStatusAnswer> {
  return api.get('/payment/status', PaymentStatusAnswer, { query: { requestId }, toastOnError: false });
}
