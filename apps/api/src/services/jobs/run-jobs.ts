import type { FastifyInstance } from 'fastify';
import { runReconciliation } from '../reconciliation/check-reconciliation';
import { sendDueRefunds } from '../refunds/send-refunds';
import { expireDuePayments } from './expire-payments';
import { sendDuePreDebitNotices } from './send-pre-debit-notices';
import { recheckExpiredTerminalPayments } from './recheck-terminal-payments';
import { renewDueSubscriptions } from './renew-subscriptions';
import { sendQueuedMail } from './send-mail';
import { sendDueReminders } from './send-reminders';

/**
 * Runs the background jobs every `intervalMs` in this process, and the reconciliation check every `reconcileEveryMs`
 * (first one interval after start, so that start-up stays light); returns a stop function that resolves once a
 * round still running has finished (shutdown waits for it rather than cutting a payment update in half).
 */
export function startJobs(
  app: FastifyInstance,
  intervalMs: number,
  reconcileEveryMs = 300_000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  let reconciledAt = Date.now();
  const round = async () => {
    try {
      await expireDuePayments(app.deps, app.log);
      await recheckExpiredTerminalPayments(app.deps, app.log);
      await sendDuePreDebitNotices(app.deps, app.log);
      await renewDueSubscriptions(app.deps, app.log);
      await sendDueRefunds(app.deps, app.log);
      await sendDueReminders(app.deps, app.log);
      await sendQueuedMail(app.deps, app.log);
      if (Date.now() - reconciledAt >= reconcileEveryMs) {
        reconciledAt = Date.now();
        await runReconciliation(app.deps.pool, app.log);
      }
    } catch (err) {
      app.log.error({ err }, 'background jobs failed');
    }
  };
  const tick = async () => {
    if (running || stopped) return;
    running = round();
    await running;
    running = null;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
