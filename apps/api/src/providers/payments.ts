// Payment gateway: the server-side status query used for reconciliation (notifications arrive at our route).
import { z } from 'zod';
import { AppError } from '../errors';
import { signedHeaders } from './signing';

export const GatewayStatus = z.object({
  requestId: z.string(),
  status: z.enum(['COMPLETED', 'ERROR', 'PENDING', 'NOT_FOUND']),
  transactionId: z.string().nullish(),
  amount: z.string().nullish(),
  currency: z.string().nullish(),
  errorCode: z.string().nullish(),
  errorReason: z.string().nullish(),
  errorMsg: z.string().nullish(),
});
export type GatewayStatus = z.infer<typeof GatewayStatus>;

export interface PaymentGateway {
  queryStatus(requestId: string): Promise<GatewayStatus>;
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
  };
}
