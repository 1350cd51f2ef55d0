/** Monthly renewal of a recurring subscription: due dates and the retry schedule of a failed charge. */

/** Days after a month's due date on which a failed charge is tried again; after the last, the subscription pauses. */
export const SUBSCRIPTION_RETRY_DAYS: readonly number[] = [1, 3, 7];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same instant `months` calendar months later (UTC), kept at the month's last day when it is shorter. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * What follows the `failedAttempts`-th failed charge of a month due at `dueAt`: the next try (due date plus 1, 3,
 * then 7 days), or a pause once every retry has failed.
 */
export function afterFailedCharge(
  failedAttempts: number,
  dueAt: Date,
): { kind: 'retry'; at: Date } | { kind: 'pause' } {
  const days = SUBSCRIPTION_RETRY_DAYS[failedAttempts - 1];
  if (days === undefined) return { kind: 'pause' };
  return { kind: 'retry', at: new Date(dueAt.getTime() + days * DAY_MS) };
}

/**
 * The month charged next when a paused subscription resumes at `now`, and when it is charged. Resumed before its due
 * date: that month, on its due date. Resumed once a month is due: the month due most recently is charged at once (as
 * it would have been had the subscription not been paused), and the months before it that fell due while paused are
 * skipped (not charged, not counted against the term).
 */
export function resumeSchedule(dueAt: Date, now: Date): { dueAt: Date; chargeAt: Date } {
  if (dueAt.getTime() >= now.getTime()) return { dueAt, chargeAt: dueAt };
  let due = dueAt;
  for (let i = 1; addMonths(dueAt, i).getTime() <= now.getTime(); i += 1) due = addMonths(dueAt, i);
  return { dueAt: due, chargeAt: now };
}
