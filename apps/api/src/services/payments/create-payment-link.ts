import type pg from 'pg';
import { PAYMENT_LINK_VALIDITY_HOURS } from '@sannidhi/domain/constants';
import type { CenterRow } from '../../repositories/catalogue';
import { insertPaymentLink } from '../../repositories/payment-links';
import { findPaymentById } from '../../repositories/payments';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { loadPaymentMailData } from '../mail/payment-mail-data';
import { paymentLinkMail } from '../mail/templates';

/** A link to /payment/{id}, valid for 3 hours, e-mailed to the devotee in the order's own transaction. */
export async function createPaymentLink(
  client: pg.PoolClient,
  input: { paymentId: string; email: string; now: Date; center: CenterRow; appOrigin: string },
): Promise<string> {
  const linkId = await insertPaymentLink(client, {
    paymentId: input.paymentId,
    email: input.email,
    expiresAt: new Date(input.now.getTime() + PAYMENT_LINK_VALIDITY_HOURS * 3600_000),
  });
  const payment = (await findPaymentById(client, input.paymentId))!;
  const data = await loadPaymentMailData(client, payment);
  const url = `${input.appOrigin}/payment/${linkId}`;
  await enqueueMail(client, input.email, paymentLinkMail({ ...data, url }), 'payment-link', input.paymentId);
  return linkId;
}
