import type { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { api } from '../../../lib/api-client';

/** POST /api/bookingPerson: saves the billing profile (validated by the same contract on both sides). */
export function saveBookingPerson(person: BookingPerson): Promise<BookingPerson> {
  return api.post<BookingPerson>('/bookingPerson', person, { toastOnError: false });
}
