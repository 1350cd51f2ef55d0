// The pre-debit notice of each monthly subscription charge (issue 29, Deliver 4): PRE_DEBIT_NOTICE_LEAD_HOURS before
// the charge, due subscriptions are claimed (FOR UPDATE SKIP LOCKED), the notice mail queued and the month announced
// recorded in one transaction: each month is announced once across restarts and api processes. `now` is injectable.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { PRE_DEBIT_NOTICE_LEAD_HOURS } from '@sannidhi/domain/pre-debit';
import { formatDate } from '@sannidhi/domain/time';
import { withTransaction } from '../../db/with-transaction';
import { claimDueNotices, markNoticeSent, type NoticeRow } from '../../repositories/subscriptions-notices';
import type { AppDeps } from '../../types';
import { mailLanguageOf, mailTexts, ritualNameIn } from '../../mail-texts';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { noticeLinkUrl } from '../mail/mail-links';
import { newNoticeToken } from '../subscriptions/notice-link-token';
import { preDebitNoticeMail } from '../mail/subscription-mails';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function noticeMailOf(r: NoticeRow, linkToken: string) {
  const meta = CenterMeta.parse(r.center_meta ?? {});
  const contact = [text(r.center_contact?.email), text(r.center_contact?.phone)].filter(Boolean).join(', ');
  const lang = mailLanguageOf(r.language);
  const t = mailTexts(lang);
  return preDebitNoticeMail({
    lang,
    name: r.first_name || t.devotee,
    centerName: r.center_name,
    ritual: ritualNameIn(r.product_name, r.product_texts, lang),
    month: r.months_paid + 1,
    termMonths: r.term_months,
    amount: formatMoney(Number(r.amount), r.currency),
    chargeDate: formatDate(r.next_charge_at, meta.timezone, meta.dateFormat),
    mandateReference: r.mandate_id ?? t.yourBankMandate,
    actionUrl: noticeLinkUrl(linkToken),
    contact: contact || r.center_name,
  });
}

/** Queues the notices due at `now`; answers how many. */
export async function sendDuePreDebitNotices(
  deps: Pick<AppDeps, 'pool'>,
  log: { warn: (obj: object, msg: string) => void },
  opts: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  try {
    return await withTransaction(deps.pool, async (client) => {
      const rows = await claimDueNotices(client, now, PRE_DEBIT_NOTICE_LEAD_HOURS, opts.limit ?? 100);
      const sent = [];
      for (const r of rows) {
        const link = newNoticeToken();
        await enqueueMail(client, r.email, noticeMailOf(r, link.token), 'pre-debit-notice', null);
        sent.push({ subscriptionId: r.id, tokenHash: link.hash });
      }
      await markNoticeSent(client, sent, now);
      return rows.length;
    });
  } catch (err) {
    log.warn({ err }, 'could not queue the pre-debit notices');
    return 0;
  }
}
