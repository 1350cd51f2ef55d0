// Payment gateway: the server-side status query used for reconciliation (notifications arrive at our route).
import { z } from 'zod';
import { AppError } from '../errors';
import { signedHeaders } from './signing';

/** Minor units → the gateway's decimal string ("31.00"). */
const toGatewayAmount = (minor: number) => (minor / 100).toFixed(2);

export const GatewayStatus = z.object({
  requestId: z.string(),
  status: z.enum(['COMPLETED', 'ERROR', 'PENDING', 'NOT_FOUND']),
  transactionId: z.string().nullish(),
  amount: z.string().nullish(),
  currency: z.string().nullish(),
  errorCode: z.string().nullish(),
  errorReason: z.string().nullish(),
  errorMsg: z.string().nullish(),
  /** Set for an accepted subscription (its first payment) and for a mandate charge. */
  mandateId: z.string().nullish(),
});
export type GatewayStatus = z.infer<typeof GatewayStatus>;

export const MandateAnswer = z.object({ mandateId: z.string(), status: z.string() });
export type MandateAnswer = z.infer<typeof MandateAnswer>;

export interface PaymentGateway {
  queryStatus(requestId: string): Promise<GatewayStatus>;
  /** Charges a subscription's mandate once for `requestId` (the gateway answers a repeat with the same charge). */
  chargeMandate(
    mandateId: string,
    input: { requestId: string; amount: number; currency: string },
  ): Promise<GatewayStatus>;
  /** Ends a mandate: nothing more can be charged against it. */
  revokeMandate(mandateId: string): Promise<MandateAnswer>;
}

export function createHttpGateway(opts: {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): PaymentGateway {
  return {
    async queryStatus(requestId) {
      let res: Response;
      try {
        res = await fetch(`${opts.baseUrl}/api/status?requestId=${encodeURIComponent(requestId)}`, {
          headers: signedHeaders(opts.secret, requestId),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch {
        throw new AppError('BAD_GATEWAY', 'The payment gateway is not reachable');
      }
      if (!res.ok) throw new AppError('BAD_GATEWAY', `The payment gateway answered ${res.status}`);
      return GatewayStatus.parse(await res.json());
    },
    async chargeMandate(mandateId, input) {
      const body = JSON.stringify({
        requestId: input.requestId,
        amount: toGatewayAmount(input.amount),
        currency: input.currency,
      });
      const res = await post(`/api/mandates/${encodeURIComponent(mandateId)}/charges`, body);
      return GatewayStatus.parse(await res.json());
    },
    async revokeMandate(mandateId) {
      const res = await post(
        `/api/mandates/${encodeURIComponent(mandateId)}/revoke`,
        JSON.stringify({ mandateId }),
      );
      return MandateAnswer.parse(await res.json());
    },
  };
  async function post(path: string, body: string): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${opts.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(opts.secret, body) },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch {
      throw new AppError('BAD_GATEWAY', 'The payment gateway is not reachable');
    }
    if (!res.ok) throw new AppError('BAD_GATEWAY', `The payment gateway answered ${res.status}`);
    return res;
  }
}
