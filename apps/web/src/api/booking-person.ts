/**
 * The billing profile (GET and POST /bookingPerson), parsed with the domain contract: the cart's checkout reads it
 * before paying and its billing form saves it, the family dialog's 'Use my billing address' copies its address.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { BookingPersonAnswer, type BookingPerson } from '@sannidhi/domain/contracts/booking-person';
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
  return api.get('/bookingPerson', z.nullable(BookingPersonAnswer), {
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

/** POST /bookingPerson: saves the billing profile (validated by the same contract on both sides). */
export function saveBookingPerson(person: BookingPerson): Promise<BillingProfile> {
  return api.post('/bookingPerson', BookingPersonAnswer, person, { toastOnError: false });
}

/** Saves the billing profile and puts the stored one in the cache of its devotee. */
export function useSaveBookingPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBookingPerson,
    onSettled: (_data, _error, person) =>
      client.invalidateQueries({ queryKey: bookingPersonKeys.profile(person.ssoId) }),
  });
}
