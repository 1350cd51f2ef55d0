import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SandboxConfig } from '../src/config';
import { gatewaySignedHeaders, signGatewayPayload } from '../src/gateway/signature';
import {
  APP_ORIGIN,
  cleanupDataDirs,
  gatewayForm,
  hiddenFields,
  postForm,
  startReceiver,
  startSandbox,
  tempDataDir,
  type Receiver,
  type ReceivedRequest,
} from './helpers';

afterAll(cleanupDataDirs);

const receivers: Receiver[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

/** A sandbox whose notifications go to a fresh local receiver. */
async function gatewaySandbox(
  answer?: (n: number) => number | 'hang',
  options: { timeoutMs?: number; retryDelaysMs?: number[]; dataDir?: string } = {},
) {
  const receiver = await startReceiver(answer);
  receivers.push(receiver);
  const { app, config } = await startSandbox(
    {
      GATEWAY_NOTIFY_URL: receiver.url,
      ...(options.dataDir ? { SANDBOX_DATA_DIR: options.dataDir } : {}),
    },
    {
      gatewayNotifyTimeoutMs: options.timeoutMs,
      gatewayNotifyRetryDelaysMs: options.retryDelaysMs ?? [20, 40, 60],
    },
  );
  apps.push(app);
  return { app, config, receiver };
}

/** Opens the hosted page and returns its signed hidden fields. */
async function openPaymentPage(
  app: FastifyInstance,
  config: SandboxConfig,
  overrides: Record<string, string> = {},
  path = '/gateway/pay',
  omit: string[] = [],
) {
  const response = await postForm(app, path, gatewayForm(config, overrides, omit));
  expect(response.statusCode).toBe(200);
  return { page: response.body, hidden: hiddenFields(response.body), response };
}

function expectSigned(config: SandboxConfig, request: ReceivedRequest) {
  const timestamp = request.headers['x-gateway-timestamp'];
  expect(timestamp).toMatch(/^\d{10}$/);
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
  expect(request.headers['x-gateway-signature']).toBe(
    signGatewayPayload(config.GATEWAY_SECRET, String(timestamp), request.body),
  );
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/api/payment/notification');
}

function query(location: string | undefined): Record<string, string> {
  const url = new URL(location ?? '');
  expect(url.origin + url.pathname).toBe(`${APP_ORIGIN}/gpmsResponse`);
  return Object.fromEntries(url.searchParams);
}

describe('POST /gateway/pay (the app’s payment form)', () => {
  it('rejects a wrong checksum with a readable 400 page', async () => {
    const { app, config } = await gatewaySandbox();
    const response = await postForm(app, '/gateway/pay', gatewayForm(config, { checksum: 'ab'.repeat(32) }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Payment request rejected: the checksum does not match');
  });

  it('rejects a form whose amount was changed after signing', async () => {
    const { app, config } = await gatewaySandbox();
    const form = gatewayForm(config);
    form.amount = '1.00';
    const response = await postForm(app, '/gateway/pay', form);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('the checksum does not match');
  });

  it('rejects a callbackUrl on an origin that is not allowed, even with a valid checksum', async () => {
    const { app, config } = await gatewaySandbox();
    const form = gatewayForm(config, { callbackUrl: 'https://evil.example.com/gpmsResponse' });
    const response = await postForm(app, '/gateway/pay', form);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('callbackUrl origin https://evil.example.com is not allowed');
  });

  it('rejects a payment without an amount and a bad currency', async () => {
    const { app, config } = await gatewaySandbox();
    const noAmount = await postForm(app, '/gateway/pay', gatewayForm(config, {}, ['amount']));
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.body).toContain('amount is missing');
    const badCurrency = await postForm(app, '/gateway/pay', gatewayForm(config, { currency: 'rupees' }));
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.body).toContain('currency must be a three-letter code');
  });

  it('shows the hosted page: merchant, payer, amount and the four actions', async () => {
    const { app, config } = await gatewaySandbox();
    const { page, hidden, response } = await openPaymentPage(app, config);
    expect(page).toContain('center-coimbatore');
    expect(page).toContain('Lakshmi Narayanan');
    expect(page).toContain('₹1,101.00');
    expect(page).toContain('RQ7K2M9XQ1');
    expect(page).toContain('>Pay now</button>');
    expect(page).toContain('>Fail payment</button>');
    expect(page).toContain('>Leave pending</button>');
    expect(page).toContain('>Cancel</button>');
    for (const code of ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'BANK_TIMEOUT']) {
      expect(page).toContain(`<option value="${code}"`);
    }
    expect(page).toContain('>Card declined</option>');
    expect(Object.keys(hidden)).toEqual(['payment_request', 'payment_request_sig']);
    // The outcome answers 303 to the app: CSP form-action must allow the callback origins.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' http://localhost:8080 http://localhost:8081");
  });

  it('shows a subscription mandate when the amount is omitted', async () => {
    const { app, config } = await gatewaySandbox();
    const { page } = await openPaymentPage(
      app,
      config,
      { programType: 'SUBSCRIPTION' },
      '/gateway/subscribe',
      ['amount'],
    );
    expect(page).toContain('Monthly subscription mandate');
    expect(page).toContain('>Authorise mandate</button>');
  });

  it('answers a plain GET with a pointer back to the app', async () => {
    const { app } = await gatewaySandbox();
    const response = await app.inject({ method: 'GET', url: '/gateway/pay' });
    expect(response.statusCode).toBe(405);
    expect(response.body).toContain('Payments start from the app');
  });
});

