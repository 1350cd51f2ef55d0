// The negative control of the renewal double-run test (subscriptions.test.ts), supplied by the test: the renewal job
// with its own steps in place of the claim — due rows read without claim, lock or lease, and every run writing a new
// charge request for the month, as a job without the claim would. With two runners it charges a month twice.
import { withTransaction } from '../../src/db/with-transaction';
import { findSubscription, latestCharge, type SubscriptionRow } from '../../src/repositories/subscriptions';
import {
  claimedRenewal,
  isChargeable,
  newChargeAttempt,
  type RenewalSteps,
} from '../../src/services/jobs/renew-subscriptions';

/** `claim`: the job as it runs in production; `unsafe-no-claim`: the control below. */
export type RenewalMode = 'claim' | 'unsafe-no-claim';

export const unclaimedRenewal: RenewalSteps = {
  claimDue: async (deps, run) => {
    const { rows } = await deps.pool.query<SubscriptionRow>(
      `SELECT * FROM subscriptions WHERE status = 'ACTIVE' AND mandate_status = 'ACTIVE' AND next_charge_at <= $1
       ORDER BY next_charge_at LIMIT $2`,
      [run.now, run.limit],
    );
    return rows;
  },
  startCharge: (deps, subscriptionId, run) =>
    withTransaction(deps.pool, async (client) => {
      const s = await findSubscription(client, subscriptionId, { forUpdate: false });
      if (!s || !isChargeable(s, run.now)) return null;
      const sequence = s.months_paid + 1;
      const latest = await latestCharge(client, s.id, sequence);
      if (latest?.status === 'COMPLETED') return null;
      return newChargeAttempt(client, s, sequence, latest?.attempt ?? 0, deps.config.PAYMENT_PENDING_MINUTES);
    }),
  release: async () => {},
};

export const renewalSteps = (mode: RenewalMode): RenewalSteps =>
  mode === 'claim' ? claimedRenewal : unclaimedRenewal;
