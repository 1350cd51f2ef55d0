/**
 * `/card-payment?paymentId=` — the card terminal screen (India card machine or US card terminal):
 * "Loading the card terminal…", start the charge, then poll the terminal every 2 s until it approves,
 * declines or is cancelled, and go on to the in-app result screen.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TerminalAnswer } from '@sannidhi/domain/contracts/payment';
import { formatMoney } from '@sannidhi/domain/money';
import { buttonClassName } from '../../../components/button/button';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { isCardPaymentState } from '../../../lib/payment-hand-off';
import { PATHS } from '../../../lib/paths';
import { pollTerminalPayment } from '../api/poll-terminal-payment';
import { startTerminalPayment } from '../api/start-terminal-payment';
import { ResultCard } from '../components/result-card';
import { TERMINAL_POLL_MS, terminalResult } from '../lib/terminal-result';

type Phase = 'starting' | 'waiting' | 'failed';

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

export default function CardPaymentRoute() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const { state } = useLocation();
  const navigate = useNavigate();
  const [hand] = useState(() => (isCardPaymentState(state) ? state : null));
  const [phase, setPhase] = useState<Phase>(paymentId ? 'starting' : 'failed');
  const [message, setMessage] = useState(paymentId ? '' : 'No card payment was started.');

  useEffect(() => {
    if (!paymentId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const finish = (answer: TerminalAnswer) => {
      stopped = true;
      void navigate(PATHS.paymentResult, { replace: true, state: terminalResult(answer, hand) });
    };
    const fail = (cause: unknown) => {
      stopped = true;
      setMessage(cause instanceof ApiError ? cause.message : GENERIC_ERROR_MESSAGE);
      setPhase('failed');
    };
    const poll = async () => {
      if (stopped) return;
      try {
        const answer = await pollTerminalPayment(paymentId, controller.signal);
        if (stopped) return;
        if (answer.terminalStatus !== 'WAITING') return finish(answer);
      } catch (cause) {
        // A lost answer is retried; a refusal (4xx) ends the wait.
        if (cause instanceof ApiError && cause.status >= 400 && cause.status < 500) return fail(cause);
        if (stopped) return;
      }
      timer = setTimeout(() => void poll(), TERMINAL_POLL_MS);
    };

    startOnce(paymentId)
      .then((answer) => {
        if (stopped) return;
        if (answer.terminalStatus !== 'WAITING') return finish(answer);
        setPhase('waiting');
        timer = setTimeout(() => void poll(), TERMINAL_POLL_MS);
      })
      .catch((cause: unknown) => {
        if (stopped) return;
        // Already started (a reload of this screen): keep waiting for the same transaction.
        if (cause instanceof ApiError && cause.status === 400) {
          setPhase('waiting');
          void poll();
          return;
        }
        fail(cause);
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [paymentId, hand, navigate]);

  const amount = hand ? formatMoney(hand.amount, hand.currency) : null;

  if (phase === 'failed') {
    return (
      <ResultCard
        tone="error"
        title="Card payment could not start"
        actions={
          <Link to={PATHS.home} className={buttonClassName('primary')}>
            Go To Home
          </Link>
        }
      >
        <p>{message}</p>
        <p>Please try again or contact support.</p>
      </ResultCard>
    );
  }

  return (
    <ResultCard
      tone="busy"
      title={phase === 'starting' ? 'Loading the card terminal…' : 'Waiting for the card'}
    >
      <div role="status">
        {phase === 'starting' ? (
          <p>Connecting to the card terminal. This takes a few seconds.</p>
        ) : (
          <>
            {amount && (
              <p>
                Amount: <strong>{amount}</strong>
              </p>
            )}
            <p>Ask the devotee to insert, tap or swipe their card on the terminal.</p>
          </>
        )}
      </div>
      {hand?.name && <p className="sn-result__muted">Booking for {hand.name}</p>}
    </ResultCard>
  );
}
