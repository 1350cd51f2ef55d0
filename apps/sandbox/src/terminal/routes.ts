// The card terminal (docs/providers.md, "Card terminal protocol"): a signed JSON API for the
// api (x-gateway-timestamp / x-gateway-signature with TERMINAL_SECRET) and the reader page.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../config';
import { signatureProblem } from '../gateway/signature';
import { messagePage, sendHtml } from '../shared/html';
import { alreadyFinishedPage, readerPage } from './pages';
import {
  READER_ACTIONS,
  TERMINAL_KINDS,
  TerminalStore,
  type ReaderAction,
  type TerminalTransaction,
} from './terminal-store';
import { keepRawJsonBodies } from '../shared/signed-json';

export interface TerminalDeps {
  config: SandboxConfig;
  now: () => Date;
}

const CreateBody = z.object({
  requestId: z.string().trim().min(1).max(64),
  amount: z.number().int().positive().max(1_000_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter code like INR'),
  kind: z.enum(TERMINAL_KINDS),
});

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}

/** The API answer for one transaction (exactly the contract's fields). */
function answer(t: TerminalTransaction) {
  return {
    transactionId: t.transactionId,
    requestId: t.requestId,
    status: t.status,
    errorMsg: t.errorMsg,
    amount: t.amount,
    currency: t.currency,
  };
}

function isReaderAction(action: string): action is ReaderAction {
  return Object.hasOwn(READER_ACTIONS, action);
}

export const terminalRoutes: FastifyPluginAsync<TerminalDeps> = async (app, { config, now }) => {
  const store = new TerminalStore(config.SANDBOX_DATA_DIR);

  // The API in its own scope: JSON bodies arrive as the raw text, because the signature covers it.
  await app.register(
    async (api) => {
      keepRawJsonBodies(api);

      api.post('/transactions', async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const problem = signatureProblem(config.TERMINAL_SECRET, request.headers, rawBody, now());
        if (problem) return reply.code(401).send({ message: problem });
        let json: unknown;
        try {
          json = JSON.parse(rawBody);
        } catch {
          return reply.code(400).send({ message: 'The body must be JSON' });
        }
        const parsed = CreateBody.safeParse(json);
        if (!parsed.success) return reply.code(400).send({ message: describe(parsed.error) });
        const input = parsed.data;
        // A repeated start (a retry by the api) answers the transaction already waiting for it.
        const waiting = store.waitingFor(input.requestId);
        if (waiting) {
          const same =
            waiting.amount === input.amount &&
            waiting.currency === input.currency &&
            waiting.kind === input.kind;
          if (!same) {
            return reply.code(409).send({
              message: `Request ${input.requestId} is already waiting on the terminal with other details`,
            });
          }
          return reply.code(200).send({ transactionId: waiting.transactionId, status: waiting.status });
        }
        const created = store.create(input, now());
        return reply.code(201).send({ transactionId: created.transactionId, status: created.status });
      });

      api.get<{ Params: { transactionId: string } }>(
        '/transactions/:transactionId',
        async (request, reply) => {
          const { transactionId } = request.params;
          const problem = signatureProblem(config.TERMINAL_SECRET, request.headers, transactionId, now());
          if (problem) return reply.code(401).send({ message: problem });
          const transaction = store.get(transactionId);
          if (!transaction) return reply.code(404).send({ message: 'Transaction not found' });
          return reply.header('cache-control', 'no-store').send(answer(transaction));
        },
      );
    },
    { prefix: '/api' },
  );

  app.get('/', async (_request, reply) => sendHtml(reply, readerPage(store.list())));

  app.post<{ Params: { transactionId: string; action: string } }>(
    '/transactions/:transactionId/:action',
    async (request, reply) => {
      const { transactionId, action } = request.params;
      if (!isReaderAction(action)) {
        return sendHtml(reply, messagePage('Not found', 'The terminal has no such button.'), { status: 404 });
      }
      const current = store.get(transactionId);
      if (!current) {
        return sendHtml(reply, messagePage('Not found', 'No terminal transaction has this id.'), {
          status: 404,
        });
      }
      if (!store.finish(transactionId, action, now())) {
        return sendHtml(reply, alreadyFinishedPage(current), { status: 409 });
      }
      return reply.header('cache-control', 'no-store').redirect('/terminal', 303);
    },
  );
};
