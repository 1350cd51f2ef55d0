// Called by applyPaymentStatusWith, in the payment's transaction, whenever a payment changes status: a subscription's
// first payment activates it (the mandate id arrives with the gateway's answer); a month's charge that completes
// records the paid month, creates that month's prasadam order and moves the subscription to the next month; a
// failed charge schedules a retry (days 1, 3, 7) and mails the devotee, or pauses after the last retry.
import type pg from 'pg';
import type { PaymentStatus } from '@sannidhi/domain/enums';
import { formatMoney } from '@sannidhi/domain/money';
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';
import { shippingOptionFor } from '@sannidhi/domain/shipping';
import { addMonths, afterFailedCharge } from '@sannidhi/domain/subscription-renewal';
import { formatDate } from '@sannidhi/domain/time';
import { writeAudit } from '../../repositories/audit';
import {
  findFirstOrder,
  insertOrders,
  linkOrderToMonth,
  setOrderShipping,
  type FirstOrderRow,
} from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import type { MonthOrderFields, NewOrder } from '../../repositories/orders-place';
import {
  activateSubscription,
  advanceSubscription,
  findChargeByPayment,
  findSubscription,
  insertPaidMonth,
  lockSubscriptionByFirstPayment,
  paymentIsForSubscription,
  recordFailedAttempt,
  setMandateStatus,
  slotForMonth,
  subscriptionContext,
  type SubscriptionRow,
} from '../../repositories/subscriptions';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { chargeFailedMail, mandateEndedMail, postDebitMail } from '../mail/subscription-mails';
import { mailLanguageOf, mailTexts, ritualNameIn } from '../../mail-texts';
import { createRefund } from '../refunds/create-refund';
import { enqueueRefundMail } from '../refunds/refund-mails';

const FAILED: ReadonlySet<string> = new Set(['ERROR', 'EXPIRED', 'REFUNDED']);

export async function applySubscriptionPayment(
  client: pg.PoolClient,
  payment: PaymentRow,
  to: PaymentStatus,
  incoming: { gateway?: Record<string, unknown>; errorCode?: string | null; errorMsg?: string | null },
  opts: { late?: boolean } = {},
): Promise<void> {
  if (to !== 'COMPLETED' && !FAILED.has(to)) return;
  // Most payments are bookings: one look settles that, before the two that lock a subscription.
  if (!(await paymentIsForSubscription(client, payment.id))) return;
  const first = await lockSubscriptionByFirstPayment(client, payment.id);
  if (first) return onFirstPayment(client, first, payment, to, incoming, opts.late ?? false);
  const charge = await findChargeByPayment(client, payment.id);
  if (!charge) return;
  const subscription = await findSubscription(client, charge.subscription_id, { forUpdate: true });
  if (!subscription) return;
  if (to === 'COMPLETED') return onMonthPaid(client, subscription, payment, charge.sequence);
  return onMonthFailed(client, subscription, payment, charge.sequence, incoming);
}

async function onFirstPayment(
  client: pg.PoolClient,
  s: SubscriptionRow,
  payment: PaymentRow,
  to: PaymentStatus,
  incoming: { gateway?: Record<string, unknown> },
  late: boolean,
) {
  // A first payment honoured after it expired (services/payments/late-payment.ts): the expiry declined the mandate
  // and cancelled the subscription; the payment did go through, so the subscription starts after all.
  const revived = late && to === 'COMPLETED' && s.mandate_status === 'DECLINED';
  if (revived) await setMandateStatus(client, s.id, 'PENDING', 'ACTIVE');
  else if (s.mandate_status !== 'PENDING') return;
  if (to !== 'COMPLETED') {
    await setMandateStatus(client, s.id, 'DECLINED', 'CANCELLED');
    return;
  }
  const mandateId = typeof incoming.gateway?.mandateId === 'string' ? incoming.gateway.mandateId : null;
  const month = await insertPaidMonth(client, { subscriptionId: s.id, paymentId: payment.id, sequence: 1 });
  if (month && s.first_order_id) {
    await linkOrderToMonth(client, s.first_order_id, month);
    const ctx = await subscriptionContext(client, s);
    const destination = String(s.prasadam_delivery_address.country ?? '');
    await setOrderShipping(client, s.first_order_id, shippingOptionFor(ctx.centerCountry, destination));
  }
  // Month 2 falls due a month after the first payment.
  await activateSubscription(client, s.id, { mandateId, dueAt: addMonths(new Date(), 1) });
  await writeAudit(client, {
    actorId: null,
    action: 'subscription.activate',
    entity: 'subscription',
    entityId: s.id,
    data: { mandateId, paymentId: payment.id },
  });
}

