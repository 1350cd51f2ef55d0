import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PinCodeAnswer } from '@sannidhi/domain/contracts/pin-code';
import { api } from '../lib/api-client';

export type PinCodePlace = z.infer<typeof PinCodeAnswer>;

/**
 * `GET /contactInfo/pincode?country&pin` — city and state of a pin code, null when unknown. Quiet: no
 * overlay, no toast (the look-up is a helper, never a gate).
 */
export async function lookUpPinCode(
  country: string,
  pin: string,
  signal?: AbortSignal,
): Promise<PinCodePlace | null> {
  return api.get('/contactInfo/pincode', z.nullable(PinCodeAnswer), {
    query: { country, pin },
    signal,
    silent: true,
    toastOnError: false,
  });
}

export const pinCodeKeys = {
  place: (country: string, pin: string) => ['pin-code', country, pin] as const,
};

export function pinCodeOptions(country: string, pin: string, enabled: boolean) {
  return queryOptions({
    queryKey: pinCodeKeys.place(country, pin),
    queryFn: ({ signal }) => lookUpPinCode(country, pin, signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
