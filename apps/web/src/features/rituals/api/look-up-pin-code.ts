import { api } from '../../../lib/api-client';

export interface PinCodePlace {
  defaultcity: string;
  state: string;
}

/** `GET /contactInfo/pincode?country&pin` — city and state of a pin code, null when unknown. Quiet: no overlay, no toast. */
export function lookUpPinCode(
  country: string,
  pin: string,
  signal?: AbortSignal,
): Promise<PinCodePlace | null> {
  return api.get<PinCodePlace | null>('/contactInfo/pincode', {
    query: { country, pin },
    signal,
    silent: true,
    toastOnError: false,
  });
}
