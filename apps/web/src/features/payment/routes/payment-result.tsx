/**
 * `/payment/result`, the result of an in-app payment (spec part 1 §2): reads name, paymentChannel,
 * status, transactionId and error from the navigation state, empties the cart and the devotee profile
 * on mount, and offers the receipt for printing after a successful payment.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PAYMENT_LINK_VALIDITY_HOURS } from '@sannidhi/domain/constants';
import { formatMoney } from '@sannidhi/domain/money';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageTitle } from '../../../components/page-title/page-title';
import { isPaymentResultState } from '../../../lib/payment-hand-off';
import { PATHS } from '../../../lib/paths';
import { clearCart, setSession } from '../../../lib/session';
import { ResultCard } from '../../../components/result-card/result-card';
import { printReceipt } from '../lib/receipt';
import { inAppResultKind, RESULT_TITLES } from '../lib/result-view';

export default function PaymentResultRoute() {
  const { t, i18n } = useLingui();
  const { state } = useLocation();
  // The state is read once: navigating (or the cart emptying) must not change what this screen says.
  const [result] = useState(() => (isPaymentResultState(state) ? state : null));

  useEffect(() => {
    clearCart();
    setSession({ devoteeProfileDetails: null });
  }, []);

  const home = (
    <Link to={PATHS.home} className={buttonClassName('primary')}>
      <Trans>Go To Home</Trans>
    </Link>
  );

  if (!result) {
    return (
      <>
        <PageTitle title={t`Payment`} />
        <EmptyState title={t`No payment to show`} action={home}>
          <Trans>Results appear here right after a payment is taken at the counter.</Trans>
        </EmptyState>
      </>
    );
  }

  const kind = inAppResultKind(result);
  const receipt = kind === 'success' ? result.receipt : null;
  const transactionId = result.transactionId;
  const transaction = transactionId ? (
    <p>
      <Trans>
        Transaction ID: <strong data-testid="transaction-id">{transactionId}</strong>
      </Trans>
    </p>
  ) : null;
  // What was taken, in the centre's currency (issue 26 walk): the volunteer confirms it with the devotee.
  const amount = receipt ? formatMoney(receipt.amount, receipt.currency) : '';
  const taken = receipt ? (
    <p>
      <Trans>
        Amount received: <strong data-testid="amount-received">{amount}</strong>
      </Trans>
    </p>
  ) : null;
  const references = result.bookingReferences ?? result.receipt?.bookingReferences ?? [];
  const referenceList = references.join(', ');
  const referenceCount = references.length;
  const reference = references.length ? (
    <p>
      {/* A label and its data: the label is one message, the references are not translated. */}
      <Plural value={referenceCount} one="Booking reference:" other="Booking references:" />{' '}
      <strong data-testid="booking-reference">{referenceList}</strong>
      <br />
      <span className="sn-result__muted">
        <Trans>Show it at check-in.</Trans>
      </span>
    </p>
  ) : null;
  const devotee = result.name;
  const forName = devotee ? (
    <p className="sn-result__muted">
      <Trans>Booking for {devotee}</Trans>
    </p>
  ) : null;
  const hours = PAYMENT_LINK_VALIDITY_HOURS;
  const actions = (
    <>
      {receipt && (
        <Button variant="secondary" onClick={() => printReceipt(receipt, i18n)}>
          <Trans>Print receipt</Trans>
        </Button>
      )}
      {home}
    </>
  );

  switch (kind) {
    case 'success':
      return (
        <ResultCard
          tone="success"
          title={i18n._(RESULT_TITLES.success)}
          actions={actions}
          testId="payment-result"
        >
          {forName}
          <p>
            <Trans>The payment has been recorded and the booking is confirmed.</Trans>
          </p>
          {taken}
          {reference}
          {transaction}
        </ResultCard>
      );
    case 'card-failed':
      return (
        <ResultCard
          tone="error"
          title={i18n._(RESULT_TITLES.cardFailed)}
          actions={actions}
          testId="payment-result"
        >
          {forName}
          <p>{result.error || t`The card was declined.`}</p>
          <p>
            <Trans>Please try again or contact support.</Trans>
          </p>
        </ResultCard>
      );
    case 'card-cancelled':
      return (
        <ResultCard
          tone="neutral"
          title={i18n._(RESULT_TITLES.cancelled)}
          actions={actions}
          testId="payment-result"
        >
          {forName}
          <p>
            <Trans>The card payment was cancelled. Please try again, or use another payment method.</Trans>
          </p>
        </ResultCard>
      );
    case 'link-pending':
      return (
        <ResultCard
          tone="pending"
          title={i18n._(RESULT_TITLES.pending)}
          actions={actions}
          testId="payment-result"
        >
          {forName}
          <p>
            <Trans>A payment link has been sent to the registered e-mail address.</Trans>
          </p>
          <p>
            <Trans>
              The link is valid only for <Plural value={hours} one="# hour" other="# hours" />. The payment
              must be completed to confirm the registration.
            </Trans>
          </p>
        </ResultCard>
      );
    case 'pending':
      return (
        <ResultCard
          tone="pending"
          title={i18n._(RESULT_TITLES.pending)}
          actions={actions}
          testId="payment-result"
        >
          {forName}
          <p>
            <Trans>
              The payment has not been confirmed yet. The devotee will receive a payment status mail.
            </Trans>
          </p>
          {reference}
          {transaction}
        </ResultCard>
      );
  }
}
