import type { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { api } from '../../../lib/api-client';

/** GET /api/bookingPerson?ssoId: the billing profile of the person paying, or null when there is none. */
export function getBookingPerson(ssoId: string): Promise<BookingPerson | null> {
  return api.get<BookingPerson | null>('/bookingPerson', { query: { ssoId } });
}
