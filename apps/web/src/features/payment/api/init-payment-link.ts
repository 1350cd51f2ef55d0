import { api } from '../../../lib/api-client';

/** POST /api/order/paymentLinkInit: marks the link as opened, just before the gateway form is posted. */
export function initPaymentLink(paymentId: string): Promise<{ initialised: boolean }> {
  return api.post<{ initialised: boolean }>('/order/paymentLinkInit', { paymentId }, { toastOnError: false });
}
