import crypto from 'node:crypto';

/** hex HMAC-SHA256 over `${timestamp}.${text}` — the gateway and terminal signing scheme. */
export function signGatewayPayload(secret: string, timestamp: string, text: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${text}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function signedHeaders(secret: string, text: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    'x-gateway-timestamp': timestamp,
    'x-gateway-signature': signGatewayPayload(secret, timestamp, text),
  };
}
