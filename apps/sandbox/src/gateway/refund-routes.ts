// The gateway's refund API (docs/providers.md, "Refunds"): the api asks for a refund with a signed server-to-server
// request; the gateway answers at once (IN_TRANSIT) and tells the outcome (DONE or FAILED) a moment later with a
// signed refund notification to the api, retried on failure. A refundRef is refunded at most once; asking again
// for a DONE refund re-sends its notification; asking again for a FAILED one is a new attempt.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../config';
import { brand, markup, renderPage, sendHtml } from '../shared/html';
import { formatMinor } from '../shared/money';
import type { MandateStore } from './mandate-store';
import { RefundStore, type Refund } from './refund-store';
import { gatewaySignedHeaders, signatureProblem } from './signature';
import type { GatewayTransactionStore } from './transaction-store';
import { FlagField, keepRawJsonBodies } from '../shared/signed-json';

export interface RefundDeps {
  config: SandboxConfig;
  now: () => Date;
  transactions: GatewayTransactionStore;
  mandates: MandateStore;
  /** Delays of the notification retries (default 1 s, 3 s, 9 s). */
  retryDelaysMs?: readonly number[];
}

const RefundBody = z.object({
  requestId: z.string().min(1, 'requestId is required'),
  refundRef: z.string().regex(/^[0-9A-Z]{12}$/, 'refundRef must be 12 characters 0-9 A-Z'),
  amount: z.number().int('amount must be whole minor units').positive('amount must be positive'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code'),
});

const Behaviour = z.object({
  failNext: z.coerce.number().int().min(0).max(100).optional(),
  refuseNext: z.coerce.number().int().min(0).max(100).optional(),
  duplicateNotifications: FlagField,
});

/** Where the api takes refund notifications: beside its payment notification address. */
export function refundNotifyUrl(paymentNotifyUrl: string): string {
  return paymentNotifyUrl.replace(/\/notification$/, '/refundNotification');
}

export function refundNotification(r: Refund) {
  return {
    refundRef: r.refundRef,
    requestId: r.requestId,
    gatewayRefundId: r.gatewayRefundId,
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    reason: r.reason,
    occurredAt: r.occurredAt,
  };
}

const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 3000, 9000];

