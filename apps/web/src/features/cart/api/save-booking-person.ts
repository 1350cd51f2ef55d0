import { BookingPersonAnswer, type BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { api } from '../../../lib/api-client';

/** POST /api/bookingPerson: saves the billing profile (validated by the same contract on both sides). */
export function saveBookingPerson(person: BookingPerson): Promise<BookingPersonAnswer> {
  return api.post('/bookingPerson', BookingPersonAnswer, person, { toastOnError: false });
}
