// The server-to-server notification of an outcome (docs/providers.md): POST GATEWAY_NOTIFY_URL
// with a signed JSON body. The first attempt is awaited (up to timeoutMs) so that the api knows the
// verified status before the browser lands on /gpmsResponse; on failure up to three retries follow
// in the background (1 s, 3 s, 9 s), on unref'd timers.
import { gatewaySignedHeaders } from './signature';
import type { NotificationState, Transaction } from './transaction-store';

export interface GatewayNotification {
  requestId: string;
  transactionId: string;
  status: Transaction['status'];
  amount: string | null;
  currency: string;
  errorCode: string | null;
  errorReason: string | null;
  errorMsg: string | null;
  occurredAt: string;
  mandateId: string | null;
}

export function notificationFor(t: Transaction): GatewayNotification {
  return {
    requestId: t.requestId,
    transactionId: t.transactionId,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    errorCode: t.errorCode,
    errorReason: t.errorReason,
    errorMsg: t.errorMsg,
    occurredAt: t.occurredAt,
    mandateId: t.mandateId ?? null,
  };
}

export const DEFAULT_NOTIFY_TIMEOUT_MS = 5000;
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 3000, 9000];

export interface NotifierOptions {
  url: string;
  secret: string;
  now: () => Date;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  /** Called after every attempt with the delivery state to record. */
  onState: (t: Transaction, state: NotificationState) => void;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

export class GatewayNotifier {
  private readonly timeoutMs: number;
  private readonly retryDelaysMs: readonly number[];
  /** Scheduled retries by requestId: a newer notification for the same request replaces them. */
  private readonly retries = new Map<string, NodeJS.Timeout>();
  /** The latest send per requestId; attempts of an older send schedule no more retries. */
  private readonly latestSend = new Map<string, number>();
  private sends = 0;
  private closed = false;

  constructor(private readonly options: NotifierOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_NOTIFY_TIMEOUT_MS;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /** Sends the notification once and waits for the answer; true when the api answered 2xx. */
  async send(t: Transaction): Promise<boolean> {
    this.cancelRetry(t.requestId);
    const send = ++this.sends;
    this.latestSend.set(t.requestId, send);
    return this.attempt(t, send, 1);
  }

  /** Stops every scheduled retry (app shutdown). */
  close(): void {
    this.closed = true;
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
  }

  private cancelRetry(requestId: string): void {
    const timer = this.retries.get(requestId);
    if (timer) clearTimeout(timer);
    this.retries.delete(requestId);
  }

  private async attempt(t: Transaction, send: number, attempt: number): Promise<boolean> {
    const rawBody = JSON.stringify(notificationFor(t));
    const result = await this.post(rawBody);
    const superseded = this.latestSend.get(t.requestId) !== send;
    const retryDelay = result.ok || this.closed || superseded ? undefined : this.retryDelaysMs[attempt - 1];
    const state: NotificationState = {
      state: result.ok ? 'DELIVERED' : retryDelay !== undefined ? 'RETRYING' : 'FAILED',
      attempts: attempt,
      lastResult: result.text,
      lastAttemptAt: this.options.now().toISOString(),
    };
    // A superseded send's late answer, or one after shutdown, records nothing.
    if (!superseded && !this.closed) this.options.onState(t, state);
    const what = `gateway notification ${t.requestId} ${t.status} attempt ${attempt}: ${result.text}`;
    if (result.ok) this.options.log.info(what);
    else this.options.log.warn(retryDelay !== undefined ? `${what}; retrying in ${retryDelay} ms` : what);
    if (retryDelay !== undefined) {
      const timer = setTimeout(() => {
        this.retries.delete(t.requestId);
        void this.attempt(t, send, attempt + 1);
      }, retryDelay);
      timer.unref();
      this.retries.set(t.requestId, timer);
    }
    return result.ok;
  }

  private async post(rawBody: string): Promise<{ ok: boolean; text: string }> {
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...gatewaySignedHeaders(this.options.secret, rawBody, this.options.now()),
        },
        body: rawBody,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { ok: response.status >= 200 && response.status < 300, text: `HTTP ${response.status}` };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        return { ok: false, text: `no answer within ${this.timeoutMs} ms` };
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      return {
        ok: false,
        text: `not delivered (${cause || (error instanceof Error ? error.message : 'error')})`,
      };
    }
  }
}
