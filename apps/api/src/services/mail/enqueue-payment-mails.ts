import type pg from 'pg';
import type { PaymentStatus } from '@sannidhi/domain/enums';
import { insertMail } from '../../repositories/mail-outbox';
import { markStatusMailSent, type PaymentRow } from '../../repositories/payments';
import { bookingCalendarAttachment } from '../calendar/booking-event';
import { loadPaymentMailData } from './payment-mail-data';
import { orderConfirmationMail, paymentStatusMail, type RenderedMail } from './templates';

export async function enqueueMail(
  client: pg.PoolClient,
  to: string,
  mail: RenderedMail,
  kind: string,
  paymentId: string | null,
  orderId: string | null = null,
): Promise<void> {
  if (!to) return;
  await insertMail(client, { ...mail, to, kind, paymentId, orderId });
}

/**
 * Mails a payment's outcome, in the same transaction as the status change: a confirmation when it completes, and a
 * payment status mail when a payment that was pending ends (the result page promises one within 40 minutes).
 */
export async function enqueuePaymentMails(
  client: pg.PoolClient,
  payment: PaymentRow,
  from: PaymentStatus,
  to: PaymentStatus,
): Promise<void> {
  if (to === 'PENDING' || to === 'INITIALIZED') return;
  const data = await loadPaymentMailData(client, payment);
  if (to === 'COMPLETED') {
    const calendar = bookingCalendarAttachment(data.events, 'REQUEST');
    const mail = { ...orderConfirmationMail(data), attachments: calendar ? [calendar] : [] };
    await enqueueMail(client, data.to, mail, 'order-confirmation', payment.id);
    if (from !== 'PENDING') return;
  }
  const wasPending = from === 'PENDING' || from === 'EXPIRED' || payment.channel === 'GPMS';
  if (wasPending || to === 'REFUNDED') {
    await enqueueMail(
      client,
      data.to,
      paymentStatusMail({ ...data, status: to }),
      'payment-status',
      payment.id,
    );
    await markStatusMailSent(client, payment.id);
  }
}
