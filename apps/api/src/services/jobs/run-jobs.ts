import type { FastifyInstance } from 'fastify';
import { expireDuePayments } from './expire-payments';
import { renewDueSubscriptions } from './renew-subscriptions';
import { sendQueuedMail } from './send-mail';

/** Runs the background jobs every `intervalMs` in this process; returns a stop function. */
export function startJobs(app: FastifyInstance, intervalMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await expireDuePayments(app.deps, app.log);
      await renewDueSubscriptions(app.deps, app.log);
      await sendQueuedMail(app.deps, app.log);
    } catch (err) {
      app.log.error({ err }, 'background jobs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
