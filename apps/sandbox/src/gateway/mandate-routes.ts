// Mandates of the sandbox gateway (docs/providers.md, "Mandates"): the api charges and revokes them with signed
// requests; each charge answers like a payment and is followed by the same signed notification. The payer can
// cancel a mandate on /gateway/mandates, which tells the api with a signed mandate notification. The same page
// sets sandbox behaviour for demos and tests (decline the next charges, answer slowly, notify twice).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../config';
import { brand, markup, renderPage, sendHtml } from '../shared/html';
import type { GatewayNotifier } from './notifier';
import type { Charge, Mandate, MandateStore } from './mandate-store';
import { gatewaySignedHeaders, signatureProblem } from './signature';
import { FlagField, keepRawJsonBodies } from '../shared/signed-json';

export interface MandateDeps {
  config: SandboxConfig;
  now: () => Date;
  mandates: MandateStore;
  notifier: GatewayNotifier;
}

const ChargeBody = z.object({
  requestId: z.string().regex(/^[0-9A-Z]{10}$/, 'requestId must be 10 characters 0-9 A-Z'),
  amount: z.string().regex(/^\d+\.\d{2}$/, 'amount must be a decimal like "31.00"'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code'),
});

const Behaviour = z.object({
  declineNext: z.coerce.number().int().min(0).max(100).optional(),
  delayMs: z.coerce.number().int().min(0).max(60_000).optional(),
  duplicateNotifications: FlagField,
});

function chargeAnswer(c: Charge) {
  return {
    requestId: c.requestId,
    transactionId: c.transactionId,
    status: c.status,
    amount: c.amount,
    currency: c.currency,
    errorCode: c.errorCode,
    errorReason: c.errorReason,
    errorMsg: c.errorMsg,
    mandateId: c.mandateId,
  };
}

function mandateAnswer(m: Mandate, charges: Charge[]) {
  return {
    mandateId: m.mandateId,
    requestId: m.requestId,
    status: m.status,
    currency: m.currency,
    endedAt: m.endedAt,
    charges: charges.map(chargeAnswer),
  };
}

/** Where the api takes mandate notifications: beside its payment notification address. */
export function mandateNotifyUrl(paymentNotifyUrl: string): string {
  return paymentNotifyUrl.replace(/\/notification$/, '/mandateNotification');
}

export const mandateRoutes: FastifyPluginAsync<MandateDeps> = async (
  app,
  { config, now, mandates, notifier },
) => {
  await app.register(
    async (api) => {
      keepRawJsonBodies(api);

      api.post<{ Params: { mandateId: string } }>('/:mandateId/charges', async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const problem = signatureProblem(config.GATEWAY_SECRET, request.headers, rawBody, now());
        if (problem) return reply.code(401).send({ message: problem });
        let parsed;
        try {
          parsed = ChargeBody.safeParse(JSON.parse(rawBody));
        } catch {
          return reply.code(400).send({ message: 'The body must be JSON' });
        }
        if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message });
        const known = mandates.get(request.params.mandateId);
        if (!known) return reply.code(404).send({ message: 'Mandate not found' });
        // A slow bank: nothing is charged or notified before delayMs, so the api's charge attempt stays open.
        if (known.delayMs) await new Promise((resolve) => setTimeout(resolve, known.delayMs));
        const mandate = mandates.get(known.mandateId) ?? known;
        const { charge, isNew } = mandates.charge(mandate, parsed.data, now());
        if (!isNew && (charge.amount !== parsed.data.amount || charge.currency !== parsed.data.currency)) {
          return reply
            .code(409)
            .send({ message: `Request ${charge.requestId} was charged with other details` });
        }
        if (isNew) {
          // Server-to-server first, as for a hosted payment; a "notify twice" mandate repeats it.
          await notifier.send(charge);
          if (mandate.duplicateNotifications) await notifier.send(charge);
        }
        return reply.header('cache-control', 'no-store').send(chargeAnswer(charge));
      });

      api.post<{ Params: { mandateId: string } }>('/:mandateId/revoke', async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const problem = signatureProblem(config.GATEWAY_SECRET, request.headers, rawBody, now());
        if (problem) return reply.code(401).send({ message: problem });
        const ended = mandates.end(request.params.mandateId, 'REVOKED', now());
        if (!ended) return reply.code(404).send({ message: 'Mandate not found' });
        return reply.send(mandateAnswer(ended, mandates.chargesOf(ended.mandateId)));
      });

      api.get<{ Params: { mandateId: string } }>('/:mandateId', async (request, reply) => {
        const { mandateId } = request.params;
        const problem = signatureProblem(config.GATEWAY_SECRET, request.headers, mandateId, now());
        if (problem) return reply.code(401).send({ message: problem });
        const mandate = mandates.get(mandateId);
        if (!mandate) return reply.code(404).send({ message: 'Mandate not found' });
        return reply
          .header('cache-control', 'no-store')
          .send(mandateAnswer(mandate, mandates.chargesOf(mandateId)));
      });
    },
    { prefix: '/api/mandates' },
  );

  app.get('/mandates', async (_request, reply) =>
    sendHtml(
      reply,
      mandatesPage(mandates.list().map((m) => ({ mandate: m, charges: mandates.chargesOf(m.mandateId) }))),
    ),
  );

  // The payer cancels the mandate at the gateway; the api is told with a signed mandate notification.
  app.post<{ Params: { mandateId: string } }>('/mandates/:mandateId/cancel', async (request, reply) => {
    const ended = mandates.end(request.params.mandateId, 'CANCELLED', now());
    if (!ended) return reply.code(404).send({ message: 'Mandate not found' });
    const rawBody = JSON.stringify({
      mandateId: ended.mandateId,
      status: ended.status,
      occurredAt: ended.endedAt,
    });
    try {
      await fetch(mandateNotifyUrl(config.GATEWAY_NOTIFY_URL), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...gatewaySignedHeaders(config.GATEWAY_SECRET, rawBody, now()),
        },
        body: rawBody,
        signal: AbortSignal.timeout(5000),
      });
    } catch (error) {
      // The api also learns it on the next charge, which the gateway refuses with MANDATE_INACTIVE.
      app.log.warn(`mandate notification ${ended.mandateId} not delivered: ${(error as Error).message}`);
    }
    return reply.header('cache-control', 'no-store').redirect('/gateway/mandates', 303);
  });

  app.post<{ Params: { mandateId: string } }>('/mandates/:mandateId/behaviour', async (request, reply) => {
    const parsed = Behaviour.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message });
    const behaviour = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
    const updated = mandates.setBehaviour(request.params.mandateId, behaviour);
    if (!updated) return reply.code(404).send({ message: 'Mandate not found' });
    if (request.headers['content-type']?.includes('application/json')) return reply.send(updated);
    return reply.header('cache-control', 'no-store').redirect('/gateway/mandates', 303);
  });
};

