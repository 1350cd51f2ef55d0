/**
 * `/payment/result`, the result of an in-app payment (spec part 1 §2): reads name, paymentChannel,
 * status, transactionId and error from the navigation state, empties the cart and the devotee profile
 * on mount, and offers the receipt for printing after a successful payment.
 */
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
import { ResultCard } from '../components/result-card';
import { printReceipt } from '../lib/receipt';
import { inAppResultKind, RESULT_TITLES } from '../lib/result-view';

export default function PaymentResultRoute() {
  const { state } = useLocation();
  // The state is read once: navigating (or the cart emptying) must not change what this screen says.
  const [result] = useState(() => (isPaymentResultState(state) ? state : null));

  useEffect(() => {
    clearCart();
    setSession({ devoteeProfileDetails: null });
  }, []);

  const home = (
    <Link to={PATHS.home} className={buttonClassName('primary')}>
      Go To Home
    </Link>
  );

  if (!result) {
    return (
      <>
        <PageTitle title="Payment" />
        <EmptyState title="No payment to show" action={home}>
          Results appear here right after a payment is taken at the counter.
        </EmptyState>
      </>
    );
  }

  const kind = inAppResultKind(result);
  const receipt = kind === 'success' ? result.receipt : null;
  const transaction = result.transactionId ? (
    <p>
      Transaction ID: <strong data-testid="transaction-id">{result.transactionId}</strong>
    </p>
  ) : null;
  // What was taken, in the centre's currency (issue 26 walk): the volunteer confirms it with the devotee.
  const taken = receipt ? (
    <p>
      Amount received:{' '}
      <strong data-testid="amount-received">{formatMoney(receipt.amount, receipt.currency)}</strong>
    </p>
  ) : null;
  const references = result.bookingReferences ?? result.receipt?.bookingReferences ?? [];
  const reference = references.length ? (
    <p>
      Booking reference{references.length > 1 ? 's' : ''}:{' '}
      <strong data-testid="booking-reference">{references.join(', ')}</strong>
      <br />
      <span className="sn-result__muted">Show it at check-in.</span>
    </p>
  ) : null;
  const forName = result.name ? <p className="sn-result__muted">Booking for {result.name}</p> : null;
  const actions = (
    <>
      {receipt && (
        <Button variant="secondary" onClick={() => printReceipt(receipt)}>
          Print receipt
        </Button>
      )}
      {home}
    </>
  );

  switch (kind) {
    case 'success':
      return (
        <ResultCard tone="success" title={RESULT_TITLES.success} actions={actions} testId="payment-result">
          {forName}
          <p>The payment has been recorded and the booking is confirmed.</p>
          {taken}
          {reference}
          {transaction}
        </ResultCard>
      );
    case 'card-failed':
      return (
        <ResultCard tone="error" title={RESULT_TITLES.cardFailed} actions={actions} testId="payment-result">
          {forName}
          {result.error && <p>{result.error}</p>}
          <p>Please try again or contact support.</p>
        </ResultCard>
      );
    case 'card-cancelled':
      return (
        <ResultCard tone="neutral" title={RESULT_TITLES.cancelled} actions={actions} testId="payment-result">
          {forName}
          <p>The card payment was cancelled. Please try again, or use another payment method.</p>
        </ResultCard>
      );
    case 'link-pending':
      return (
        <ResultCard tone="pending" title={RESULT_TITLES.pending} actions={actions} testId="payment-result">
          {forName}
          <p>A payment link has been sent to the registered e-mail address.</p>
          <p>
            The link is valid only for {PAYMENT_LINK_VALIDITY_HOURS} hours. The payment must be completed to
            confirm the registration.
          </p>
        </ResultCard>
      );
    case 'pending':
      return (
        <ResultCard tone="pending" title={RESULT_TITLES.pending} actions={actions} testId="payment-result">
          {forName}
          <p>The payment has not been confirmed yet. The devotee will receive a payment status mail.</p>
          {reference}
          {transaction}
        </ResultCard>
      );
  }
}
