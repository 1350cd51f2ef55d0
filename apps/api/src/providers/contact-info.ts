// Contact-information gateway: pin code → city and state.
import { PinCodeAnswer } from '@sannidhi/domain/contracts/pin-code';
import { AppError } from '../errors';

export interface ContactInfoProvider {
  /** The place of a pin code, null when the gateway does not know it; throws 502 when it is unreachable. */
  lookUpPinCode(country: string, pin: string): Promise<PinCodeAnswer | null>;
}

export function createHttpContactInfo(opts: { baseUrl: string }): ContactInfoProvider {
  return {
    async lookUpPinCode(country, pin) {
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
      return PinCodeAnswer.parse(await res.json());
    },
  };
}
