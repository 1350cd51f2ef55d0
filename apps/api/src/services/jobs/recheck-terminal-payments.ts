// No money taken on a card terminal is lost: the reader does not notify the api, and a volunteer may close the
// screen before the card is tapped. So the jobs ask the reader again about terminal payments that expired recently
// (TERMINAL_RECHECK_WINDOW_MS, each at most every TERMINAL_RECHECK_EVERY_MS, a bounded batch per round); an approval
// found there is applied and takes the late-payment path: the booking kept, or the money refunded.
import {
  TERMINAL_RECHECK_BATCH,
  TERMINAL_RECHECK_EVERY_MS,
  TERMINAL_RECHECK_WINDOW_MS,
} from '@sannidhi/domain/constants';
import type { AppDeps } from '../../types';
import { claimExpiredTerminalPayments } from '../../repositories/payments';
import { settleFromTerminal } from '../payments/reconcile-payment';

/** Answers how many expired terminal payments were asked about, and how many the reader had approved. */
export async function recheckExpiredTerminalPayments(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  log: { warn: (obj: object, msg: string) => void },
  now = new Date(),
): Promise<{ asked: number; approved: number }> {
  const rows = await claimExpiredTerminalPayments(deps.pool, {
    now,
    windowMs: TERMINAL_RECHECK_WINDOW_MS,
    everyMs: TERMINAL_RECHECK_EVERY_MS,
    limit: TERMINAL_RECHECK_BATCH,
  });
  let approved = 0;
  for (const payment of rows) {
    try {
      const after = await settleFromTerminal(deps, payment);
      if (after?.status === 'COMPLETED') approved += 1;
    } catch (err) {
      // Asked again in TERMINAL_RECHECK_EVERY_MS.
      log.warn({ err, requestId: payment.request_id }, 'could not apply a card terminal answer');
    }
  }
  return { asked: rows.length, approved };
}
