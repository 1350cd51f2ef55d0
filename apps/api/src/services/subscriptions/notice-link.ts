// The one-tap link of a pre-debit notice (issue 29, Deliver 4): the devotee skips the announced month or pauses the
// subscription without signing in; the link's token is the key and answers for its own month only. Decided under the
// subscription's row lock, the same lock the renewal job charges under, so a skip and a charge never cross: a month
// whose charge is already under way (an open attempt) is not skipped.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import type { NoticeAction, NoticeLinkAnswer } from '@sannidhi/domain/contracts/subscription-notice';
import { noticeLinkState } from '@sannidhi/domain/pre-debit';
import { addMonths } from '@sannidhi/domain/subscription-renewal';
import { formatDate } from '@sannidhi/domain/time';
import type { AppDeps } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import { latestCharge, setSubscriptionStatus } from '../../repositories/subscriptions';
import {
  findNoticeLink,
  skipAnnouncedMonth,
  type NoticeLinkRow,
} from '../../repositories/subscriptions-notices';
import { hashNoticeToken } from './notice-link-token';

const NOT_FOUND = 'This link is not known: open it again from the e-mail, or use the Subscription tab';

function answerOf(l: NoticeLinkRow): NoticeLinkAnswer {
  const meta = CenterMeta.parse(l.center_meta ?? {});
  const state = noticeLinkState(
    { status: l.status, monthsPaid: l.months_paid, noticeMonth: l.notice_month },
    { month: l.month, current: l.current },
  );
  return {
    ritual: l.ritual,
    centerName: l.center_name,
    amount: Number(l.amount),
    currency: l.currency,
    month: l.month,
    termMonths: l.term_months,
    chargeDate: l.next_charge_at ? formatDate(l.next_charge_at, meta.timezone, meta.dateFormat) : '',
    state,
  };
}

export async function noticeLink(deps: Pick<AppDeps, 'pool'>, token: string): Promise<NoticeLinkAnswer> {
  const link = await findNoticeLink(deps.pool, hashNoticeToken(token), { forUpdate: false });
  if (!link) throw notFound(NOT_FOUND);
  return answerOf(link);
}

const REFUSED: Record<Exclude<NoticeLinkAnswer['state'], 'due'>, string> = {
  skipped: 'This month is already skipped: nothing will be charged for it',
  paused: 'This subscription is paused: nothing will be charged until you resume it',
  charged:
    'This month has already been charged: pause the subscription on the Subscription tab for the months to come',
  closed: 'This subscription has ended: nothing more will be charged',
};

export async function actOnNoticeLink(
  deps: Pick<AppDeps, 'pool'>,
  token: string,
  action: NoticeAction,
  ctx: { requestId: string },
): Promise<NoticeLinkAnswer> {
  return withTransaction(deps.pool, async (client) => {
    const link = await findNoticeLink(client, hashNoticeToken(token), { forUpdate: true });
    if (!link) throw notFound(NOT_FOUND);
    const before = answerOf(link);
    if (before.state !== 'due') throw conflict(REFUSED[before.state]);
    const open = await latestCharge(client, link.subscription_id, link.month);
    if (open && (open.status === 'INITIALIZED' || open.status === 'PENDING'))
      throw conflict('This month is being charged right now: it can no longer be skipped');
    if (action === 'skip' && link.due_at) {
      const next = addMonths(link.due_at, 1);
      await skipAnnouncedMonth(client, link.subscription_id, { dueAt: next, chargeAt: next });
    } else {
      await setSubscriptionStatus(client, link.subscription_id, { status: 'PAUSED' });
    }
    await writeAudit(client, {
      actorId: link.user_id,
      action: action === 'skip' ? 'subscription.skipMonth' : 'subscription.pause',
      entity: 'subscription',
      entityId: link.subscription_id,
      data: { month: link.month, via: 'pre-debit notice link' },
      requestId: ctx.requestId,
    });
    const after = await findNoticeLink(client, hashNoticeToken(token), { forUpdate: false });
    return answerOf(after!);
  });
}
