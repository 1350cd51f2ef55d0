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
 * The due date of the next month to charge when a paused subscription resumes at `now`: months that fell due while
 * it was paused are skipped (not charged, not counted against the term), so the first anniversary not before `now`.
 */
export function dueAfterResume(dueAt: Date, now: Date): Date {
  let due = dueAt;
  for (let i = 1; due.getTime() < now.getTime(); i += 1) due = addMonths(dueAt, i);
  return due;
}