async function onMonthPaid(client: pg.PoolClient, s: SubscriptionRow, payment: PaymentRow, sequence: number) {
  const month = await insertPaidMonth(client, { subscriptionId: s.id, paymentId: payment.id, sequence });
  if (!month) {
    // The month was paid by another attempt (a charge paid after it expired, while its retry was paid too): this
    // charge is money without a month, so it is refunded in full through the refund path, and recorded loudly.
    const refund = await createRefund(client, {
      paymentId: payment.id,
      centerId: payment.center_id,
      orderIds: [],
      amount: payment.amount,
      currency: payment.currency,
      requestedBy: null,
      reason: 'late-payment',
    });
    await enqueueRefundMail(client, refund, 'late-started', { lateReason: 'month-already-paid' });
    await writeAudit(client, {
      actorId: null,
      action: 'subscription.duplicateCharge',
      entity: 'subscription',
      entityId: s.id,
      data: { sequence, paymentId: payment.id, refundId: refund.id },
    });
    return;
  }
  const first = s.first_order_id ? await findFirstOrder(client, s.first_order_id) : undefined;
  if (first && s.due_at) {
    const ctx = await subscriptionContext(client, s);
    // Month k's ritual is k-1 months after the first one, or later when a pause pushed its charge later.
    const anniversary = addMonths(first.og_slot_start, sequence - 1);
    const slot = await slotForMonth(
      client,
      s.product_id,
      anniversary.getTime() >= s.due_at.getTime() ? anniversary : s.due_at,
    );
    const shippingOption = shippingOptionFor(
      ctx.centerCountry,
      String(s.prasadam_delivery_address.country ?? ''),
    );
    await insertOrders(client, payment.id, [monthOrder(s, first, slot, month, shippingOption)]);
  }
  if (s.months_paid === sequence - 1) await advanceSubscription(client, s.id, sequence);
  await enqueuePostDebitMail(client, s, payment, sequence);
  await writeAudit(client, {
    actorId: null,
    action: 'subscription.monthPaid',
    entity: 'subscription',
    entityId: s.id,
    data: { sequence, paymentId: payment.id },
  });
}

/** The post-debit mail of a month's charge (RBI): what was taken, and how to raise a complaint. */
async function enqueuePostDebitMail(
  client: pg.PoolClient,
  s: SubscriptionRow,
  payment: PaymentRow,
  month: number,
) {
  const ctx = await subscriptionContext(client, s);
  const lang = mailLanguageOf(ctx.language);
  await enqueueMail(
    client,
    ctx.email,
    postDebitMail({
      lang,
      name: ctx.firstName || mailTexts(lang).devotee,
      centerName: ctx.centerName,
      ritual: ritualNameIn(ctx.ritual, ctx.ritualTexts, lang),
      month,
      termMonths: s.term_months,
      amount: formatMoney(payment.amount, payment.currency),
      chargeDate: formatDate(new Date(), ctx.timezone, ctx.dateFormat),
      mandateReference: s.mandate_id ?? mailTexts(lang).yourBankMandate,
      contact: ctx.centerContact || ctx.centerName,
    }),
    'subscription-charged',
    payment.id,
  );
}

async function onMonthFailed(
  client: pg.PoolClient,
  s: SubscriptionRow,
  payment: PaymentRow,
  sequence: number,
  incoming: { errorCode?: string | null; errorMsg?: string | null },
) {
  if (s.months_paid >= sequence || !s.due_at) return;
  const ctx = await subscriptionContext(client, s);
  if (incoming.errorCode === 'MANDATE_INACTIVE') {
    // The payer ended the mandate at the bank: nothing more can be charged.
    if (s.status !== 'CANCELLED' && s.status !== 'COMPLETED') {
      await setMandateStatus(client, s.id, 'CANCELLED', 'CANCELLED');
      await enqueueMail(
        client,
        ctx.email,
        mandateEndedMail({
          lang: mailLanguageOf(ctx.language),
          ritual: ritualNameIn(ctx.ritual, ctx.ritualTexts, mailLanguageOf(ctx.language)),
        }),
        'subscription-cancelled',
        payment.id,
      );
    }
    return;
  }
  const failedAttempts = s.failed_attempts + 1;
  const next = afterFailedCharge(failedAttempts, s.due_at);
  await recordFailedAttempt(client, s.id, {
    failedAttempts: next.kind === 'retry' ? failedAttempts : 0,
    nextChargeAt: next.kind === 'retry' ? next.at : s.due_at,
    status: next.kind === 'retry' || s.status !== 'ACTIVE' ? s.status : 'PAUSED',
  });
  const retryOn = next.kind === 'retry' ? formatDate(next.at, ctx.timezone) : null;
  await enqueueMail(
    client,
    ctx.email,
    chargeFailedMail({
      lang: mailLanguageOf(ctx.language),
      ritual: ritualNameIn(ctx.ritual, ctx.ritualTexts, mailLanguageOf(ctx.language)),
      month: sequence,
      retryOn,
      reason: incoming.errorMsg ?? 'declined',
    }),
    'subscription-charge-failed',
    payment.id,
  );
}

/** The order of a paid month: the first order's ritual, options and people, on the month's slot, already paid. */
function monthOrder(
  s: SubscriptionRow,
  first: FirstOrderRow,
  slot: { id: string; start_time: Date },
  subscriptionPaymentId: string,
  shippingOption: string | null,
): NewOrder & MonthOrderFields {
  return {
    bookingId: `SAN${generatePaymentRequestId()}`,
    slotId: slot.id,
    // A subscriber's month takes no places (its slot may have none to sell).
    places: 0,
    inventory: [],
    productId: s.product_id,
    itemId: s.item_id ?? '',
    inPerson: false,
    hasPrasadam: first.has_prasadam,
    prasadamDeliveryAddress: first.has_prasadam ? s.prasadam_delivery_address : null,
    meta: first.meta,
    variants: first.variants,
    totalPrice: s.amount,
    slotStart: slot.start_time,
    familyId: first.family_id,
    paymentStatus: 'COMPLETED',
    bookedBy: first.booked_by,
    subscriptionPaymentId,
    shippingOption: first.has_prasadam ? shippingOption : null,
  };
}
