// The monthly renewal of recurring subscriptions. Due rows are claimed with FOR UPDATE SKIP LOCKED and leased, so
// several api processes can run the job together; within a transaction holding the subscription's row lock, a
// month gets at most one open charge attempt, and a repeated attempt re-sends the same gateway request id (the
// gateway charges a request id once). The charge's own answer is not trusted: the status comes from the gateway's
// signed notification, or from a server-side status query right after the charge. `now` is injectable, so that
// tests run a year of renewals in seconds.
import crypto from 'node:crypto';
import type pg from 'pg';
import { mayChargeAfterNotice } from '@sannidhi/domain/pre-debit';
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';
import type { AppDeps } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { findPaymentById } from '../../repositories/payments';
import {
  claimDueSubscriptions,
  findSubscription,
  insertChargeAttempt,
  latestCharge,
  listMandatesToRevoke,
  releaseLease,
  sendsPreDebitNotices,
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

export type Deps = Pick<AppDeps, 'pool' | 'providers' | 'config'>;

/** The charge request a run sends for a subscription's month now due. */
export interface ChargeAttempt {
  subscription: SubscriptionRow;
  requestId: string;
  paymentId: string;
}

interface Run {
  token: string;
  now: Date;
}

/**
 * How runners keep off each other: due rows are claimed with FOR UPDATE SKIP LOCKED and leased (`claimDue`), and a
 * month's charge is decided under the subscription's row lock, re-sending its open request (`startCharge`). A test
 * passes its own steps (the double-run test's negative control: a job without the claim).
 */
export interface RenewalSteps {
  claimDue: (deps: Deps, run: Run & { limit: number; leaseUntil: Date }) => Promise<SubscriptionRow[]>;
  /** In its own transaction: the request to send for the month now due, or null when there is nothing to charge. */
  startCharge: (deps: Deps, subscriptionId: string, run: Run) => Promise<ChargeAttempt | null>;
  /** Gives a claimed row back once its charge was sent. */
  release: (deps: Deps, subscriptionId: string, run: Run) => Promise<void>;
}

export const claimedRenewal: RenewalSteps = {
  claimDue: (deps, run) => claimDueSubscriptions(deps.pool, run),
  startCharge,
  release: (deps, subscriptionId, run) => releaseLease(deps.pool, subscriptionId, run.token),
};

type Log = { warn: (obj: object, msg: string) => void };

export async function renewDueSubscriptions(
  deps: Deps,
  log: Log,
  opts: { now?: Date; limit?: number; concurrency?: number; steps?: RenewalSteps } = {},
): Promise<RenewalRun> {
  const run = { now: opts.now ?? new Date(), token: crypto.randomUUID() };
  const steps = opts.steps ?? claimedRenewal;
  const claimed = await steps.claimDue(deps, {
    ...run,
    limit: opts.limit ?? 50,
    leaseUntil: new Date(run.now.getTime() + LEASE_MS),
  });
  let requested = 0;
  const queue = [...claimed];
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      try {
        if (await renewOne(deps, s.id, run, steps)) requested += 1;
      } catch (err) {
        // Left as it is: the lease ends and the month is tried again with the same open request.
        log.warn({ err, subscriptionId: s.id }, 'could not renew a subscription');
      } finally {
        await steps.release(deps, s.id, run);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, worker));
  await retryRevokes(deps, log);
  return { claimed: claimed.length, requested };
}

/**
 * The month's charge request of a claimed subscription, decided under its row lock: its open request again (the
 * gateway charges a request id once), or a new attempt; null when there is nothing to charge.
 */
async function startCharge(deps: Deps, subscriptionId: string, run: Run): Promise<ChargeAttempt | null> {
  return withTransaction(deps.pool, async (client) => {
    const s = await findSubscription(client, subscriptionId, { forUpdate: true });
    if (!s || s.lease_token !== run.token || !isChargeable(s, run.now)) return null;
    const sequence = s.months_paid + 1;
    // RBI: no charge earlier than 24 hours after its month's pre-debit notice (rechecked under the row lock).
    const notice = { noticedMonth: s.notice_month, noticedAt: s.notice_sent_at };
    if (
      s.next_charge_at &&
      !mayChargeAfterNotice(notice, sequence, s.next_charge_at, run.now) &&
      (await sendsPreDebitNotices(client, s.center_id))
    )
      return null;
    const latest = await latestCharge(client, s.id, sequence);
    if (latest?.status === 'COMPLETED') return null;
    if (latest && (latest.status === 'INITIALIZED' || latest.status === 'PENDING')) {
      return { subscription: s, requestId: latest.request_id, paymentId: latest.payment_id };
    }
    return newChargeAttempt(client, s, sequence, latest?.attempt ?? 0, deps.config.PAYMENT_PENDING_MINUTES);
  });
}

/** Writes the month's next charge attempt (a new gateway request id). */
export async function newChargeAttempt(
  client: pg.PoolClient,
  s: SubscriptionRow,
  sequence: number,
  attemptsBefore: number,
  pendingMinutes: number,
): Promise<ChargeAttempt> {
  const requestId = generatePaymentRequestId();
  const paymentId = await insertChargeAttempt(client, {
    subscription: s,
    sequence,
    attempt: attemptsBefore + 1,
    requestId,
    expiresAt: new Date(Date.now() + pendingMinutes * 60_000),
  });
  return { subscription: s, requestId, paymentId };
}

/** Charges the month now due of one claimed subscription; false when there was nothing to charge. */
async function renewOne(deps: Deps, subscriptionId: string, run: Run, steps: RenewalSteps): Promise<boolean> {
  const attempt = await steps.startCharge(deps, subscriptionId, run);
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

/** Whether the subscription's month now due may be charged at `now`. */
export function isChargeable(s: SubscriptionRow, now: Date): boolean {
  return (
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
