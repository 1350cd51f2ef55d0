// Card terminal (US terminal and India card machine): start a transaction on the reader, then read its state.
import { z } from 'zod';
import { AppError } from '../errors';
import { signedHeaders } from './signing';

export const TerminalTransaction = z.object({
  transactionId: z.string(),
  requestId: z.string().optional(),
  status: z.enum(['WAITING', 'APPROVED', 'DECLINED', 'CANCELLED']),
  errorMsg: z.string().nullish(),
});
export type TerminalTransaction = z.infer<typeof TerminalTransaction>;

export interface CardTerminal {
  start(input: {
    requestId: string;
    amount: number;
    currency: string;
    kind: 'US_CARD_TERMINAL' | 'CARD_MACHINE';
  }): Promise<TerminalTransaction>;
  get(transactionId: string): Promise<TerminalTransaction>;
}

export function createHttpTerminal(opts: { baseUrl: string; secret: string }): CardTerminal {
  async function call(path: string, signedText: string, init: RequestInit = {}) {
    let res: Response;
    try {
      res = await fetch(`${opts.baseUrl}/api${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...signedHeaders(opts.secret, signedText) },
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('BAD_GATEWAY', 'The card terminal is not reachable');
    }
    if (!res.ok) throw new AppError('BAD_GATEWAY', `The card terminal answered ${res.status}`);
    return TerminalTransaction.parse(await res.json());
  }
  return {
    start(input) {
      const body = JSON.stringify(input);
      return call('/transactions', body, { method: 'POST', body });
    },
    get(transactionId) {
      return call(`/transactions/${encodeURIComponent(transactionId)}`, transactionId);
    },
  };
}
