import { AnalyticsRecordedAnswer, type AnalyticsEventBody } from '@sannidhi/domain/contracts/analytics';
import { api } from '../../../lib/api-client';

/** POST /api/analytics/events with the 'checkout' event; never in the way of the payment. */
export async function trackCheckout(centerId: string, properties: Record<string, unknown>): Promise<void> {
  const body: AnalyticsEventBody = { name: 'checkout', centerId, properties };
  try {
    await api.post('/analytics/events', AnalyticsRecordedAnswer, body, {
      silent: true,
      toastOnError: false,
      background: true,
      timeoutMs: 3000,
    });
  } catch (error) {
    console.warn('The checkout event was not recorded', error);
  }
}
