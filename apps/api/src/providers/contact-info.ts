// Contact-information gateway: postal code → city and state.
import { z } from 'zod';
import { AppError } from '../errors';

const Answer = z.object({ defaultcity: z.string(), state: z.string() });
export type PincodeInfo = z.infer<typeof Answer>;

export interface ContactInfoProvider {
  lookUpPincode(country: string, pin: string): Promise<PincodeInfo | null>;
}

export function createHttpContactInfo(opts: { baseUrl: string }): ContactInfoProvider {
  return {
    async lookUpPincode(country, pin) {
      let res: Response;
      try {
        res = await fetch(
          `${opts.baseUrl}/countries/${encodeURIComponent(country)}/pincodes/${encodeURIComponent(pin)}`,
          { signal: AbortSignal.timeout(5000) },
        );
      } catch {
        throw new AppError(
          'BAD_GATEWAY',
          'The address look-up is not reachable; please type the city and state',
        );
      }
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok)
        throw new AppError('BAD_GATEWAY', 'The address look-up failed; please type the city and state');
      return Answer.parse(await res.json());
    },
  };
}
