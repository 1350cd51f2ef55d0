/**
 * `/payment/:paymentId`, the payment link page (spec part 1 §2; no login): fetch the link, mark it
 * initialised, then post the gateway form after 300 ms. A failure shows the server's message (expired,
 * already used, unknown link) or "Something went wrong", under a "Namaskaram" greeting. The tab remembers the
 * link under the gateway requestId, so that the return page shows its result without a sign-in.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_FORM_SUBMIT_DELAY_MS } from '@sannidhi/domain/constants';
import { formatMoney } from '@sannidhi/domain/money';
import { AutoSubmitForm } from '../../../components/auto-submit-form/auto-submit-form';
import { Spinner } from '../../../components/spinner/spinner';
import { ApiError } from '../../../lib/api-client';
import { rememberLinkPayment } from '../../../lib/link-payment-return';
import { initPaymentLink, paymentLinkOptions, paymentLinkStatusOptions } from '../../../api/payments';
import { ResultCard } from '../../../components/result-card/result-card';

const LINK_FAILURE = msg`Something went wrong`;
/** A malformed link (400): said plainly, never the api's field path. */
const LINK_NOT_VALID = msg`This payment link is not valid. Please open it again from the e-mail, and make sure the whole link is used.`;

/** What the page says about a failed link: the api's own words, except for a malformed link (ours, translated). */
function linkFailure(cause: unknown): string | MessageDescriptor {
  if (!(cause instanceof ApiError)) return LINK_FAILURE;
  return cause.status === 400 ? LINK_NOT_VALID : cause.message;
}

export default function PaymentLinkRoute() {
  const { t, i18n } = useLingui();
  const greeting = t({
    comment: 'The respectful greeting heading the payment link page',
    message: 'Namaskaram',
  });
  const { paymentId = '' } = useParams();
  const link = useQuery(paymentLinkOptions(paymentId));
  const [init, setInit] = useState<{ done: boolean; error: string | MessageDescriptor | null }>({
    done: false,
    error: null,
  });

  const ready = link.isSuccess;
  const requestId = link.data?.gatewayForm?.fields.requestId ?? '';
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    initPaymentLink(paymentId)
      .then(() => {
        if (cancelled) return;
        // The gateway returns this tab to /gpmsResponse?requestId=…: that page shows this link's result, no sign-in.
        rememberLinkPayment(requestId, paymentId);
        setInit({ done: true, error: null });
      })
      .catch((cause: unknown) => {
        if (!cancelled) setInit({ done: false, error: linkFailure(cause) });
      });
    return () => {
      cancelled = true;
    };
  }, [ready, paymentId, requestId]);

  const failure = link.isError ? linkFailure(link.error) : init.error;
  // A link that cannot be used may have been paid already: its public status says so, with the booking reference.
  const malformed = link.error instanceof ApiError && link.error.status === 400;
  const linkStatus = useQuery({
    ...paymentLinkStatusOptions(paymentId),
    enabled: failure !== null && !malformed && paymentId !== '',
  });

  if (failure) {
    const paid = linkStatus.data?.status === 'COMPLETED' ? linkStatus.data : null;
    const amount = paid?.currency ? formatMoney(paid.amount, paid.currency) : '';
    const reference = paid?.bookingReference;
    return (
      <ResultCard tone="neutral" title={greeting} testId="payment-link">
        <p role="alert">{typeof failure === 'string' ? failure : i18n._(failure)}</p>
        {paid ? (
          <p data-testid="link-paid">
            {amount ? (
              <Trans>This payment of {amount} has been received and the booking is confirmed.</Trans>
            ) : (
              <Trans>This payment has been received and the booking is confirmed.</Trans>
            )}
            {reference && (
              <>
                {' '}
                <Trans>
                  Your booking reference is <strong data-testid="booking-reference">{reference}</strong>.
                </Trans>
              </>
            )}
          </p>
        ) : linkStatus.isPending && linkStatus.fetchStatus !== 'idle' ? null : (
          <p className="sn-result__muted">
            <Trans>
              If you still wish to complete this booking, please contact the centre for a new payment link.
            </Trans>
          </p>
        )}
      </ResultCard>
    );
  }

  const data = link.data;
  const centerName = data?.centerName;
  const amount = data?.currency ? formatMoney(data.amount, data.currency) : '';
  return (
    <ResultCard tone="busy" title={greeting} testId="payment-link">
      {data ? (
        <>
          <p>
            {amount ? (
              <Trans>
                Payment for <strong>{centerName}</strong>: <strong>{amount}</strong>
              </Trans>
            ) : (
              <Trans>
                Payment for <strong>{centerName}</strong>
              </Trans>
            )}
          </p>
          <Spinner label={init.done ? t`Taking you to the payment page…` : t`Preparing your payment…`} />
          {/* A centre without a currency renders nothing on the payment form. */}
          {init.done && data.currency && data.gatewayForm && (
            <AutoSubmitForm
              action={data.gatewayForm.action}
              fields={Object.entries(data.gatewayForm.fields)}
              delayMs={PAYMENT_FORM_SUBMIT_DELAY_MS}
            />
          )}
        </>
      ) : (
        <Spinner label={t`Loading your payment…`} />
      )}
    </ResultCard>
  );
}
