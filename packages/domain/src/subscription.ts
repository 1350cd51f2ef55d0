/** Subscription rules: available actions, pause/resume and the 12-month progress (spec part 2 §2, §4, §9). */
import { SUBSCRIPTION_TERM_MONTHS } from './constants';
import type { SubscriptionStatus } from './enums';

const CLOSED: ReadonlySet<string> = new Set(['CANCELLED', 'COMPLETED']);

/** Edit address and pause/resume are offered unless the subscription is CANCELLED or COMPLETED. */
export function canEditSubscription(status: string): boolean {
  return !CLOSED.has(status);
}

/**
 * Cancel is offered only for RECURRING subscriptions that are not cancelled (spec part 2 §2) — nor COMPLETED: all
 * twelve months are paid and nothing is left to cancel (issue 26: cancelling one made it read "Cancelled").
 */
export function canCancelSubscription(subscription: { status: string; subscriptionType: string }): boolean {
  return subscription.subscriptionType === 'RECURRING' && !CLOSED.has(subscription.status);
}

/**
 * How many months of a subscription are completed: months whose ritual has taken place (its date has come and the
 * order was not cancelled). A month paid for whose ritual is still ahead is not completed yet (issue 26: "1/12 months
 * completed" showed before the first ritual).
 */
export function completedMonths(
  orders: readonly { ritualDate: string | Date; status: string }[],
  now: Date = new Date(),
): number {
  return orders.filter((o) => o.status !== 'CANCELLED' && new Date(o.ritualDate).getTime() <= now.getTime())
    .length;
}

/** A subscription's status in words (never the code on a screen). */
export function subscriptionStatusLabel(status: string): string {
  switch (status) {
    case 'ACTIVE':
      return 'Active';
    case 'PAUSED':
      return 'Paused';
    case 'CANCELLED':
      return 'Cancelled';
    case 'COMPLETED':
      return 'Completed: all 12 months paid';
    default:
      return status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');
  }
}

/**
 * What the confirm step says of a subscription ritual before paying (issue 26, symptom 19): the price is charged
 * now and then every month, 12 payments in all, unless it is cancelled.
 */
export function subscriptionChargeNote(monthlyPrice: string): string {
  return `${monthlyPrice} is charged now and then once a month, ${SUBSCRIPTION_TERM_MONTHS} monthly payments in all (you can pause or cancel it under My Rituals, Subscription).`;
}

/** Status that pause/resume sets: ACTIVE → PAUSED, PAUSED → ACTIVE; null for any other status. */
export function nextPauseStatus(status: string): Extract<SubscriptionStatus, 'ACTIVE' | 'PAUSED'> | null {
  if (status === 'ACTIVE') return 'PAUSED';
  if (status === 'PAUSED') return 'ACTIVE';
  return null;
}

/** Progress bar of a subscription payment: label 'x/12 months completed' and a percentage capped at 100. */
export function subscriptionProgress(completedMonths: number): { label: string; percent: number } {
  const months = Math.max(0, Math.floor(completedMonths));
  return {
    label: `${months}/${SUBSCRIPTION_TERM_MONTHS} months completed`,
    percent: Math.min(100, Math.round((months / SUBSCRIPTION_TERM_MONTHS) * 100)),
  };
}

/** Label of the n-th payment of a subscription (1-based): 'Payment 1', 'Payment 2' … */
export function subscriptionPaymentLabel(index: number): string {
  return `Payment ${index}`;
}
