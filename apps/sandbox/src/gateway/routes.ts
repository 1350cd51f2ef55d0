// The payment gateway (docs/providers.md, "Payment gateway protocol"): the hosted payment page
// for the app's form posts, the outcome with its signed notification and 303 back to the app, the
// transactions page for settling pending payments, and the signed status query for reconciliation.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxConfig } from '../config';
import { messagePage, sendHtml } from '../shared/html';
import { formField, type FormBody } from '../sso/sign-in-request';
import { GatewayNotifier } from './notifier';
import { failureFor, USER_CANCELLED, type GatewayError, type GatewayStatus } from './outcomes';
import {
  alreadyDonePage,
  authenticationPage,
  callbackTarget,
  hostedPage,
  rejectedPage,
  SANDBOX_OTP,
  startFromAppPage,
  transactionsPage,
} from './pages';
import { checkPaymentPost, readSignedRequest, type PaymentMode } from './payment-request';
import { signatureProblem } from './signature';
import { GatewayTransactionStore, isFinal, type Transaction } from './transaction-store';
import { MandateStore } from './mandate-store';
import { mandateRoutes } from './mandate-routes';
import { refundRoutes } from './refund-routes';

export interface GatewayDeps {
  config: SandboxConfig;
  now: () => Date;
  /** Tests shorten the notification time-out and retry delays. */
  notifyTimeoutMs?: number;
  notifyRetryDelaysMs?: readonly number[];
}

export interface GatewayStatusAnswer {
  requestId: string;
  status: GatewayStatus | 'NOT_FOUND';
  transactionId: string | null;
  amount: string | null;
  currency: string | null;
  errorCode: string | null;
  errorReason: string | null;
  errorMsg: string | null;
  mandateId: string | null;
}

function statusAnswer(requestId: string, t: Transaction | undefined): GatewayStatusAnswer {
  return {
    requestId,
    status: t?.status ?? 'NOT_FOUND',
    transactionId: t?.transactionId ?? null,
    amount: t?.amount ?? null,
    currency: t?.currency ?? null,
    errorCode: t?.errorCode ?? null,
    errorReason: t?.errorReason ?? null,
    errorMsg: t?.errorMsg ?? null,
    mandateId: t?.mandateId ?? null,
  };
}

const OUTCOMES: Record<string, GatewayStatus> = {
  pay: 'COMPLETED',
  fail: 'ERROR',
  pending: 'PENDING',
  cancel: 'ERROR',
};

