/**
 * `/gpmsResponse`, the gateway's return address (spec part 1 §2 "Payment result page"). The query's
 * fields (requestId, transactionId, status, amount, currency, errorCode, errorReason, errorMsg) are read,
 * but the card shown follows the status the api verified for requestId: a forged or replayed query
 * cannot turn an unpaid payment into "Transaction Successful".
 *
 * Two ways to that status: a return this tab made after paying by an e-mailed link (remembered by the link page)
 * reads the link's public look-up, with no login and without touching the cart (issue 26, symptom 14); any other
 * return needs a login (the router's guard) and reads /payment/status and the booking's centre.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SUPPORT_EMAIL, PENDING_PAYMENT_MAIL_MINUTES } from '@sannidhi/domain/constants';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { buttonClassName } from '../../../components/button/button';
import { linkOfReturn } from '../../../lib/link-payment-return';
import { isLoggedIn } from '../../../lib/access';
import { PATHS } from '../../../lib/paths';
import { clearCart, getSession, setSession, useSessionValue } from '../../../lib/session';
import { centerByBookingOptions } from '../../../api/centers';
import { paymentLinkStatusOptions, paymentStatusOptions } from '../../../api/payments';
import { ResultCard, type ResultTone } from '../../../components/result-card/result-card';
import { clearsThisCart, gatewayResultCard, RESULT_TITLES, type GatewayResultCard } from '../lib/result-view';
import { knownFailureReason, UNKNOWN_REASON } from '../lib/failure-reason';

/** The gateway's query string, as it arrived (display only; never trusted for the outcome). */
export function readGatewayQuery(params: URLSearchParams) {
  const get = (key: string) => params.get(key) ?? '';
  return {
    requestId: get('requestId'),
    transactionId: get('transactionId'),
    status: get('status'),
    amount: get('amount'),
    currency: get('currency'),
    errorCode: get('errorCode'),
    errorReason: get('errorReason'),
    errorMsg: get('errorMsg'),
  };
}

export default function GpmsResponseRoute() {
  const [params] = useSearchParams();
  const { requestId } = readGatewayQuery(params);
  const linkId = useMemo(() => linkOfReturn(requestId), [requestId]);
  return linkId ? (
    <LinkPaymentResult requestId={requestId} linkId={linkId} />
  ) : (
    <AccountPaymentResult requestId={requestId} />
  );
}

/** The spec's button: "Go to Home" for users permitted to book for others, otherwise "View My Orders". */
function HomeAction() {
  const mayBookForOthers = useSessionValue((s) => s.hasUserPermissionToBookForOthers);
  return mayBookForOthers ? (
    <Link to={PATHS.home} className={buttonClassName('primary')}>
      <Trans>Go to Home</Trans>
    </Link>
  ) : (
    <Link to={PATHS.account} className={buttonClassName('primary')}>
      <Trans>View My Orders</Trans>
    </Link>
  );
}

function Processing() {
  const { i18n } = useLingui();
  return (
    <ResultCard tone="busy" title={i18n._(RESULT_TITLES.processing)} testId="payment-result">
      <p role="status">
        <Trans>Please wait while we confirm your payment. Do not close this window.</Trans>
      </p>
    </ResultCard>
  );
}

/** A signed-in payer's return (the cart's gateway payment): /payment/status and the booking's centre. */
function AccountPaymentResult({ requestId }: { requestId: string }) {
  const status = useQuery(paymentStatusOptions(requestId));
  const bookingId = status.data?.bookingId ?? '';
  const center = useQuery(centerByBookingOptions(bookingId));

  const verified = status.data?.status ?? null;
  const cartCount = useSessionValue((s) => s.cart.length);
  useEffect(() => {
    if (!clearsThisCart(verified, requestId, getSession().checkoutRequestId)) return;
    clearCart();
    setSession({ devoteeProfileDetails: null, checkoutRequestId: '' });
  }, [verified, requestId]);

  const loading = (requestId !== '' && status.isPending) || (bookingId !== '' && center.isPending);
  if (loading) return <Processing />;

  const kind = status.isError || !requestId ? 'unknown' : gatewayResultCard(verified);
  const payment = status.data;
  const contact = center.data?.center.contact;
  return (
    <GatewayResult
      kind={kind}
      requestId={requestId}
      amount={payment ? formatMoney(payment.amount, payment.currency) : ''}
      reference={payment?.bookingId ? displayBookingReference(payment.bookingId) : ''}
      errorMsg={payment?.errorMsg ?? null}
      errorCode={payment?.errorCode ?? null}
      email={contact?.email ?? ''}
      phone={contact?.phone ?? ''}
      supportTicketUrl={center.data?.center.meta.supportTicketUrl ?? ''}
      cartKept={kind === 'failed' && cartCount > 0}
      actions={
        <>
          <HomeAction />
          {kind === 'failed' && cartCount > 0 && (
            <Link to={PATHS.cart} className={buttonClassName('secondary')}>
              <Trans>Back to cart</Trans>
            </Link>
          )}
          {kind === 'expired' && (
            <Link to={PATHS.rituals} className={buttonClassName('secondary')}>
              <Trans>Book again</Trans>
            </Link>
          )}
        </>
      }
    />
  );
}

