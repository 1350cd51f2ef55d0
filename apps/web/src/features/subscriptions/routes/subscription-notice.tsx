/**
 * `/subscription-notice/:token`, the one-tap page of a pre-debit notice (issue 29; no sign-in): what the notice
 * announced — centre, amount, date, month — with "Skip this month" and "Pause the subscription". Once the month is
 * skipped, paused, charged or the subscription has ended, the page says so and leads to the Subscription tab.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticeAction, NoticeLinkAnswer } from '@sannidhi/domain/contracts/subscription-notice';
import { formatMoney } from '@sannidhi/domain/money';
import { Button, buttonClassName } from '../../../components/button/button';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { actOnNoticeLink, noticeLinkKeys, noticeLinkOptions } from '../../../api/subscription-notice';
import { ResultCard } from '../../../components/result-card/result-card';

type State = NoticeLinkAnswer['state'];

const STATE_TEXT: Record<Exclude<State, 'due'>, MessageDescriptor> = {
  skipped: msg`This month is skipped: nothing will be charged for it. You will be told again before the next charge.`,
  paused: msg`This subscription is paused: nothing will be charged until you resume it on the Subscription tab.`,
  charged: msg`This month has already been charged. To stop the months to come, pause the subscription on the Subscription tab.`,
  closed: msg`This subscription has ended: nothing more will be charged.`,
};

function failureOf(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.status === 400)
    return msg`This link is not valid. Please open it again from the e-mail, and make sure the whole link is used.`;
  if (error instanceof ApiError && error.status === 404)
    return msg`This link is not known. Please open it again from the e-mail, or use the Subscription tab.`;
  return msg`Something went wrong. Please try again in a moment.`;
}

export default function SubscriptionNoticeRoute() {
  const { t, i18n } = useLingui();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const link = useQuery(noticeLinkOptions(token));
  const act = useMutation({
    mutationFn: (action: NoticeAction) => actOnNoticeLink(token, action),
    onSuccess: (answer) => queryClient.setQueryData(noticeLinkKeys.link(token), answer),
    // Refused (409): the month changed meanwhile (charged, skipped elsewhere); the page shows what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: noticeLinkKeys.link(token) }),
  });
  const title = t`Your subscription's next charge`;
  const heading = useRef<HTMLDivElement>(null);
  const state = link.data?.state;
  useEffect(() => {
    // After an action the outcome replaces the buttons: focus moves to it so that it is read out.
    if (act.isSuccess) heading.current?.focus();
  }, [act.isSuccess]);

  if (link.isError) {
    return (
      <ResultCard tone="neutral" title={title} testId="subscription-notice">
        <p role="alert">{i18n._(failureOf(link.error))}</p>
      </ResultCard>
    );
  }
  const data = link.data;
  if (!data) return <ResultCard tone="busy" title={title} testId="subscription-notice" />;

  const amount = formatMoney(data.amount, data.currency);
  const { centerName, ritual, month, termMonths, chargeDate } = data;
  const toSubscriptions = (
    <Link to={`${PATHS.accountProfile}?tab=subscription`} className={buttonClassName('secondary')}>
      <Trans>Open my subscriptions</Trans>
    </Link>
  );
  return (
    <ResultCard
      tone={state === 'due' ? 'pending' : 'success'}
      title={title}
      testId="subscription-notice"
      actions={state === 'due' ? undefined : toSubscriptions}
    >
      <p>
        <Trans>
          Month {month} of {termMonths} of your <strong>{ritual}</strong> prasadam subscription with{' '}
          <strong>{centerName}</strong>: <strong>{amount}</strong>.
        </Trans>
      </p>
      {state === 'due' ? (
        <>
          <p>
            <Trans>
              It will be charged on <strong>{chargeDate}</strong>. Not this month? Skip it, or pause the
              subscription until you resume it.
            </Trans>
          </p>
          {act.isError && (
            <p role="alert">
              {act.error instanceof ApiError && act.error.status === 409
                ? t`This could not be done: the subscription has changed. See below what it is now.`
                : i18n._(failureOf(act.error))}
            </p>
          )}
          <div className="sn-result__actions">
            <Button
              onClick={() => act.mutate('skip')}
              loading={act.isPending && act.variables === 'skip'}
              disabled={act.isPending}
            >
              <Trans>Skip this month</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() => act.mutate('pause')}
              loading={act.isPending && act.variables === 'pause'}
              disabled={act.isPending}
            >
              <Trans>Pause the subscription</Trans>
            </Button>
          </div>
        </>
      ) : (
        <div ref={heading} tabIndex={-1} role="status">
          <p>{i18n._(STATE_TEXT[state!])}</p>
          {state === 'skipped' && chargeDate && (
            <p>
              <Trans>
                The next charge is on <strong>{chargeDate}</strong>.
              </Trans>
            </p>
          )}
        </div>
      )}
    </ResultCard>
  );
}