export const refundRoutes: FastifyPluginAsync<RefundDeps> = async (app, deps) => {
  const { config, now, transactions, mandates } = deps;
  const refunds = new RefundStore(config.SANDBOX_DATA_DIR);
  const retryDelays = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
    for (const t of timers) clearTimeout(t);
  });

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** Sends the signed notification, retrying a non-2xx answer; after the refund answer has gone out. */
  const notify = (r: Refund, attempt = 0) => {
    const rawBody = JSON.stringify(refundNotification(r));
    void fetch(refundNotifyUrl(config.GATEWAY_NOTIFY_URL), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...gatewaySignedHeaders(config.GATEWAY_SECRET, rawBody, now()),
      },
      body: rawBody,
      signal: AbortSignal.timeout(5000),
    })
      .then(async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) app.log.info(`refund notification ${r.refundRef} ${r.status}: HTTP ${res.status}`);
        else throw new Error(`HTTP ${res.status}`);
      })
      .catch((error: unknown) => {
        const delay = retryDelays[attempt];
        const what = `refund notification ${r.refundRef} ${r.status} attempt ${attempt + 1}: ${(error as Error).message}`;
        app.log.warn(delay === undefined ? what : `${what}; retrying in ${delay} ms`);
        if (delay !== undefined) later(delay, () => notify(r, attempt + 1));
      });
  };

  await app.register(
    async (api) => {
      keepRawJsonBodies(api);

      api.post('/refund', async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const problem = signatureProblem(config.GATEWAY_SECRET, request.headers, rawBody, now());
        if (problem) return reply.code(401).send({ message: problem });
        let parsed;
        try {
          parsed = RefundBody.safeParse(JSON.parse(rawBody));
        } catch {
          return reply.code(400).send({ message: 'The body must be JSON' });
        }
        if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message });
        const body = parsed.data;
        if (refunds.takeRefusal()) {
          return reply.code(503).send({ message: 'The gateway cannot take refunds right now' });
        }
        const payment = transactions.get(body.requestId) ?? mandates.chargeFor(body.requestId);
        if (!payment) return reply.code(404).send({ message: `No payment has request id ${body.requestId}` });
        if (payment.status !== 'COMPLETED') {
          return reply
            .code(409)
            .send({ message: `Payment ${body.requestId} is ${payment.status}, not COMPLETED` });
        }
        if (payment.currency !== body.currency) {
          return reply
            .code(409)
            .send({ message: `Payment ${body.requestId} was made in ${payment.currency}` });
        }
        const previous = refunds.get(body.refundRef);
        if (previous && (previous.requestId !== body.requestId || previous.amount !== body.amount)) {
          return reply.code(409).send({ message: `Refund ${body.refundRef} was asked with other details` });
        }
        // A subscription's first payment carries no amount on the form (the gateway charges the program's price,
        // which this sandbox does not know): it is refunded once, in the amount asked.
        const refundedElsewhere = refunds.refundedOf(body.requestId, body.refundRef);
        const paid =
          payment.amount == null
            ? refundedElsewhere > 0
              ? 0
              : body.amount
            : Math.round(Number(payment.amount) * 100);
        if (previous?.status !== 'DONE' && refundedElsewhere + body.amount > paid) {
          return reply.code(409).send({ message: 'The refund is more than what is left of the payment' });
        }
        const refund = refunds.attempt(body, now());
        // The answer first; the outcome follows in the signed notification.
        later(0, () => {
          notify(refund);
          if (refunds.behaviour().duplicateNotifications) notify(refund);
        });
        return reply.header('cache-control', 'no-store').send({
          refundRef: refund.refundRef,
          gatewayRefundId: refund.gatewayRefundId,
          status: 'IN_TRANSIT',
        });
      });
    },
    { prefix: '/api' },
  );

  app.get('/refunds', async (_request, reply) =>
    sendHtml(reply, refundsPage(refunds.list(), refunds.behaviour())),
  );

  app.post('/refunds/behaviour', async (request, reply) => {
    const parsed = Behaviour.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message });
    const change = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
    const behaviour = refunds.setBehaviour(change);
    if (request.headers['content-type']?.includes('application/json')) return reply.send(behaviour);
    return reply.header('cache-control', 'no-store').redirect('/gateway/refunds', 303);
  });
};

function refundsPage(rows: Refund[], behaviour: ReturnType<RefundStore['behaviour']>): string {
  const body = markup`${brand('Sannidhi Pay', 'Sandbox payment gateway')}
    <div class="card">
      <h1>Refunds</h1>
      <p class="lead">
        Refunds the app asked for, newest first. The next refunds can be made to fail (the bank refuses) or the next
        requests refused (the gateway is down), to see the app retry them.
      </p>
      <form method="post" action="/gateway/refunds/behaviour">
        <input type="hidden" name="failNext" value="${String(behaviour.failNext + 1)}" />
        <button class="btn secondary" type="submit">Fail next refund (${String(behaviour.failNext)} set)</button>
      </form>
      <form method="post" action="/gateway/refunds/behaviour">
        <input type="hidden" name="refuseNext" value="${String(behaviour.refuseNext + 1)}" />
        <button class="btn secondary" type="submit">Refuse next request (${String(behaviour.refuseNext)} set)</button>
      </form>
      ${
        rows.length
          ? markup`<ul class="rows">
              ${rows.map(
                (r) => markup`<li class="row">
                  <div>
                    <strong>${r.refundRef}</strong> · ${r.status} · ${formatMinor(r.amount, r.currency)}
                    <span class="row-meta">payment ${r.requestId} · ${r.gatewayRefundId} · attempt ${String(
                      r.attempts,
                    )}${r.reason ? ` · ${r.reason}` : ''}</span>
                  </div>
                </li>`,
              )}
            </ul>`
          : markup`<p class="empty">No refunds yet. Cancel a paid ritual at a US centre to see one here.</p>`
      }
    </div>`;
  return renderPage({ title: 'Refunds · Sannidhi Pay sandbox', body, wide: true });
}
