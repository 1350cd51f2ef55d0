/**
 * `/gpmsResponse`, the gateway's return address (spec part 1 §2 "Payment result page"). The query's
 * fields (requestId, transactionId, status, amount, currency, errorCode, errorReason, errorMsg) are read,
 * but the card shown follows the status the api verified for requestId: a forged or replayed query
 * cannot turn an unpaid payment into "Transaction Successful".
 */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SUPPORT_EMAIL, PENDING_PAYMENT_MAIL_MINUTES } from '@sannidhi/domain/constants';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { buttonClassName } from '../../../components/button/button';
import { PATHS } from '../../../lib/paths';
import { clearCart, getSession, setSession, useSessionValue } from '../../../lib/session';
import { centerByBookingOptions } from '../../../api/centers';
import { paymentStatusOptions } from '../../../api/payments';
import { ResultCard, type ResultTone } from '../components/result-card';
import { clearsThisCart, gatewayResultCard, RESULT_TITLES } from '../lib/result-view';

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
  const query = readGatewayQuery(params);
  const { requestId } = query;
  const mayBookForOthers = useSessionValue((s) => s.hasUserPermissionToBookForOthers);

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
  if (loading) {
    return (
      <ResultCard tone="busy" title={RESULT_TITLES.processing} testId="payment-result">
        <p role="status">Please wait while we confirm your payment. Do not close this window.</p>
      </ResultCard>
    );
  }

  const contact = center.data?.center.contact;
  const email = contact?.email || DEFAULT_SUPPORT_EMAIL;
  const phone = contact?.phone || '-';
  const supportTicketUrl = center.data?.center.meta.supportTicketUrl;
  const kind = status.isError || !requestId ? 'unknown' : gatewayResultCard(verified);
  const payment = status.data;
  const reference = payment?.bookingId ? displayBookingReference(payment.bookingId) : '';
  const amount = payment ? formatMoney(payment.amount, payment.currency) : '';

  const home = mayBookForOthers ? (
    <Link to={PATHS.home} className={buttonClassName('primary')}>
      Go to Home
    </Link>
  ) : (
    <Link to={PATHS.account} className={buttonClassName('primary')}>
      View My Orders
    </Link>
  );

  const contactLine = (
    <p className="sn-result__muted">
      For any queries, write to <a href={`mailto:${email}`}>{email}</a> or call{' '}
      {phone === '-' ? '-' : <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}.
    </p>
  );
  const supportLink = supportTicketUrl ? (
    <p>
      Need help?{' '}
      <a href={supportTicketUrl} target="_blank" rel="noopener noreferrer">
        Raise a support ticket<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  ) : null;
  const signOff = supportTicketUrl ? null : (
    <p className="sn-result__signoff">
      With gratitude,
      <br />
      Team Sannidhi
    </p>
  );

  const tone: Record<typeof kind, ResultTone> = {
    success: 'success',
    pending: 'pending',
    failed: 'error',
    expired: 'neutral',
    unknown: 'neutral',
  };

  return (
    <ResultCard
      tone={tone[kind]}
      title={RESULT_TITLES[kind]}
      testId="payment-result"
      actions={
        <>
          {home}
          {kind === 'failed' && cartCount > 0 && (
            <Link to={PATHS.cart} className={buttonClassName('secondary')}>
              Back to cart
            </Link>
          )}
          {kind === 'expired' && (
            <Link to={PATHS.rituals} className={buttonClassName('secondary')}>
              Book again
            </Link>
          )}
        </>
      }
    >
      {kind === 'success' && (
        <>
          <p>Thank you. We have received your payment of {amount}.</p>
          {reference && (
            <>
              <p className="sn-result__muted">
                Your {supportTicketUrl ? 'registration reference number' : 'booking reference number'} is
              </p>
              <p className="sn-result__reference" data-testid="booking-reference">
                {reference}
              </p>
            </>
          )}
          {supportTicketUrl ? (
            supportLink
          ) : (
            <p>A confirmation e-mail with your booking details is on its way.</p>
          )}
          {contactLine}
          {signOff}
        </>
      )}
      {kind === 'pending' && (
        <>
          <p>We are waiting for the bank to confirm your payment{amount ? ` of ${amount}` : ''}.</p>
          <p>
            A payment status mail will reach you within {PENDING_PAYMENT_MAIL_MINUTES} minutes. After that, a
            new payment attempt is allowed if this one did not go through.
          </p>
          {supportLink}
          {contactLine}
          {signOff}
        </>
      )}
      {kind === 'failed' && (
        <>
          <p>Your payment{amount ? ` of ${amount}` : ''} could not be completed, so nothing was booked.</p>
          {payment?.errorMsg && <p className="sn-result__muted">Reason: {payment.errorMsg}</p>}
          {cartCount > 0 && <p>Your cart has been kept: you can try again from the cart.</p>}
          {supportLink}
          {contactLine}
          {signOff}
        </>
      )}
      {kind === 'expired' && (
        <>
          <p>
            This payment{amount ? ` of ${amount}` : ''} was not completed in time, so it has expired and the
            places it held were released. Nothing was booked.
          </p>
          <p>If you still wish to attend, you are welcome to book again.</p>
          {contactLine}
          {signOff}
        </>
      )}
      {kind === 'unknown' && (
        <>
          <p>We could not confirm the status of this payment.</p>
          <p>
            If an amount was debited from your account, please contact us
            {requestId ? (
              <>
                {' '}
                with the reference <strong>{requestId}</strong>
              </>
            ) : null}
            .
          </p>
          {contactLine}
        </>
      )}
    </ResultCard>
  );
}
