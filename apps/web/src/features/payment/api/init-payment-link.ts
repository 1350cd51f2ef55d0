import { PaymentLinkInitAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** POST /api/order/paymentLinkInit: marks the link as opened, just before the gateway form is posted. */
export function initPaymentLink(paymentId: string): Promise<{ initialised: boolean }> {
  return api.post('/order/paymentLinkInit', PaymentLinkInitAnswer, { paymentId }, { toastOnError: false });
}
