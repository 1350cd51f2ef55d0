/**
 * `/card-payment?paymentId=` — the card terminal screen (India card machine or US card terminal):
 * "Loading the card terminal…", start the charge, then poll the terminal every 2 s until it approves,
 * declines or is cancelled, and go on to the in-app result screen.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TerminalAnswer } from '@sannidhi/domain/contracts/payment';
import { formatMoney } from '@sannidhi/domain/money';
import { buttonClassName } from '../../../components/button/button';
import { isRefusal, paymentKeys, startTerminalPayment, terminalPaymentOptions } from '../../../api/payments';
import { ApiError, genericErrorMessage } from '../../../lib/api-client';
import { inUiLanguage } from '../../../lib/domain-texts';
import { isCardPaymentState } from '../../../lib/payment-hand-off';
import { PATHS } from '../../../lib/paths';
import { ResultCard } from '../../../components/result-card/result-card';
import { terminalResult } from '../lib/terminal-result';

/** One start per payment, however often the screen's effect runs (StrictMode runs it twice). */
const starts = new Map<string, Promise<TerminalAnswer>>();
function startOnce(paymentId: string): Promise<TerminalAnswer> {
  let start = starts.get(paymentId);
  if (!start) {
    start = startTerminalPayment(paymentId);
    starts.set(paymentId, start);
  }
  return start;
}

const finished = (answer: TerminalAnswer | undefined) =>
  answer && answer.terminalStatus !== 'WAITING' ? answer : undefined;
const messageOf = (cause: unknown) =>
  cause instanceof ApiError ? inUiLanguage(cause.message) : genericErrorMessage();

export default function CardPaymentRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const { state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [hand] = useState(() => (isCardPaymentState(state) ? state : null));

  const start = useMutation({
    mutationFn: startOnce,
    // The start answers where the terminal is: the first poll comes one interval later.
    onSuccess: (answer, id) => queryClient.setQueryData(paymentKeys.terminal(id), answer),
  });
  const { mutate: startPayment } = start;
  useEffect(() => {
    if (paymentId) startPayment(paymentId);
  }, [paymentId, startPayment]);

  // Already started (a reload of this screen): keep waiting for the same transaction.
  const alreadyStarted = start.error instanceof ApiError && start.error.status === 400;
  const waiting = start.data?.terminalStatus === 'WAITING' || alreadyStarted;
  const terminal = useQuery({ ...terminalPaymentOptions(paymentId), enabled: waiting });

  const done = finished(start.data) ?? finished(terminal.data);
  useEffect(() => {
    if (done) void navigate(PATHS.paymentResult, { replace: true, state: terminalResult(done, hand) });
  }, [done, hand, navigate]);

  const message = !paymentId
    ? t`No card payment was started.`
    : start.isError && !alreadyStarted
      ? messageOf(start.error)
      : isRefusal(terminal.error)
        ? messageOf(terminal.error)
        : null;
  const phase = message !== null ? 'failed' : waiting ? 'waiting' : 'starting';

  const amount = hand ? formatMoney(hand.amount, hand.currency) : null;
  const devotee = hand?.name;

  if (phase === 'failed') {
    return (
      <ResultCard
        tone="error"
        title={t`Card payment could not start`}
        actions={
          <Link to={PATHS.home} className={buttonClassName('primary')}>
            <Trans>Go To Home</Trans>
          </Link>
        }
      >
        <p>{message}</p>
        <p>
          <Trans>Please try again or contact support.</Trans>
        </p>
      </ResultCard>
    );
  }

  return (
    <ResultCard
      tone="busy"
      title={phase === 'starting' ? t`Loading the card terminal…` : t`Waiting for the card`}
    >
      <div role="status">
        {phase === 'starting' ? (
          <p>
            <Trans>Connecting to the card terminal. This takes a few seconds.</Trans>
          </p>
        ) : (
          <>
            {amount && (
              <p>
                <Trans>
                  Amount: <strong>{amount}</strong>
                </Trans>
              </p>
            )}
            <p>
              <Trans>Ask the devotee to insert, tap or swipe their card on the terminal.</Trans>
            </p>
          </>
        )}
      </div>
      {devotee && (
        <p className="sn-result__muted">
          <Trans>Booking for {devotee}</Trans>
        </p>
      )}
    </ResultCard>
  );
}
