import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { buildSandbox, type SandboxOptions } from '../src/app';
import { loadConfig, type SandboxConfig } from '../src/config';
import { computeChecksum } from '../src/gateway/payment-request';
import { computeLoginHash } from '../src/sso/sign-in-request';

export const APP_ORIGIN = 'http://localhost:8080';
export const REQUEST_URL = 'http://localhost:8090/sso/login';
export const CALLBACK_URL = `${APP_ORIGIN}/login`;

/** A fresh data directory per call; `cleanup` removes them all. */
const dirs: string[] = [];
export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sannidhi-sandbox-test-'));
  dirs.push(dir);
  return dir;
}
export function cleanupDataDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function testConfig(env: Record<string, string> = {}): SandboxConfig {
  return loadConfig({ SANDBOX_DATA_DIR: tempDataDir(), ...env });
}

export async function startSandbox(
  env: Record<string, string> = {},
  options: SandboxOptions = {},
): Promise<{ app: FastifyInstance; config: SandboxConfig }> {
  const config = testConfig(env);
  const app = await buildSandbox(config, options);
  return { app, config };
}

/** The form the app posts to the provider's /login (docs/providers.md). */
export function signInForm(
  config: SandboxConfig,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const apiKey = overrides.api_key ?? config.SSO_API_KEY;
  const callbackUrl = overrides.callback_url ?? CALLBACK_URL;
  return {
    action: '0',
    legal_entity: 'SANNIDHI',
    force_consent: '1',
    lang: 'en',
    mandates: '',
    api_key: apiKey,
    request_url: REQUEST_URL,
    callback_url: callbackUrl,
    hash: computeLoginHash(config.SSO_SECRET, apiKey, REQUEST_URL, callbackUrl),
    ...overrides,
  };
}

export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string> | Array<[string, string]>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The hidden inputs of the first form on a page, as the browser would submit them. */
export function hiddenFields(page: string): Record<string, string> {
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return fields;
}

/** Cookie header value (name=value) from a response's Set-Cookie. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return (first ?? '').split(';')[0] ?? '';
}

/** Opens the sign-in page with a valid request and returns its signed hidden fields. */
export async function openSignInPage(
  app: FastifyInstance,
  config: SandboxConfig,
  cookie?: string,
): Promise<{ page: string; hidden: Record<string, string> }> {
  const response = await postForm(app, '/sso/login', signInForm(config), cookie);
  if (response.statusCode !== 200) throw new Error(`sign-in page answered ${response.statusCode}`);
  return { page: response.body, hidden: hiddenFields(response.body) };
}

export async function verifyWithJwks(app: FastifyInstance, config: SandboxConfig, token: string) {
  const jwks = (await app.inject({ method: 'GET', url: '/sso/.well-known/jwks.json' })).json<JSONWebKeySet>();
  return jwtVerify(token, createLocalJWKSet(jwks), {
    issuer: config.SSO_ISSUER,
    audience: config.SSO_AUDIENCE,
  });
}

export function apiHeaders(config: SandboxConfig): Record<string, string> {
  return { 'x-api-key': config.SSO_API_KEY, 'x-api-secret': config.SSO_SECRET };
}

/** The form the app posts to the gateway's /pay (docs/providers.md); checksum computed unless overridden. */
export function gatewayForm(
  config: SandboxConfig,
  overrides: Record<string, string> = {},
  omit: string[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {
    requestId: 'RQ7K2M9XQ1',
    programType: 'RITUAL',
    programCode: 'center-coimbatore',
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    email: 'devotee@example.org',
    mobilePhone: '9876543210',
    addressLine1: '12 Temple Street',
    addressLine2: '',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    postCode: '641002',
    emailid: 'treasurer@example.org',
    ssoId: 'SSO-1001',
    country: 'IN',
    amount: '1101.00',
    currency: 'INR',
    callbackUrl: `${APP_ORIGIN}/gpmsResponse`,
    ...overrides,
  };
  for (const name of omit) delete fields[name];
  fields.checksum =
    overrides.checksum ??
    computeChecksum(config.GATEWAY_SECRET, {
      requestId: fields.requestId ?? '',
      programCode: fields.programCode ?? '',
      amount: fields.amount ?? '',
      currency: fields.currency ?? '',
      callbackUrl: fields.callbackUrl ?? '',
    });
  return fields;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Resolves once `count` requests have arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/**
 * A tiny HTTP server on 127.0.0.1 and a free port that records every request; `answer` picks the
 * status for the n-th request (1-based), or 'hang' to never answer.
 */
export async function startReceiver(answer: (n: number) => number | 'hang' = () => 200): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = answer(requests.length);
      for (const wake of waiters.splice(0)) wake();
      if (status === 'hang') return;
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payment/notification`,
    requests,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return requests.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