export const gatewayRoutes: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  const { config, now } = deps;
  const store = new GatewayTransactionStore(config.SANDBOX_DATA_DIR);
  const notifier = new GatewayNotifier({
    url: config.GATEWAY_NOTIFY_URL,
    secret: config.GATEWAY_SECRET,
    now,
    timeoutMs: deps.notifyTimeoutMs,
    retryDelaysMs: deps.notifyRetryDelaysMs,
    onState: (t, state) => store.updateNotification(t.requestId, t.occurredAt, state),
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
  });
  app.addHook('onClose', async () => notifier.close());
  app.addHook('onClose', async () => store.flush());
  const mandates = new MandateStore(config.SANDBOX_DATA_DIR);
  app.addHook('onClose', async () => mandates.flush());
  await app.register(mandateRoutes, { config, now, mandates, notifier });
  await app.register(refundRoutes, {
    config,
    now,
    transactions: store,
    mandates,
    retryDelaysMs: deps.notifyRetryDelaysMs,
  });

  // The outcome answers 303 to the app, and CSP form-action also governs that redirect.
  const formActionOrigins = config.ALLOWED_CALLBACK_ORIGINS;
  const reject = (reply: FastifyReply, reason: string, status = 400) =>
    sendHtml(reply, rejectedPage(reason), { status });
  const alreadyDone = (reply: FastifyReply, t: Transaction) =>
    sendHtml(reply, alreadyDonePage(t), { status: 409 });

  const openPage = (mode: PaymentMode) => async (request: { body: unknown }, reply: FastifyReply) => {
    const checked = checkPaymentPost(config, mode, request.body as FormBody | undefined, now());
    if (!checked.ok) return reject(reply, checked.reason);
    const existing = store.get(checked.value.requestId);
    if (existing) return alreadyDone(reply, existing);
    return sendHtml(reply, hostedPage(config.GATEWAY_SECRET, checked.value), { formActionOrigins });
  };
  const startFromApp = async (_request: unknown, reply: FastifyReply) =>
    sendHtml(reply.header('allow', 'POST'), startFromAppPage(config.APP_ORIGIN), { status: 405 });

  app.post('/pay', openPage('pay'));
  app.post('/subscribe', openPage('subscribe'));
  app.get('/pay', startFromApp);
  app.get('/subscribe', startFromApp);

  // A new mandate's authentication step (the hosted page's "Authorise mandate"): the bank's one-time password.
  app.post('/authenticate', async (request, reply) => {
    const checked = readSignedRequest(config, request.body as FormBody | undefined, now());
    if (!checked.ok) return reject(reply, checked.reason);
    const existing = store.get(checked.value.requestId);
    if (existing) return alreadyDone(reply, existing);
    return sendHtml(reply, authenticationPage(config.GATEWAY_SECRET, checked.value), { formActionOrigins });
  });

  app.post('/outcome', async (request, reply) => {
    const body = request.body as FormBody | undefined;
    const checked = readSignedRequest(config, body, now());
    if (!checked.ok) return reject(reply, checked.reason);
    const payment = checked.value;
    const action = formField(body, 'action');
    // From the authentication page: a wrong password records nothing and asks again.
    if (action === 'pay' && body && 'otp' in body && formField(body, 'otp').trim() !== SANDBOX_OTP) {
      return sendHtml(reply, authenticationPage(config.GATEWAY_SECRET, payment, true), {
        status: 400,
        formActionOrigins,
      });
    }
    const status = OUTCOMES[action];
    if (!status) return reject(reply, 'choose one of the buttons on the payment page.');
    let error: GatewayError | null = null;
    if (action === 'cancel') error = USER_CANCELLED;
    if (action === 'fail') {
      error = failureFor(formField(body, 'errorCode')) ?? null;
      if (!error) return reject(reply, 'choose a failure reason from the list.');
    }

    const existing = store.get(payment.requestId);
    if (existing) return alreadyDone(reply, existing);
    // An accepted subscription sets up the mandate that later months are charged against.
    const mandate =
      payment.mode === 'subscribe' && status === 'COMPLETED'
        ? mandates.create(
            {
              requestId: payment.requestId,
              programCode: payment.programCode,
              payerName: `${payment.firstName} ${payment.lastName}`.trim(),
              payerEmail: payment.email,
              currency: payment.currency,
              callbackUrl: payment.callbackUrl,
            },
            now(),
          )
        : undefined;
    const transaction = store.create(
      {
        requestId: payment.requestId,
        mode: payment.mode,
        programType: payment.programType,
        programCode: payment.programCode,
        payerName: `${payment.firstName} ${payment.lastName}`.trim(),
        payerEmail: payment.email,
        amount: payment.amount,
        currency: payment.currency,
        callbackUrl: payment.callbackUrl,
        mandateId: mandate?.mandateId ?? null,
      },
      status,
      error,
      now(),
    );
    // Server-to-server first, so the api has the verified status when the browser lands.
    await notifier.send(transaction);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(callbackTarget(transaction), 303);
  });

  app.get('/transactions', async (_request, reply) =>
    sendHtml(reply, transactionsPage(store.list(), config.GATEWAY_NOTIFY_URL)),
  );

  app.post<{ Params: { requestId: string } }>('/transactions/:requestId/settle', async (request, reply) => {
    const body = request.body as FormBody | undefined;
    const current = store.get(request.params.requestId);
    if (!current) {
      return sendHtml(reply, messagePage('Not found', 'No transaction has this request id.'), {
        status: 404,
      });
    }
    if (isFinal(current.status)) return alreadyDone(reply, current);
    const outcome = formField(body, 'outcome');
    let error: GatewayError | null = null;
    if (outcome === 'ERROR') {
      error = failureFor(formField(body, 'errorCode') || 'BANK_TIMEOUT') ?? null;
      if (!error) return reject(reply, 'choose a failure reason from the list.');
    } else if (outcome !== 'COMPLETED') {
      return reject(reply, 'outcome must be COMPLETED or ERROR.');
    }
    // A subscription left pending on the hosted page and completed now sets up its mandate now, as on the page.
    const mandate =
      current.mode === 'subscribe' && outcome === 'COMPLETED' && !current.mandateId
        ? mandates.create(
            {
              requestId: current.requestId,
              programCode: current.programCode,
              payerName: current.payerName,
              payerEmail: current.payerEmail,
              currency: current.currency,
              callbackUrl: current.callbackUrl,
            },
            now(),
          )
        : undefined;
    const settled = store.settle(current.requestId, outcome, error, now(), mandate?.mandateId);
    if (!settled) return alreadyDone(reply, store.get(current.requestId) ?? current);
    await notifier.send(settled);
    return reply.header('cache-control', 'no-store').redirect('/gateway/transactions', 303);
  });

  app.post<{ Params: { requestId: string } }>('/transactions/:requestId/notify', async (request, reply) => {
    const current = store.get(request.params.requestId);
    if (!current) {
      return sendHtml(reply, messagePage('Not found', 'No transaction has this request id.'), {
        status: 404,
      });
    }
    await notifier.send(current);
    return reply.header('cache-control', 'no-store').redirect('/gateway/transactions', 303);
  });

  app.get<{ Querystring: { requestId?: string | string[] } }>('/api/status', async (request, reply) => {
    const requestId = typeof request.query.requestId === 'string' ? request.query.requestId : '';
    const problem = signatureProblem(config.GATEWAY_SECRET, request.headers, requestId, now());
    if (problem) return reply.code(401).send({ message: problem });
    if (!requestId) return reply.code(400).send({ message: 'Query parameter requestId is required' });
    return reply
      .header('cache-control', 'no-store')
      .send(statusAnswer(requestId, store.get(requestId) ?? mandates.chargeFor(requestId)));
  });
};
