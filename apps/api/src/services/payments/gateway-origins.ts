// A centre's payment and subscription pages must be at an origin of GATEWAY_ALLOWED_ORIGINS: the payment form carries
// the devotee's name, e-mail, phone and address to that address, so a centre admin cannot point it anywhere else.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { unavailable } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';

/** Whether `url` is an http(s) address, without credentials, at one of the allowed origins. */
export function isAllowedGatewayUrl(url: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  return allowedOrigins.includes(parsed.origin);
}

/** The message a centre admin reads when a gateway URL is not on the list. */
export function gatewayRefusal(what: string, url: string, allowedOrigins: readonly string[]): string {
  return `${what}: ${url} is not an approved payment gateway; use an address at ${allowedOrigins.join(' or ')}`;
}

/**
 * The centre's payment page for an order (the subscription page when it has a subscription), refused with 503 when
 * it is not on the allow-list: no payment form, and so no devotee's details, goes to it. Undefined when the centre has
 * none.
 */
export function allowedGatewayAction(
  center: CenterRow,
  hasSubscription: boolean,
  allowedOrigins: readonly string[],
): string | undefined {
  const meta = CenterMeta.parse(center.meta);
  const action = hasSubscription ? meta.gpmsSubscriptionRequestURL : meta.gpmsRequestURL;
  if (action && !isAllowedGatewayUrl(action, allowedOrigins)) {
    throw unavailable(
      'This centre cannot take online payments at the moment: its payment page is not an approved gateway. Please contact the temple office',
    );
  }
  return action;
}
