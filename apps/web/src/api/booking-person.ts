/**
 * The billing profile (GET /bookingPerson?ssoId), parsed with the domain contract: the cart's checkout reads it
 * before paying, the family dialog's 'Use my billing address' copies its address.
 */
import { queryOptions } from '@tanstack/react-query';
import { BookingPersonAnswer } from '@sannidhi/domain/contracts/booking-person';
import { api } from '../lib/api-client';

export type BillingProfile = BookingPersonAnswer;

export const bookingPersonKeys = {
  profile: (ssoId: string) => ['booking-person', ssoId] as const,
};

/**
 * The billing profile of a devotee, or null when there is none. `quiet`: no overlay and no toast (a helper that
 * may fail without stopping anything).
 */
export async function getBookingPerson(
  ssoId: string,
  opts: { signal?: AbortSignal; quiet?: boolean } = {},
): Promise<BillingProfile | null> {
  return api.get('/bookingPerson', BookingPersonAnswer.nullable(), {
    query: { ssoId },
    signal: opts.signal,
    ...(opts.quiet ? { silent: true, toastOnError: false } : {}),
  });
}

export function bookingPersonOptions(ssoId: string) {
  return queryOptions({
    queryKey: bookingPersonKeys.profile(ssoId),
    queryFn: ({ signal }) => getBookingPerson(ssoId, { signal, quiet: true }),
    enabled: Boolean(ssoId),
    retry: false,
  });
}
