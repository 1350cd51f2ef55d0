// The renewal job as the job runner meets it: every round sends the pre-debit notices due before it renews, so by
// the time a month falls due its notice went out 48 hours earlier (PRE_DEBIT_NOTICE_LEAD_HOURS). Tests that jump the
// clock to a charge's due time run the notice round of 48 hours before it first; the charge gate itself (no charge
// earlier than 24 hours after the notice) is proven in pre-debit-notices.test.ts.
import { PRE_DEBIT_NOTICE_LEAD_HOURS } from '@sannidhi/domain/pre-debit';
import { sendDuePreDebitNotices } from '../../src/services/jobs/send-pre-debit-notices';
import { renewDueSubscriptions } from '../../src/services/jobs/renew-subscriptions';

type RenewArgs = Parameters<typeof renewDueSubscriptions>;

/** Sends the notices of every month falling due by `now`, as the round of 48 hours before would have. */
export async function announceBefore(deps: RenewArgs[0], now: Date): Promise<void> {
  const at = new Date(now.getTime() - PRE_DEBIT_NOTICE_LEAD_HOURS * 3_600_000);
  while ((await sendDuePreDebitNotices(deps, { warn: () => {} }, { now: at, limit: 500 })) > 0);
}

/** The notices of 48 hours before, then the renewal run at `opts.now`. */
export async function renewAfterNotices(...[deps, log, opts = {}]: RenewArgs) {
  await announceBefore(deps, opts.now ?? new Date());
  return renewDueSubscriptions(deps, log, opts);
}
