/** Subscription rules: available actions, pause/resume and the 12-month progress (spec part 2 §2, §4, §9). */
import { SUBSCRIPTION_TERM_MONTHS } from './constants';
import type { SubscriptionStatus } from './enums';

const CLOSED: ReadonlySet<string> = new Set(['CANCELLED', 'COMPLETED']);

/** Edit address and pause/resume are offered unless the subscription is CANCELLED or COMPLETED. */
export function canEditSubscription(status: string): boolean {
  return !CLOSED.has(status);
}

/** Cancel is offered only for RECURRING subscriptions that are not cancelled. */
export function canCancelSubscription(subscription: { status: string; subscriptionType: string }): boolean {
  return subscription.subscriptionType === 'RECURRING' && subscription.status !== 'CANCELLED';
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
