/**
 * Subscription charges announced before they are taken (issue 29, Deliver 4; RBI's e-mandate framework): a
 * pre-debit notice at least 24 hours before each recurring charge, and no charge earlier than that. Pure rules; the
 * renewal job applies them (docs/decisions.md, "Subscription charges announced first").
 */

/** RBI: the payer is told at least this many hours before a recurring debit. */
export const PRE_DEBIT_NOTICE_MIN_HOURS = 24;
/** The notice goes out this many hours before the month falls due, so that a late job round still leaves 24 hours. */
export const PRE_DEBIT_NOTICE_LEAD_HOURS = 48;

const HOUR = 3_600_000;

/** When the notice of a charge due at `dueAt` should be sent. */
export function preDebitNoticeDueAt(dueAt: Date): Date {
  return new Date(dueAt.getTime() - PRE_DEBIT_NOTICE_LEAD_HOURS * HOUR);
}

export interface NoticeState {
  /** The month (1-based sequence) the last notice announced, or null. */
  noticedMonth: number | null;
  /** When that notice was queued. */
  noticedAt: Date | null;
}

/** Whether a notice for `month` is to be sent now: not yet sent for it, and its time has come. */
export function isNoticeDue(s: NoticeState, month: number, dueAt: Date, now: Date): boolean {
  return s.noticedMonth !== month && now.getTime() >= preDebitNoticeDueAt(dueAt).getTime();
}

/**
 * The earliest moment `month` may be charged: its due date, and never less than 24 hours after its notice. Null
 * while no notice for that month has been sent: then it may not be charged at all.
 */
export function earliestChargeAt(s: NoticeState, month: number, dueAt: Date): Date | null {
  if (s.noticedMonth !== month || !s.noticedAt) return null;
  return new Date(Math.max(dueAt.getTime(), s.noticedAt.getTime() + PRE_DEBIT_NOTICE_MIN_HOURS * HOUR));
}

/** Whether `month` may be charged at `now` as far as its notice goes. */
export function mayChargeAfterNotice(s: NoticeState, month: number, dueAt: Date, now: Date): boolean {
  const earliest = earliestChargeAt(s, month, dueAt);
  return earliest !== null && now.getTime() >= earliest.getTime();
}

/** The last day a mandate of `termMonths` monthly charges, starting at `startedAt`, may be charged. */
export function mandateValidUntil(startedAt: Date, termMonths: number): Date {
  const end = new Date(startedAt);
  end.setUTCMonth(end.getUTCMonth() + termMonths);
  return end;
}

/**
 * Whether a centre announces each subscription charge beforehand: Indian centres always (RBI), others when their
 * settings ask for it as a courtesy. The api's claims apply the same rule in SQL (repositories/subscriptions-notices).
 */
export function sendsPreDebitNotices(meta: { countryCode?: string; preDebitNotices?: boolean }): boolean {
  return (meta.countryCode ?? 'IN') === 'IN' || meta.preDebitNotices === true;
}

/**
 * What the one-tap link of a month's notice can still do: `due` (skip the month or pause), or why not — the month
 * was `skipped` (its notice withdrawn, or announced again by a newer notice after the skip), the subscription `paused` or `closed` (cancelled, completed), or the month
 * already `charged`.
 */
export type NoticeLinkState = 'due' | 'skipped' | 'paused' | 'charged' | 'closed';

export function noticeLinkState(
  s: { status: string; monthsPaid: number; noticeMonth: number | null },
  link: { month: number; current: boolean },
): NoticeLinkState {
  if (s.monthsPaid >= link.month) return 'charged';
  if (s.status === 'PAUSED') return 'paused';
  if (s.status !== 'ACTIVE') return 'closed';
  return s.noticeMonth === link.month && link.current ? 'due' : 'skipped';
}
