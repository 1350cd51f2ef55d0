import { mandateValidUntil } from '@sannidhi/domain/pre-debit';
import { DeliveryAddress } from '@sannidhi/domain/address';
import type { SubscriptionItem } from '@sannidhi/domain/contracts/subscription';
import type { SubscriptionStatus } from '@sannidhi/domain/enums';
import { trackingUrl } from '@sannidhi/domain/shipping';
import { completedMonths } from '@sannidhi/domain/subscription';
import type pg from 'pg';
import type { AuthContext } from '../../types';
import { listMonthOrders, listPaidMonths, listSubscriptions } from '../../repositories/subscriptions';

/** `GET /subscription?center`: the caller's own subscriptions at the centre, each with its paid months and orders. */
export async function listSubscriptionsOf(
  pool: pg.Pool,
  auth: AuthContext,
  centerId: string,
): Promise<SubscriptionItem[]> {
  const subscriptions = await listSubscriptions(pool, auth.userId, centerId);
  const months = await listPaidMonths(
    pool,
    subscriptions.map((s) => s.id),
  );
  const orders = await listMonthOrders(
    pool,
    months.map((m) => m.id),
  );
  const now = new Date();
  return subscriptions.map((s) => {
    const paid = months.filter((m) => m.subscription_id === s.id);
    const monthOrders = (upTo: number) =>
      orders
        .filter((o) => paid.some((m) => m.id === o.subscription_payment_id && m.sequence <= upTo))
        .map((o) => ({ ritualDate: o.slot_start, status: o.status }));
    const info = s.booking_person_info as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const isOpen = s.status === 'ACTIVE' && s.mandate_status === 'ACTIVE' && s.months_paid < s.term_months;
    return {
      subscription: {
        id: s.id,
        status: s.status as SubscriptionStatus,
        subscriptionType: s.subscription_type,
        createdAt: s.created_at.toISOString(),
        bookingPersonInfo: {
          firstName: text(info.firstName),
          lastName: text(info.lastName),
          email: text(info.email),
          phone: text(info.phone),
        },
        prasadamDeliveryAddress: DeliveryAddress.parse(s.prasadam_delivery_address),
        productInfo: { name: s.product_name, image: s.product_image, price: Number(s.amount) },
        currency: s.currency,
        termMonths: s.term_months,
        monthsPaid: s.months_paid,
        // Months whose ritual has taken place, not months paid (issue 26, symptom 19).
        monthsCompleted: completedMonths(monthOrders(Number.POSITIVE_INFINITY), now),
        nextChargeAt: isOpen && s.next_charge_at ? s.next_charge_at.toISOString() : null,
        // RBI: the payer sees the mandate's validity (docs/decisions.md, "Subscription charges announced first").
        mandateValidUntil:
          s.mandate_status === 'ACTIVE' ? mandateValidUntil(s.created_at, s.term_months).toISOString() : null,
      },
      payments: paid.map((m) => ({
        id: m.id,
        sequence: m.sequence,
        monthsCompleted: completedMonths(monthOrders(m.sequence), now),
        amount: Number(m.amount),
        currency: m.currency,
        status: m.status,
        paidAt: m.paid_at.toISOString(),
        orders: orders
          .filter((o) => o.subscription_payment_id === m.id)
          .map((o) => ({
            id: o.id,
            bookingId: o.booking_id,
            ritualDate: o.slot_start.toISOString(),
            status: o.status,
            deliveryStatus: o.delivery_status,
            carrier: o.carrier,
            prasadamTrackingId: o.prasadam_tracking_id,
            trackingUrl: trackingUrl(o.carrier, o.prasadam_tracking_id),
          })),
      })),
    };
  });
}
