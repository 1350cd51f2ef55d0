import type { AnalyticsEventName } from '@sannidhi/domain/enums';
import { AnalyticsRecordedAnswer } from '@sannidhi/domain/contracts/analytics';
import { api } from '../../../lib/api-client';

/**
 * `POST /analytics/events` — a cart event ('slots selected', 'add to cart'). Fire and forget: a
 * failure is only logged (spec part 1 §8 "Cart helper failure"), never shown, never blocks the cart.
 */
export function postAnalyticsEvent(
  name: Extract<AnalyticsEventName, 'slots selected' | 'add to cart'>,
  centerId: string | undefined,
  properties: Record<string, unknown>,
): void {
  api
    .post(
      '/analytics/events',
      AnalyticsRecordedAnswer,
      { name, centerId, properties },
      { silent: true, toastOnError: false, background: true },
    )
    .catch((error: unknown) => console.error(`Analytics event "${name}" failed`, error));
}