/**
 * The return after paying by an e-mailed link in this tab: the link's public look-up, whoever is signed in (or
 * nobody). The cart of whoever is signed in on this device is not theirs to empty. A signed-out payer is offered
 * to sign in for their bookings; a failed or expired link needs a new one from the centre.
 */
function LinkPaymentResult({ requestId, linkId }: { requestId: string; linkId: string }) {
  const status = useQuery(paymentLinkStatusOptions(linkId));
  const signedIn = useSessionValue(isLoggedIn);
  if (status.isPending) return <Processing />;

  const result = status.data;
  const kind = status.isError ? 'unknown' : gatewayResultCard(result?.status);
  return (
    <GatewayResult
      kind={kind}
      requestId={requestId}
      amount={result ? formatMoney(result.amount, result.currency) : ''}
      reference={result?.bookingReference ?? ''}
      errorMsg={result?.errorMsg ?? null}
      email={result?.center.email ?? ''}
      phone={result?.center.phone ?? ''}
      supportTicketUrl={result?.center.supportTicketUrl ?? ''}
      cartKept={false}
      newLinkHint={kind === 'failed' || kind === 'expired'}
      actions={
        signedIn ? (
          <HomeAction />
        ) : (
          <Link to={PATHS.account} className={buttonClassName('primary')}>
            <Trans>Sign in to see your bookings</Trans>
          </Link>
        )
      }
    />
  );
}

interface GatewayResultProps {
  kind: GatewayResultCard;
  requestId: string;
  /** Formatted amount, or '' when unknown. */
  amount: string;
  /** Booking reference in the spec's display form, or ''. */
  reference: string;
  errorMsg: string | null;
  /** The gateway's code of the failure, when it gave one: a known one is said in the language shown. */
  errorCode?: string | null;
  email: string;
  phone: string;
  supportTicketUrl: string;
  /** The failed card says the cart was kept (there is one to go back to). */
  cartKept: boolean;
  /** A failed or expired link cannot be paid again: a new link comes from the centre. */
  newLinkHint?: boolean;
  actions: ReactNode;
}

