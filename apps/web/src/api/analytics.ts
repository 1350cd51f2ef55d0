/**
 * POST /analytics/events — the cart events ('slots selected', 'add to cart', 'checkout'). A call in the background:
 * no overlay, no toast, and its 401 signs nobody out (spec part 1 §8 "Cart helper failure").
 */
import type { AnalyticsEventBody } from '@sannidhi/domain/contracts/analytics';
import { AnalyticsRecordedAnswer } from '@sannidhi/domain/contracts/analytics-answer';
import { api } from '../lib/api-client';

/** Records one event; rejects on failure (the caller decides how little that matters). */
export function recordAnalyticsEvent(body: AnalyticsEventBody, opts: { timeoutMs?: number } = {}) {
  return api.post('/analytics/events', AnalyticsRecordedAnswer, body, {
    silent: true,
    toastOnError: false,
    background: true,
    ...opts,
  });
}

/** Fire and forget: a failure is only logged, never shown, never blocks the cart. */
export function sendAnalyticsEvent(
  name: AnalyticsEventBody['name'],
  centerId: string | undefined,
  properties: Record<string, unknown>,
): void {
  recordAnalyticsEvent({ name, centerId, properties }).catch((error: unknown) =>
    console.error(`Analytics event "${name}" failed`, error),
  );
}
