// The monthly renewal of recurring subscriptions. Due rows are claimed with FOR UPDATE SKIP LOCKED and leased, so
// several api processes can run the job together; within a transaction holding the subscription's row lock, a
// month gets at most one open charge attempt, and a repeated attempt re-sends the same gateway request id (the
// gateway charges a request id once). The charge's own answer is not trusted: the status comes from the gateway's
// signed notification, or from a server-side status query right after the charge. `now` is injectable, so that
// tests run a year of renewals in seconds.
import crypto from 'node:crypto';
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';
import type { AppDeps } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { findPaymentById } from '../../repositories/payments';
import {
  claimDueSubscriptions,
  findSubscription,
  listDueSubscriptionsUnclaimed,
  insertChargeAttempt,
  latestCharge,
  listMandatesToRevoke,
  releaseLease,
  setMandateStatus,
  type SubscriptionRow,
} from '../../repositories/subscriptions';
import { reconcilePayment } from '../payments/reconcile-payment';

const LEASE_MS = 5 * 60 * 1000;

export interface RenewalRun {
  claimed: number;
  /** Charge requests sent to the gateway (a re-sent open request counts again; the gateway charges it once). */
  requested: number;
}

type Deps = Pick<AppDeps, 'pool' | 'providers' | 'config'>;

/**
 * How runners keep off each other. `claim`: due rows are claimed with FOR UPDATE SKIP LOCKED and leased, and a
 * month's charge is decided under the subscription's row lock, re-sending its open request. `unsafe-no-claim` is
 * the negative control of the double-run test only: due rows are read without claim or lock and every run sends a
 * new charge request for the month, as a job without the claim would; with two runners it charges twice.
 */
export type RenewalMode = 'claim' | 'unsafe-no-claim';
type Log = { warn: (obj: object, msg: string) => void };

export async function renewDueSubscriptions(
  deps: Deps,
  log: Log,
  opts: { now?: Date; limit?: number; concurrency?: number; mode?: RenewalMode } = {},
): Promise<RenewalRun> {
  const now = opts.now ?? new Date();
  const token = crypto.randomUUID();
  const mode = opts.mode ?? 'claim';
  const limit = opts.limit ?? 50;
  const claimed =
    mode === 'claim'
      ? await claimDueSubscriptions(deps.pool, {
          now,
          limit,
          token,
          leaseUntil: new Date(now.getTime() + LEASE_MS),
        })
      : await listDueSubscriptionsUnclaimed(deps.pool, { now, limit });
  let requested = 0;
  const queue = [...claimed];
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      try {
        if (await renewOne(deps, s.id, { token, now, mode })) requested += 1;
      } catch (err) {
        // Left as it is: the lease ends and the month is tried again with the same open request.
        log.warn({ err, subscriptionId: s.id }, 'could not renew a subscription');
      } finally {
        if (mode === 'claim') await releaseLease(deps.pool, s.id, token);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, worker));
  await retryRevokes(deps, log);
  return { claimed: claimed.length, requested };
}

/** Charges the month now due of one claimed subscription; false when there was nothing to charge. */
async function renewOne(
  deps: Deps,
  subscriptionId: string,
  run: { token: string; now: Date; mode: RenewalMode },
): Promise<boolean> {
  const safe = run.mode === 'claim';
  const attempt = await withTransaction(deps.pool, async (client) => {
    const s = await findSubscription(client, subscriptionId, { forUpdate: safe });
    if (!s || !isChargeable(s, safe ? run.token : null, run.now)) return null;
    const sequence = s.months_paid + 1;
    const latest = await latestCharge(client, s.id, sequence);
    if (latest?.status === 'COMPLETED') return null;
    if (safe && latest && (latest.status === 'INITIALIZED' || latest.status === 'PENDING')) {
      return { subscription: s, requestId: latest.request_id, paymentId: latest.payment_id };
    }
    const requestId = generatePaymentRequestId();
    const paymentId = await insertChargeAttempt(client, {
      subscription: s,
      sequence,
      attempt: (latest?.attempt ?? 0) + 1,
      requestId,
      expiresAt: new Date(Date.now() + deps.config.PAYMENT_PENDING_MINUTES * 60_000),
    });
    return { subscription: s, requestId, paymentId };
  });
  if (!attempt) return false;
  const { subscription: s } = attempt;
  try {
    await deps.providers.gateway.chargeMandate(s.mandate_id!, {
      requestId: attempt.requestId,
      amount: s.amount,
      currency: s.currency,
    });
  } finally {
    // Whatever the charge answered (or if it did not answer), the status is the gateway's, asked server-side.
    const payment = await findPaymentById(deps.pool, attempt.paymentId);
    if (payment && (payment.status === 'INITIALIZED' || payment.status === 'PENDING')) {
      await reconcilePayment(deps, payment, { expireIfUnpaid: false });
    }
  }
  return true;
}

/** Whether the month now due may be charged; `token` is the runner's lease (null: not checked, unsafe mode). */
function isChargeable(s: SubscriptionRow, token: string | null, now: Date): boolean {
  return (
    (token === null || s.lease_token === token) &&
    s.status === 'ACTIVE' &&
    s.mandate_status === 'ACTIVE' &&
    s.mandate_id !== null &&
    s.next_charge_at !== null &&
    s.next_charge_at.getTime() <= now.getTime() &&
    s.months_paid < s.term_months
  );
}

/**
 * Mandates still to be revoked at the gateway: those of cancelled subscriptions that the gateway could not be told
 * about yet, and those of late first payments that were refunded (services/payments/late-payment.ts).
 */
async function retryRevokes(deps: Deps, log: Log) {
  for (const s of await listMandatesToRevoke(deps.pool, 20)) {
    try {
      await deps.providers.gateway.revokeMandate(s.mandate_id!);
      await setMandateStatus(deps.pool, s.id, 'REVOKED');
    } catch (err) {
      log.warn({ err, subscriptionId: s.id }, 'could not revoke a mandate');
    }
  }
}