/** The result card (spec part 1 §2 "Payment result page"), from a verified status. */
function GatewayResult(props: GatewayResultProps) {
  const { i18n } = useLingui();
  const { kind, requestId, amount, reference, errorMsg, cartKept, newLinkHint = false, actions } = props;
  const email = props.email || DEFAULT_SUPPORT_EMAIL;
  const phone = props.phone || '-';
  const supportTicketUrl = props.supportTicketUrl;
  // The gateway's reason is English: in another language a known reason is said in it, an unknown one generally, the
  // gateway's words kept as a technical detail (lib/failure-reason.ts).
  const known = knownFailureReason(props.errorCode ?? null, errorMsg);
  const inEnglish = i18n.locale === 'en';
  const reason = errorMsg && (inEnglish ? errorMsg : i18n._(known ?? UNKNOWN_REASON));
  const rawReason = errorMsg && !inEnglish && !known ? errorMsg : null;

  const contactLine = (
    <p className="sn-result__muted">
      {/* Without a centre phone ('-', spec part 1 §8) the sentence stops at the e-mail. */}
      {phone === '-' ? (
        <Trans>
          For any queries, write to <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      ) : (
        <Trans>
          For any queries, write to <a href={`mailto:${email}`}>{email}</a> or call{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
        </Trans>
      )}
    </p>
  );
  const supportLink = supportTicketUrl ? (
    <p>
      <Trans>
        Need help?{' '}
        <a href={supportTicketUrl} target="_blank" rel="noopener noreferrer">
          Raise a support ticket<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </Trans>
    </p>
  ) : null;
  const signOff = supportTicketUrl ? null : (
    <p className="sn-result__signoff">
      <Trans comment="The closing of a letter, signed by the Sannidhi team">
        With gratitude,
        <br />
        Team Sannidhi
      </Trans>
    </p>
  );
  const newLink = newLinkHint ? (
    <p>
      <Trans>
        If you still wish to complete this booking, please contact the centre for a new payment link.
      </Trans>
    </p>
  ) : null;
  const minutes = PENDING_PAYMENT_MAIL_MINUTES;

  const tone: Record<GatewayResultCard, ResultTone> = {
    success: 'success',
    pending: 'pending',
    failed: 'error',
    expired: 'neutral',
    unknown: 'neutral',
  };

  return (
    <ResultCard
      tone={tone[kind]}
      title={i18n._(RESULT_TITLES[kind])}
      testId="payment-result"
      actions={actions}
    >
      {kind === 'success' && (
        <>
          <p>
            <Trans>Thank you. We have received your payment of {amount}.</Trans>
          </p>
          {reference && (
            <>
              <p className="sn-result__muted">
                {supportTicketUrl ? (
                  <Trans comment="Followed on the next line by the number">
                    Your registration reference number is
                  </Trans>
                ) : (
                  <Trans comment="Followed on the next line by the number">
                    Your booking reference number is
                  </Trans>
                )}
              </p>
              <p className="sn-result__reference" data-testid="booking-reference">
                {reference}
              </p>
            </>
          )}
          {supportTicketUrl ? (
            supportLink
          ) : (
            <p>
              <Trans>A confirmation e-mail with your booking details is on its way.</Trans>
            </p>
          )}
          {contactLine}
          {signOff}
        </>
      )}
      {kind === 'pending' && (
        <>
          <p>
            {amount ? (
              <Trans>We are waiting for the bank to confirm your payment of {amount}.</Trans>
            ) : (
              <Trans>We are waiting for the bank to confirm your payment.</Trans>
            )}
          </p>
          <p>
            <Trans>
              A payment status mail will reach you within{' '}
              <Plural value={minutes} one="# minute" other="# minutes" />. After that, a new payment attempt
              is allowed if this one did not go through.
            </Trans>
          </p>
          {supportLink}
          {contactLine}
          {signOff}
        </>
      )}
      {kind === 'failed' && (
        <>
          <p>
            {amount ? (
              <Trans>Your payment of {amount} could not be completed, so nothing was booked.</Trans>
            ) : (
              <Trans>Your payment could not be completed, so nothing was booked.</Trans>
            )}
          </p>
          {reason && (
            <p className="sn-result__muted">
              <Trans>Reason: {reason}</Trans>
            </p>
          )}
          {rawReason && (
            <details className="sn-result__muted">
              <summary>
                <Trans>Technical details</Trans>
              </summary>
              <span lang="en">{rawReason}</span>
            </details>
          )}
          {cartKept && (
            <p>
              <Trans>Your cart has been kept: you can try again from the cart.</Trans>
            </p>
          )}
          {newLink}
          {supportLink}
          {contactLine}
          {signOff}
        </>
      )}
      {kind === 'expired' && (
        <>
          <p>
            {amount ? (
              <Trans>
                This payment of {amount} was not completed in time, so it has expired and the places it held
                were released. Nothing was booked.
              </Trans>
            ) : (
              <Trans>
                This payment was not completed in time, so it has expired and the places it held were
                released. Nothing was booked.
              </Trans>
            )}
          </p>
          {newLink ?? (
            <p>
              <Trans>If you still wish to attend, you are welcome to book again.</Trans>
            </p>
          )}
          {contactLine}
          {signOff}
        </>
      )}
      {kind === 'unknown' && (
        <>
          <p>
            <Trans>We could not confirm the status of this payment.</Trans>
          </p>
          <p>
            {requestId ? (
              <Trans>
                If an amount was debited from your account, please contact us with the reference{' '}
                <strong>{requestId}</strong>.
              </Trans>
            ) : (
              <Trans>If an amount was debited from your account, please contact us.</Trans>
            )}
          </p>
          {contactLine}
        </>
      )}
    </ResultCard>
  );
}