function mandatesPage(rows: { mandate: Mandate; charges: Charge[] }[]): string {
  const body = markup`${brand('Sannidhi Pay', 'Sandbox payment gateway')}
    <div class="card">
      <h1>Mandates</h1>
      <p class="lead">
        Subscriptions accepted on the hosted page, newest first. The app charges them each month; cancelling one
        here is the payer ending it at the bank.
      </p>
      ${
        rows.length
          ? markup`<ul class="rows">
              ${rows.map(
                ({ mandate: m, charges }) => markup`<li class="row">
                  <div>
                    <strong>${m.mandateId}</strong> · ${m.status} · ${m.payerName || m.payerEmail}
                    <span class="row-meta">first payment ${m.requestId} · ${charges.length} monthly charge${
                      charges.length === 1 ? '' : 's'
                    } · ${charges.filter((c) => c.status === 'COMPLETED').length} paid${
                      m.declineNext ? ` · declines the next ${m.declineNext}` : ''
                    }</span>
                  </div>
                  ${
                    m.status === 'ACTIVE'
                      ? markup`<form method="post" action="/gateway/mandates/${m.mandateId}/behaviour">
                          <input type="hidden" name="declineNext" value="${String(m.declineNext + 1)}" />
                          <button class="btn secondary" type="submit">Decline next charge</button>
                        </form>
                        <form method="post" action="/gateway/mandates/${m.mandateId}/cancel">
                          <button class="btn" type="submit">Cancel mandate</button>
                        </form>`
                      : ''
                  }
                </li>`,
              )}
            </ul>`
          : markup`<p class="empty">No mandates yet. Subscribe to a monthly ritual from the app to see one here.</p>`
      }
    </div>`;
  return renderPage({ title: 'Mandates · Sannidhi Pay sandbox', body, wide: true });
}
