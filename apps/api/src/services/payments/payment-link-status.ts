// The result of paying by link (/gpmsResponse after /payment/{paymentId}, no login): the link id e-mailed to the
// devotee is the key, as for the link page itself. It answers only what the result card shows — never the payer.
import type { PaymentLinkStatusAnswer } from '@sannidhi/domain/contracts/payment';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { CenterContact, CenterMeta } from '@sannidhi/domain/catalogue';
import type { AppDeps } from '../../types';
import { notFound } from '../../errors';
import { findCatalogueCenter } from '../../repositories/catalogue';
import { findPaymentLink } from '../../repositories/payment-links';
import { findPaymentById, listOrdersOfPayment } from '../../repositories/payments';
import { reconcilePayment } from './reconcile-payment';

export async function getPaymentLinkStatus(
  deps: Pick<AppDeps, 'pool' | 'db' | 'providers'>,
  linkId: string,
  log: { warn: (obj: object, msg: string) => void },
): Promise<PaymentLinkStatusAnswer> {
  const link = await findPaymentLink(deps.pool, linkId);
  let payment = link && (await findPaymentById(deps.pool, link.payment_id));
  if (!link || !payment) throw notFound('This payment link does not exist');
  // As /payment/status: the gateway is asked while the payment is open; the browser's query string is never trusted.
  try {
    payment = await reconcilePayment(deps, payment, { expireIfUnpaid: false });
  } catch (err) {
    log.warn({ err, linkId }, 'status query failed; answering the stored status');
  }
  const center = await findCatalogueCenter(deps.db, payment.center_id);
  if (!center) throw notFound('Center not found');
  const contact = CenterContact.parse(center.contact);
  const meta = CenterMeta.parse(center.meta);
  // The booking reference only once paid: before that the link page shows none either.
  const [order] = payment.status === 'COMPLETED' ? await listOrdersOfPayment(deps.pool, payment.id) : [];
  const addl = (payment.raw_resp.addlInfo ?? {}) as { error_msg?: string | null };
  return {
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    bookingReference: order?.booking_id ? displayBookingReference(order.booking_id) : null,
    errorMsg: payment.status === 'ERROR' ? (addl.error_msg ?? null) : null,
    center: {
      name: center.name,
      email: contact.email,
      phone: contact.phone,
      supportTicketUrl: meta.supportTicketUrl ?? null,
    },
  };
}
