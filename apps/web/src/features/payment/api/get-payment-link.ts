import { PaymentLinkAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** GET /api/order/paymentLink: the link's payment with its gateway form (no login needed). */
export function getPaymentLink(paymentId: string, signal?: AbortSignal): Promise<PaymentLinkAnswer> {
  return api.get('/order/paymentLink', PaymentLinkAnswer, {
    query: { paymentId },
    signal,
    toastOnError: false,
  });
}
