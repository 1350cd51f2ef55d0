import type { z } from 'zod';
import { PincodeAnswer } from '@sannidhi/domain/contracts/analytics';
import { api } from '../lib/api-client';

export type PinCodePlace = z.infer<typeof PincodeAnswer>;

/**
 * `GET /contactInfo/pincode?country&pin` — city and state of a pin code, null when unknown. Quiet: no
 * overlay, no toast (the look-up is a helper, never a gate).
 */
export async function lookUpPinCode(
  country: string,
  pin: string,
  signal?: AbortSignal,
): Promise<PinCodePlace | null> {
  const answer = await api.get<unknown>('/contactInfo/pincode', {
    query: { country, pin },
    signal,
    silent: true,
    toastOnError: false,
  });
  return answer === null ? null : PincodeAnswer.parse(answer);
}

export const pinCodeKeys = {
  place: (country: string, pin: string) => ['pin-code', country, pin] as const,
};
