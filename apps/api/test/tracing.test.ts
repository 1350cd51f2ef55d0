// Traces (lib/tracing.ts): with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP/HTTP receiver (this test's own
// server, reading the JSON export), an order creation arrives as one trace holding Fastify's request span, its SQL
// and the api's HTTP calls to the providers (the sign-on provider's key set and profile check).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitUntil } from './helpers/runner-process';
import { startTracing, type Tracing } from '../src/lib/tracing';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

const spans: OtlpSpan[] = [];
const contentTypes = new Set<string>();
let receiver: http.Server;
let tracing: Tracing;
let t: TestApp;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      contentTypes.add(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const rs of body.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  tracing = await startTracing(endpoint, 'sannidhi-api-test');
  t = await createTestApp({ tracing });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
  await new Promise((resolve) => receiver?.close(resolve));
});

const attr = (s: OtlpSpan, key: string) => {
  const v = s.attributes.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : String(v.intValue));
};

it('exports one trace for an order creation, with its SQL and its calls to the providers', async () => {
  const slot = await buildRitualWithSlot(t.pool, { capacity: 5 });
  // A devotee the api has not seen: the request itself fetches the provider's keys and asks for the profile.
  const userId = `SSO-TRACE-${Date.now()}`;
  const token = await t.tokenFor(userId, `${userId.toLowerCase()}@example.org`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: { authorization: `Bearer ${token}` },
    payload: orderBody(slot),
  });
  expect(res.statusCode, res.body).toBe(200);

  const requestSpan = () => spans.find((s) => s.kind === 2 && attr(s, 'http.route') === '/api/order/create');
  await waitUntil(async () => requestSpan() !== undefined, 15_000);
  const root = requestSpan()!;
  await waitUntil(async () => {
    const inTrace = spans.filter((s) => s.traceId === root.traceId);
    return (
      inTrace.some((s) => attr(s, 'db.system.name') === 'postgresql') && inTrace.some((s) => s.kind === 3)
    );
  }, 15_000);
  const trace = spans.filter((s) => s.traceId === root.traceId);
  expect(contentTypes).toContain('POST /v1/traces application/json');
  expect(root.parentSpanId ?? '').toBe('');

  // Its SQL: the order's reads and the place_order statement, each a child span in this one trace.
  const sql = trace.filter((s) => attr(s, 'db.system.name') === 'postgresql');
  expect(sql.length).toBeGreaterThanOrEqual(2);
  expect(sql.map((s) => attr(s, 'db.query.text') ?? '').join('\n')).toMatch(/place_order/);
  // Its HTTP calls out, to the sandbox providers (fetch: undici).
  const calls = trace.filter((s) => s.kind === 3 && attr(s, 'db.system.name') === undefined);
  const urls = calls.map((s) => attr(s, 'url.full') ?? '');
  expect(urls.some((u) => u.includes('/sso/'))).toBe(true);
  // The request and its handler, without a span per lifecycle hook (the cost of tracing in a rush).
  const hookSpans = trace.map((s) => attr(s, 'hook.name')).filter((h): h is string => h !== undefined);
  expect(hookSpans.filter((h) => h.endsWith('route-handler'))).toHaveLength(1);
  expect(hookSpans.filter((h) => !h.endsWith('route-handler'))).toEqual([]);
  // Every span of the trace hangs off the request: none is a root of its own.
  const ids = new Set(trace.map((s) => s.spanId));
  for (const s of trace) if (s !== root) expect(ids.has(s.parentSpanId ?? '')).toBe(true);
});
