// The signing scheme shared by the gateway's notification and status API and the card terminal
// (docs/providers.md): headers x-gateway-timestamp (unix seconds) and x-gateway-signature =
// hex HMAC-SHA256(GATEWAY_SECRET, `${timestamp}.${text}`). The api mirrors signGatewayPayload.
import { hmacHex, safeEqual } from '../shared/crypto';

export const TIMESTAMP_HEADER = 'x-gateway-timestamp';
export const SIGNATURE_HEADER = 'x-gateway-signature';

/** A signed request older (or further in the future) than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** hex HMAC-SHA256 over `${timestamp}.${text}`. */
export function signGatewayPayload(secret: string, timestamp: string, text: string): string {
  return hmacHex(secret, `${timestamp}.${text}`);
}

/** The two headers for `text`, signed at `now`. */
export function gatewaySignedHeaders(secret: string, text: string, now = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signGatewayPayload(secret, timestamp, text) };
}

type HeaderValue = string | string[] | undefined;

/** undefined when the headers sign `text` with `secret` at a fresh timestamp; otherwise the reason. */
export function signatureProblem(
  secret: string,
  headers: Record<string, HeaderValue>,
  text: string,
  now: Date,
): string | undefined {
  const timestamp = headers[TIMESTAMP_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !timestamp || !signature) {
    return `Missing ${TIMESTAMP_HEADER} or ${SIGNATURE_HEADER}`;
  }
  if (!/^\d{1,12}$/.test(timestamp)) return `${TIMESTAMP_HEADER} must be unix seconds`;
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp);
  if (Math.abs(age) > SIGNATURE_TOLERANCE_SECONDS) {
    return `${TIMESTAMP_HEADER} is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds away from the gateway clock`;
  }
  if (!safeEqual(signature.toLowerCase(), signGatewayPayload(secret, timestamp, text))) {
    return `${SIGNATURE_HEADER} does not match`;
  }
  return undefined;
}
