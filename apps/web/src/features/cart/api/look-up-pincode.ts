import { api } from '../../../lib/api-client';

export interface PincodePlace {
  defaultcity: string;
  state: string;
}

/** GET /api/contactInfo/pincode: city and state of a postal code, or null when the code is unknown. */
export function lookUpPincode(
  country: string,
  pin: string,
  signal?: AbortSignal,
): Promise<PincodePlace | null> {
  return api.get<PincodePlace | null>('/contactInfo/pincode', {
    query: { country, pin },
    signal,
    silent: true,
    toastOnError: false,
  });
}
