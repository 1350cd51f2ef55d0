/**
 * Payment fetchers (spec part 1 §5–§7): GET /payment/status, /order/paymentLink, /order/paymentLinkStatus and
 * /payment/terminal/{id}, POST
 * /order/paymentLinkInit and /payment/terminal/start — each answer parsed with the domain contract, one key factory.
 */
import { queryOptions } from '@tanstack/react-query';
import { TERMINAL_POLL_MS } from '@sannidhi/domain/constants';
import {
  PaymentLinkAnswer,
  PaymentLinkInitAnswer,
  PaymentLinkStatusAnswer,
  PaymentStatusAnswer,
  TerminalAnswer,
} from '@sannidhi/domain/contracts/payment';
import { api, ApiError, type CallOptions } from '../lib/api-client';

export const paymentKeys = {
  all: ['payments'] as const,
  status: (requestId: string) => [...paymentKeys.all, 'status', requestId] as const,
  link: (paymentId: string) => [...paymentKeys.all, 'link', paymentId] as const,
  linkStatus: (paymentId: string) => [...paymentKeys.all, 'linkStatus', paymentId] as const,
  terminal: (paymentId: string) => [...paymentKeys.all, 'terminal', paymentId] as const,
};

/** GET /payment/status: the status the api verified (never the gateway's query string). */
export function getPaymentStatus(requestId: string, opts: CallOptions = {}): Promise<PaymentStatusAnswer> {
  return api.get('/payment/status', PaymentStatusAnswer, {
    query: { requestId },
    toastOnError: false,
    ...opts,
  });
}

export function paymentStatusOptions(requestId: string) {
  return queryOptions({
    queryKey: paymentKeys.status(requestId),
    queryFn: ({ signal }) => getPaymentStatus(requestId, { signal }),
    enabled: requestId !== '',
    staleTime: Infinity,
  });
}

/** GET /order/paymentLink: the link's payment with its gateway form (no login needed). */
export function getPaymentLink(paymentId: string, opts: CallOptions = {}): Promise<PaymentLinkAnswer> {
  return api.get('/order/paymentLink', PaymentLinkAnswer, {
    query: { paymentId },
    toastOnError: false,
    ...opts,
  });
}

export function paymentLinkOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.link(paymentId),
    queryFn: ({ signal }) => getPaymentLink(paymentId, { signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * GET /order/paymentLinkStatus: the result of paying by link, verified by the api (no login needed; the link id is
 * the key). Nothing personal: status, amount, booking reference once paid, and the centre's contact.
 */
export function getPaymentLinkStatus(
  paymentId: string,
  opts: CallOptions = {},
): Promise<PaymentLinkStatusAnswer> {
  return api.get('/order/paymentLinkStatus', PaymentLinkStatusAnswer, {
    query: { paymentId },
    toastOnError: false,
    ...opts,
  });
}

export function paymentLinkStatusOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.linkStatus(paymentId),
    queryFn: ({ signal }) => getPaymentLinkStatus(paymentId, { signal }),
    enabled: paymentId !== '',
    retry: 1,
    staleTime: Infinity,
  });
}

/** POST /order/paymentLinkInit: marks the link as opened, just before the gateway form is posted. */
export function initPaymentLink(paymentId: string) {
  return api.post('/order/paymentLinkInit', PaymentLinkInitAnswer, { paymentId }, { toastOnError: false });
}

/** POST /payment/terminal/start: sends the charge to the card terminal. */
export function startTerminalPayment(paymentId: string): Promise<TerminalAnswer> {
  return api.post('/payment/terminal/start', TerminalAnswer, { paymentId }, { toastOnError: false });
}

/** GET /payment/terminal/{paymentId}: where the card terminal is (polled quietly, no overlay). */
export function getTerminalPayment(paymentId: string, opts: CallOptions = {}): Promise<TerminalAnswer> {
  return api.get(`/payment/terminal/${encodeURIComponent(paymentId)}`, TerminalAnswer, {
    silent: true,
    toastOnError: false,
    ...opts,
  });
}

/** A refusal of the api (4xx): polling again would not change it. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The terminal polled every TERMINAL_POLL_MS while it waits for the card: a lost answer is retried at the next
 * tick, a refusal (4xx) or a finished transaction ends the polling. An answer already known (the start's) is fresh
 * for one interval, so the first poll comes one interval after it.
 */
export function terminalPaymentOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.terminal(paymentId),
    queryFn: ({ signal }) => getTerminalPayment(paymentId, { signal }),
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (data && data.terminalStatus !== 'WAITING') return false;
      return isRefusal(error) ? false : TERMINAL_POLL_MS;
    },
    refetchIntervalInBackground: true,
    staleTime: TERMINAL_POLL_MS,
    retry: false,
  });
}
