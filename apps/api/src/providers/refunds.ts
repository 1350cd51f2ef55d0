// Payment gateway refunds (docs/providers.md): a signed server-to-server refund request; the outcome arrives later as
// a signed refund notification at /api/payment/refundNotification.
import { z } from 'zod';
import { signedHeaders } from './signing';

export const RefundAccepted = z.object({
  refundRef: z.string(),
  gatewayRefundId: z.string(),
  status: z.string(),
});

export interface RefundRequest {
  requestId: string;
  refundRef: string;
  amount: number;
  currency: string;
}

/** Asks the gateway to refund; resolves with the gateway's refund id, rejects with a reason to record. */
export async function requestGatewayRefund(
  opts: { baseUrl: string; secret: string; timeoutMs?: number },
  refund: RefundRequest,
): Promise<string> {
  const text = JSON.stringify(refund);
  let res: Response;
  try {
    res = await fetch(`${opts.baseUrl}/api/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(opts.secret, text) },
      body: text,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
  } catch {
    throw new Error('The payment gateway is not reachable');
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(`The payment gateway answered ${res.status}: ${body.message ?? ''}`.trim());
  return RefundAccepted.parse(body).gatewayRefundId;
}
