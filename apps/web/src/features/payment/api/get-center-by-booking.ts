import type { Center } from '@sannidhi/domain/catalogue';
import { CenterByBookingAnswer } from '@sannidhi/domain/contracts/payment';
import { api } from '../../../lib/api-client';

/** GET /api/centers/byBookingId: the centre of a booking, for the result page's contact details. */
export function getCenterByBooking(bookingId: string, signal?: AbortSignal): Promise<{ center: Center }> {
  return api.get('/centers/byBookingId', CenterByBookingAnswer, {
    query: { bookingId },
    signal,
    toastOnError: false,
  });
}
