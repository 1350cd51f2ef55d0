import * as z from 'zod/mini';
import { DeliveryAddress } from '../address';
import { DeliveryStatus, SubscriptionStatus } from '../enums';
import { subscriptionAddressFormSchema } from '../family-form';

export const SubscriptionListQuery = z.object({
  center: z.string().check(z.trim(), z.minLength(1, 'This field is mandatory')),
});

export const SubscriptionIdBody = z.object({ subscriptionId: z.uuid('Subscription not found') });

export const SubscriptionStatusBody = z.extend(SubscriptionIdBody, {
  status: z.enum(['ACTIVE', 'PAUSED'], { error: 'status must be ACTIVE or PAUSED' }),
});

/** `POST /subscription/editAddress`: the 'Edit Address' form, validated by the subscription address rules. */
export const SubscriptionAddressBody = z.extend(SubscriptionIdBody, {
  address: subscriptionAddressFormSchema(),
});

/** Success messages of the subscription actions (texts not in the spec: docs/decisions.md). */
export const SUBSCRIPTION_MESSAGES = {
  paused: 'Subscription paused successfully',
  resumed: 'Subscription resumed successfully',
  cancelled: 'Subscription cancelled successfully',
  addressUpdated: 'Address updated successfully',
} as const;

export const MessageAnswer = z.object({ message: z.string() });

/** An order of a subscription month (spec part 2 §2: Order ID, Ritual Date, Tracking ID, Ritual Status). */
export const SubscriptionOrder = z.object({
  id: z.string(),
  bookingId: z.string(),
  ritualDate: z.string(),
  status: z.string(),
  deliveryStatus: z.union([DeliveryStatus, z.string()]),
  carrier: z.nullable(z.string()),
  prasadamTrackingId: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
});
export type SubscriptionOrder = z.infer<typeof SubscriptionOrder>;

/** One paid month ('Payment 1', 'Payment 2' …) and its orders. */
export const SubscriptionPayment = z.object({
  id: z.string(),
  sequence: z.int(),
  monthsCompleted: z.int(),
  amount: z.int(),
  currency: z.string(),
  status: z.string(),
  paidAt: z.string(),
  orders: z.array(SubscriptionOrder),
});
export type SubscriptionPayment = z.infer<typeof SubscriptionPayment>;

export const Subscription = z.object({
  id: z.string(),
  status: SubscriptionStatus,
  subscriptionType: z.string(),
  createdAt: z.string(),
  bookingPersonInfo: z.object({
    firstName: z._default(z.string(), ''),
    lastName: z._default(z.string(), ''),
    email: z._default(z.string(), ''),
    phone: z._default(z.string(), ''),
  }),
  prasadamDeliveryAddress: DeliveryAddress,
  productInfo: z.object({ name: z.string(), image: z.string(), price: z.int() }),
  currency: z.string(),
  termMonths: z.int(),
  monthsPaid: z.int(),
  /** Months whose ritual has taken place (the 'x/12 months completed' of the card). */
  monthsCompleted: z._default(z.int(), 0),
  /** When the next month will be charged; null once nothing more will be charged. */
  nextChargeAt: z.nullable(z.string()),
  /** The last day the bank mandate may be charged (its term from registration); null when it is no longer active. */
  mandateValidUntil: z.optional(z.nullable(z.string())),
});
export type Subscription = z.infer<typeof Subscription>;

/** `GET /subscription?center`: each subscription with its payments, each payment with its orders. */
export const SubscriptionItem = z.object({
  subscription: Subscription,
  payments: z.array(SubscriptionPayment),
});
export type SubscriptionItem = z.infer<typeof SubscriptionItem>;