describe('outcomes on the hosted page', () => {
  const cases = [
    { action: 'pay', errorCode: '', status: 'COMPLETED', errorReason: '', errorMsg: '' },
    {
      action: 'fail',
      errorCode: 'CARD_DECLINED',
      status: 'ERROR',
      errorReason: 'Card declined',
      errorMsg: 'Card declined by the issuing bank',
    },
    {
      action: 'fail',
      errorCode: 'INSUFFICIENT_FUNDS',
      status: 'ERROR',
      errorReason: 'Insufficient funds',
      errorMsg: 'Insufficient funds',
    },
    {
      action: 'fail',
      errorCode: 'BANK_TIMEOUT',
      status: 'ERROR',
      errorReason: 'Bank timeout',
      errorMsg: 'The bank did not respond in time',
    },
    { action: 'pending', errorCode: '', status: 'PENDING', errorReason: '', errorMsg: '' },
    {
      action: 'cancel',
      errorCode: 'USER_CANCELLED',
      status: 'ERROR',
      errorReason: 'Cancelled by the payer',
      errorMsg: 'Payment cancelled by the payer',
    },
  ];

  it.each(cases)(
    '$action $errorCode: a signed notification first, then 303 to the callback with $status',
    async (c) => {
      const { app, config, receiver } = await gatewaySandbox();
      const { hidden } = await openPaymentPage(app, config);
      const response = await postForm(app, '/gateway/outcome', {
        ...hidden,
        action: c.action,
        ...(c.action === 'fail' ? { errorCode: c.errorCode } : {}),
      });
      expect(response.statusCode).toBe(303);
      // The notification was answered before the redirect was sent.
      expect(receiver.requests).toHaveLength(1);
      const notification = receiver.requests[0]!;
      expectSigned(config, notification);
      const body = JSON.parse(notification.body) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual([
        'requestId',
        'transactionId',
        'status',
        'amount',
        'currency',
        'errorCode',
        'errorReason',
        'errorMsg',
        'occurredAt',
        'mandateId',
      ]);
      expect(body).toMatchObject({
        requestId: 'RQ7K2M9XQ1',
        status: c.status,
        amount: '1101.00',
        currency: 'INR',
        errorCode: c.errorCode || null,
        errorReason: c.errorReason || null,
        errorMsg: c.errorMsg || null,
        mandateId: null,
      });
      expect(body.transactionId).toMatch(/^TXN\d{12}$/);
      expect(new Date(String(body.occurredAt)).toISOString()).toBe(body.occurredAt);

      expect(query(response.headers.location)).toEqual({
        requestId: 'RQ7K2M9XQ1',
        transactionId: body.transactionId,
        status: c.status,
        amount: '1101.00',
        currency: 'INR',
        errorCode: c.errorCode,
        errorReason: c.errorReason,
        errorMsg: c.errorMsg,
      });
    },
  );

  it('sends amount null for a subscription mandate', async () => {
    const { app, config, receiver } = await gatewaySandbox();
    const { hidden } = await openPaymentPage(
      app,
      config,
      { programType: 'SUBSCRIPTION', requestId: 'SUB0000001' },
      '/gateway/subscribe',
      ['amount'],
    );
    const response = await postForm(app, '/gateway/outcome', { ...hidden, action: 'pay' });
    expect(response.statusCode).toBe(303);
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ status: 'COMPLETED', amount: null });
    expect(query(response.headers.location)).toMatchObject({ status: 'COMPLETED', amount: '' });
  });

  it("a new mandate asks for the bank's one-time password first; a wrong one records nothing", async () => {
    const { app, config, receiver } = await gatewaySandbox();
    const { page, hidden } = await openPaymentPage(
      app,
      config,
      { programType: 'SUBSCRIPTION', requestId: 'SUB0000002' },
      '/gateway/subscribe',
      ['amount'],
    );
    expect(page).toContain('Authorise mandate');
    expect(page).toContain('action="/gateway/authenticate"');
    const auth = await postForm(app, '/gateway/authenticate', hidden);
    expect(auth.statusCode).toBe(200);
    expect(auth.body).toContain('Verify it is you');
    expect(auth.body).toContain('name="otp"');
    const fields = hiddenFields(auth.body);

    const wrong = await postForm(app, '/gateway/outcome', { ...fields, otp: '000000', action: 'pay' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('That password is not right');
    const empty = await postForm(app, '/gateway/outcome', { ...fields, otp: '', action: 'pay' });
    expect(empty.statusCode).toBe(400);
    expect(receiver.requests).toHaveLength(0);

    const right = await postForm(app, '/gateway/outcome', { ...fields, otp: '123456', action: 'pay' });
    expect(right.statusCode).toBe(303);
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ status: 'COMPLETED', amount: null });
    expect(JSON.parse(receiver.requests[0]!.body).mandateId).toMatch(/^MDT\d{9}$/);
  });

  it('refuses a second outcome for a final payment, and a second payment form for it', async () => {
    const { app, config, receiver } = await gatewaySandbox();
    const { hidden } = await openPaymentPage(app, config);
    expect((await postForm(app, '/gateway/outcome', { ...hidden, action: 'pay' })).statusCode).toBe(303);

    const again = await postForm(app, '/gateway/outcome', {
      ...hidden,
      action: 'fail',
      errorCode: 'CARD_DECLINED',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is already completed');
    expect(again.body).toContain('status=COMPLETED'); // the link back to the app

    const reopened = await postForm(app, '/gateway/pay', gatewayForm(config));
    expect(reopened.statusCode).toBe(409);
    expect(reopened.body).toContain('This payment is already completed');
    expect(receiver.requests).toHaveLength(1);
  });

  it('refuses altered hidden fields and unknown actions', async () => {
    const { app, config, receiver } = await gatewaySandbox();
    const { hidden } = await openPaymentPage(app, config);
    const request = JSON.parse(Buffer.from(hidden.payment_request!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const altered = Buffer.from(JSON.stringify({ ...request, amount: '1.00' })).toString('base64url');
    const tampered = await postForm(app, '/gateway/outcome', {
      ...hidden,
      payment_request: altered,
      action: 'pay',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('the payment request was altered');

    const unknown = await postForm(app, '/gateway/outcome', { ...hidden, action: 'refund' });
    expect(unknown.statusCode).toBe(400);
    const badCode = await postForm(app, '/gateway/outcome', { ...hidden, action: 'fail', errorCode: 'NOPE' });
    expect(badCode.statusCode).toBe(400);
    expect(receiver.requests).toHaveLength(0);
  });
});

describe('notification delivery', () => {
  it('redirects after a failed first attempt and retries in the background until delivered', async () => {
    const { app, config, receiver } = await gatewaySandbox((n) => (n < 3 ? 500 : 200));
    const { hidden } = await openPaymentPage(app, config);
    const response = await postForm(app, '/gateway/outcome', { ...hidden, action: 'pay' });
    expect(response.statusCode).toBe(303);
    const attempts = await receiver.waitFor(3);
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1); // the same body each time
    for (const attempt of attempts) expectSigned(config, attempt);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const page = (await app.inject({ method: 'GET', url: '/gateway/transactions' })).body;
    expect(page).toContain('Notification delivered (HTTP 200)');
  });

  it('gives up after three retries', async () => {
    const { app, config, receiver } = await gatewaySandbox(() => 503);
    const { hidden } = await openPaymentPage(app, config);
    expect((await postForm(app, '/gateway/outcome', { ...hidden, action: 'pay' })).statusCode).toBe(303);
    await receiver.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.requests).toHaveLength(4);
    const page = (await app.inject({ method: 'GET', url: '/gateway/transactions' })).body;
    expect(page).toContain('Notification failed after 4 attempts: HTTP 503');
    expect(page).toContain('Resend notification');
  });

  it('stops retrying an older status once the payment is settled', async () => {
    const { app, config, receiver } = await gatewaySandbox((n) => (n === 1 ? 500 : 200), {
      retryDelaysMs: [150, 150, 150],
    });
    const { hidden } = await openPaymentPage(app, config, { requestId: 'RQPENDING3' });
    await postForm(app, '/gateway/outcome', { ...hidden, action: 'pending' });
    await postForm(app, '/gateway/transactions/RQPENDING3/settle', { outcome: 'COMPLETED' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.requests.map((r) => (JSON.parse(r.body) as { status: string }).status)).toEqual([
      'PENDING',
      'COMPLETED',
    ]);
  });

  it('waits at most the time-out for the api before redirecting', async () => {
    const { app, config } = await gatewaySandbox(() => 'hang', { timeoutMs: 200, retryDelaysMs: [] });
    const { hidden } = await openPaymentPage(app, config);
    const started = Date.now();
    const response = await postForm(app, '/gateway/outcome', { ...hidden, action: 'pay' });
    expect(response.statusCode).toBe(303);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(Date.now() - started).toBeLessThan(3000);
    const page = (await app.inject({ method: 'GET', url: '/gateway/transactions' })).body;
    expect(page).toContain('no answer within 200 ms');
  });
});

describe('pending payments on /gateway/transactions', () => {
  async function leavePending(app: FastifyInstance, config: SandboxConfig, requestId = 'RQPENDING1') {
    const { hidden } = await openPaymentPage(app, config, { requestId });
    const response = await postForm(app, '/gateway/outcome', { ...hidden, action: 'pending' });
    expect(query(response.headers.location).status).toBe('PENDING');
  }

  it('lists a pending payment with Complete and Fail, and completing it sends a notification', async () => {
    const { app, config, receiver } = await gatewaySandbox();
    await leavePending(app, config);
    const list = (await app.inject({ method: 'GET', url: '/gateway/transactions' })).body;
    expect(list).toContain('RQPENDING1');
    expect(list).toContain('>Complete</button>');
    expect(list).toContain('>Fail</button>');
    expect(list).toContain('action="/gateway/transactions/RQPENDING1/settle"');

    const settle = await postForm(app, '/gateway/transactions/RQPENDING1/settle', { outcome: 'COMPLETED' });
    expect(settle.statusCode).toBe(303);
    expect(settle.headers.location).toBe('/gateway/transactions');
    expect(receiver.requests).toHaveLength(2);
    const [first, second] = receiver.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expectSigned(config, receiver.requests[1]!);
    expect(first).toMatchObject({ status: 'PENDING' });
    expect(second).toMatchObject({
      status: 'COMPLETED',
      errorCode: null,
      transactionId: first!.transactionId,
    });

    const after = (await app.inject({ method: 'GET', url: '/gateway/transactions' })).body;
    expect(after).not.toContain('>Complete</button>');
    const again = await postForm(app, '/gateway/transactions/RQPENDING1/settle', { outcome: 'ERROR' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is already completed');
  });

  it('fails a pending payment with the chosen error code', async () => {
    const { app, config, receiver } = await gatewaySandbox();
    await leavePending(app, config);
    const settle = await postForm(app, '/gateway/transactions/RQPENDING1/settle', {
      outcome: 'ERROR',
      errorCode: 'INSUFFICIENT_FUNDS',
    });
    expect(settle.statusCode).toBe(303);
    expect(JSON.parse(receiver.requests[1]!.body)).toMatchObject({
      status: 'ERROR',
      errorCode: 'INSUFFICIENT_FUNDS',
      errorMsg: 'Insufficient funds',
    });
  });

  it('refuses the hosted page’s outcome for a pending payment', async () => {
    const { app, config } = await gatewaySandbox();
    const { hidden } = await openPaymentPage(app, config, { requestId: 'RQPENDING2' });
    await postForm(app, '/gateway/outcome', { ...hidden, action: 'pending' });
    const again = await postForm(app, '/gateway/outcome', { ...hidden, action: 'pay' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is pending');
  });

  it('answers 404 for an unknown request id', async () => {
    const { app } = await gatewaySandbox();
    const response = await postForm(app, '/gateway/transactions/NOPE/settle', { outcome: 'COMPLETED' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /gateway/api/status', () => {
  function statusRequest(app: FastifyInstance, requestId: string, headers: Record<string, string>) {
    return app.inject({
      method: 'GET',
      url: `/gateway/api/status?requestId=${encodeURIComponent(requestId)}`,
      headers,
    });
  }

  it('answers the transaction for a correctly signed query', async () => {
    const { app, config } = await gatewaySandbox();
    const { hidden } = await openPaymentPage(app, config);
    await postForm(app, '/gateway/outcome', { ...hidden, action: 'fail', errorCode: 'BANK_TIMEOUT' });
    const response = await statusRequest(
      app,
      'RQ7K2M9XQ1',
      gatewaySignedHeaders(config.GATEWAY_SECRET, 'RQ7K2M9XQ1'),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      requestId: 'RQ7K2M9XQ1',
      status: 'ERROR',
      transactionId: expect.stringMatching(/^TXN\d{12}$/) as unknown,
      amount: '1101.00',
      currency: 'INR',
      errorCode: 'BANK_TIMEOUT',
      errorReason: 'Bank timeout',
      errorMsg: 'The bank did not respond in time',
      mandateId: null,
    });
  });

  it('answers NOT_FOUND for an unknown request id', async () => {
    const { app, config } = await gatewaySandbox();
    const response = await statusRequest(
      app,
      'UNKNOWN123',
      gatewaySignedHeaders(config.GATEWAY_SECRET, 'UNKNOWN123'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requestId: 'UNKNOWN123',
      status: 'NOT_FOUND',
      transactionId: null,
      amount: null,
      currency: null,
      errorCode: null,
      errorReason: null,
      errorMsg: null,
      mandateId: null,
    });
  });

  it('answers 401 JSON for a bad, missing, foreign or stale signature', async () => {
    const { app, config } = await gatewaySandbox();
    const good = gatewaySignedHeaders(config.GATEWAY_SECRET, 'RQ7K2M9XQ1');
    const stale = gatewaySignedHeaders(config.GATEWAY_SECRET, 'RQ7K2M9XQ1', new Date(Date.now() - 3600_000));
    const attempts = [
      { ...good, 'x-gateway-signature': 'ab'.repeat(32) },
      {},
      gatewaySignedHeaders('another-secret-of-16-chars', 'RQ7K2M9XQ1'),
      gatewaySignedHeaders(config.GATEWAY_SECRET, 'OTHERID'),
      stale,
    ];
    for (const headers of attempts) {
      const response = await statusRequest(app, 'RQ7K2M9XQ1', headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<{ message: string }>().message).toMatch(/x-gateway-/);
    }
  });

  it('keeps transactions across a restart (gateway.json)', async () => {
    const dataDir = tempDataDir();
    const first = await gatewaySandbox(undefined, { dataDir });
    const { hidden } = await openPaymentPage(first.app, first.config);
    await postForm(first.app, '/gateway/outcome', { ...hidden, action: 'pay' });
    await first.app.close();

    const second = await gatewaySandbox(undefined, { dataDir });
    const response = await statusRequest(
      second.app,
      'RQ7K2M9XQ1',
      gatewaySignedHeaders(second.config.GATEWAY_SECRET, 'RQ7K2M9XQ1'),
    );
    expect(response.json()).toMatchObject({ status: 'COMPLETED' });
  });
});
