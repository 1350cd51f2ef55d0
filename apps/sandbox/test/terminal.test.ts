import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { SandboxConfig } from '../src/config';
import { gatewaySignedHeaders } from '../src/gateway/signature';
import { cleanupDataDirs, postForm, startSandbox, tempDataDir } from './helpers';

afterAll(cleanupDataDirs);

const START = { requestId: 'TRQ0000001', amount: 250000, currency: 'USD', kind: 'US_CARD_TERMINAL' };

/** Starts a terminal payment exactly as the api does: the signature covers the raw body text. */
function start(
  app: FastifyInstance,
  config: SandboxConfig,
  input: object = START,
  secret = config.TERMINAL_SECRET,
) {
  const rawBody = JSON.stringify(input);
  return app.inject({
    method: 'POST',
    url: '/terminal/api/transactions',
    headers: { 'content-type': 'application/json', ...gatewaySignedHeaders(secret, rawBody) },
    payload: rawBody,
  });
}

function read(
  app: FastifyInstance,
  config: SandboxConfig,
  transactionId: string,
  secret = config.TERMINAL_SECRET,
) {
  return app.inject({
    method: 'GET',
    url: `/terminal/api/transactions/${transactionId}`,
    headers: { 'content-type': 'application/json', ...gatewaySignedHeaders(secret, transactionId) },
  });
}

describe('card terminal API', () => {
  it('starts a WAITING transaction and reads it back', async () => {
    const { app, config } = await startSandbox();
    const created = await start(app, config);
    expect(created.statusCode).toBe(201);
    const { transactionId, status } = created.json<{ transactionId: string; status: string }>();
    expect(status).toBe('WAITING');
    expect(created.json()).toEqual({ transactionId, status: 'WAITING' });

    const fetched = await read(app, config, transactionId);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({
      transactionId,
      requestId: 'TRQ0000001',
      status: 'WAITING',
      errorMsg: null,
      amount: 250000,
      currency: 'USD',
    });
  });

  it.each([
    ['approve', 'APPROVED', null],
    ['decline', 'DECLINED', 'Card declined'],
    ['cancel', 'CANCELLED', 'Transaction cancelled on the terminal'],
  ])('the reader’s %s button ends it as %s', async (action, status, errorMsg) => {
    const { app, config } = await startSandbox();
    const { transactionId } = (await start(app, config)).json<{ transactionId: string }>();
    const pressed = await postForm(app, `/terminal/transactions/${transactionId}/${action}`, {});
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/terminal');
    expect((await read(app, config, transactionId)).json()).toMatchObject({ status, errorMsg });

    const again = await postForm(app, `/terminal/transactions/${transactionId}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(`This transaction is already ${status.toLowerCase()}`);
  });

  it('refuses bad signatures with 401', async () => {
    const { app, config } = await startSandbox();
    expect((await start(app, config, START, 'another-secret-of-16-chars')).statusCode).toBe(401);
    // The gateway's secret does not open the terminal: each has its own.
    expect((await start(app, config, START, config.GATEWAY_SECRET)).statusCode).toBe(401);

    // Signed over other text than the body sent (the same JSON, re-serialised).
    const signedText = JSON.stringify(START);
    const reformatted = await app.inject({
      method: 'POST',
      url: '/terminal/api/transactions',
      headers: {
        'content-type': 'application/json',
        ...gatewaySignedHeaders(config.TERMINAL_SECRET, signedText),
      },
      payload: JSON.stringify(START, null, 2),
    });
    expect(reformatted.statusCode).toBe(401);
    expect(reformatted.json<{ message: string }>().message).toContain('x-gateway-signature does not match');

    const unsigned = await app.inject({ method: 'POST', url: '/terminal/api/transactions', payload: START });
    expect(unsigned.statusCode).toBe(401);

    const { transactionId } = (await start(app, config)).json<{ transactionId: string }>();
    expect((await read(app, config, transactionId, 'another-secret-of-16-chars')).statusCode).toBe(401);
    const signedForOther = await app.inject({
      method: 'GET',
      url: `/terminal/api/transactions/${transactionId}`,
      headers: gatewaySignedHeaders(config.TERMINAL_SECRET, 'TRM000000000000'),
    });
    expect(signedForOther.statusCode).toBe(401);
  });

  it('validates the body and answers 404 for an unknown transaction', async () => {
    const { app, config } = await startSandbox();
    const bad = await start(app, config, { ...START, amount: 12.5, kind: 'POS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/amount.*kind|kind.*amount/s);
    expect((await read(app, config, 'TRM000000000000')).statusCode).toBe(404);
  });

  it('answers the waiting transaction again when the same request is started twice', async () => {
    const { app, config } = await startSandbox();
    const first = (await start(app, config)).json<{ transactionId: string }>();
    const again = await start(app, config);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ transactionId: first.transactionId, status: 'WAITING' });
    const changed = await start(app, config, { ...START, amount: 100 });
    expect(changed.statusCode).toBe(409);
  });

  it('keeps transactions across a restart (terminal.json)', async () => {
    const dataDir = tempDataDir();
    const first = await startSandbox({ SANDBOX_DATA_DIR: dataDir });
    const { transactionId } = (await start(first.app, first.config)).json<{ transactionId: string }>();
    await postForm(first.app, `/terminal/transactions/${transactionId}/approve`, {});
    const second = await startSandbox({ SANDBOX_DATA_DIR: dataDir });
    expect((await read(second.app, second.config, transactionId)).json()).toMatchObject({
      status: 'APPROVED',
    });
  });
});

describe('the reader page', () => {
  it('lists waiting transactions with their buttons and reloads every 2 s', async () => {
    const { app, config } = await startSandbox();
    const { transactionId } = (await start(app, config)).json<{ transactionId: string }>();
    await start(app, config, {
      requestId: 'TRQ0000002',
      amount: 110100,
      currency: 'INR',
      kind: 'CARD_MACHINE',
    });
    const page = await app.inject({ method: 'GET', url: '/terminal' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta http-equiv="refresh" content="2" />');
    expect(page.body).toContain('$2,500.00');
    expect(page.body).toContain('₹1,101.00');
    expect(page.body).toContain('TRQ0000001');
    expect(page.body).toContain('US card terminal');
    expect(page.body).toContain('India card machine');
    for (const action of ['approve', 'decline', 'cancel']) {
      expect(page.body).toContain(`action="/terminal/transactions/${transactionId}/${action}"`);
    }
    expect(page.body).toContain('>Approve</button>');
    expect(page.body).toContain('>Decline</button>');
    expect(page.body).toContain('>Cancel</button>');
  });

  it('shows finished transactions without buttons and reloads slower when idle', async () => {
    const { app, config } = await startSandbox();
    const { transactionId } = (await start(app, config)).json<{ transactionId: string }>();
    await postForm(app, `/terminal/transactions/${transactionId}/decline`, {});
    const page = (await app.inject({ method: 'GET', url: '/terminal' })).body;
    expect(page).toContain('<meta http-equiv="refresh" content="5" />');
    expect(page).toContain('DECLINED');
    expect(page).not.toContain('>Approve</button>');
  });
});
