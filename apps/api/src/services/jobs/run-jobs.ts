import type { FastifyInstance } from 'fastify';
import type { JobName } from '../../lib/metrics';
import { runReconciliation } from '../reconciliation/check-reconciliation';
import { sendDueRefunds } from '../refunds/send-refunds';
import { applyRetention } from './apply-retention';
import { eraseDueAccounts } from './erase-accounts';
import { expireDuePayments } from './expire-payments';
import { sendDuePreDebitNotices } from './send-pre-debit-notices';
import { recheckExpiredTerminalPayments } from './recheck-terminal-payments';
import { renewDueSubscriptions } from './renew-subscriptions';
import { sendQueuedMail } from './send-mail';
import { sendDueReminders } from './send-reminders';
import { offerWaitingListPlaces } from './offer-waiting-list';

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
  /** One job's run, timed and counted in the metrics; a failure is logged and the round goes on to the next job. */
  const timed = async <T>(job: JobName, work: () => Promise<T>): Promise<T | undefined> => {
    const started = performance.now();
    try {
      const result = await work();
      app.metrics.observeJob(job, (performance.now() - started) / 1000, true);
      return result;
    } catch (err) {
      app.metrics.observeJob(job, (performance.now() - started) / 1000, false);
      app.log.error({ err, job }, 'background job failed');
      return undefined;
    }
  };
  const round = async () => {
    await timed('payment-expiry', () => expireDuePayments(app.deps, app.log));
    await timed('terminal-recheck', () => recheckExpiredTerminalPayments(app.deps, app.log));
    await timed('pre-debit-notices', () => sendDuePreDebitNotices(app.deps, app.log));
    await timed('renewals', () => renewDueSubscriptions(app.deps, app.log));
    await timed('refunds', () => sendDueRefunds(app.deps, app.log));
    await timed('reminders', () => sendDueReminders(app.deps, app.log));
    await timed('waiting-list', () => offerWaitingListPlaces(app.deps, app.log));
    await timed('mail', () => sendQueuedMail(app.deps, app.log));
    await timed('erasure', () => eraseDueAccounts(app.deps, app.log));
    await timed('retention', () => applyRetention(app.deps));
    if (Date.now() - reconciledAt >= reconcileEveryMs) {
      reconciledAt = Date.now();
      const findings = await timed('reconciliation', () => runReconciliation(app.deps.pool, app.log));
      if (findings !== undefined) app.metrics.reconciled(findings);
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
