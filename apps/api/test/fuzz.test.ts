// Fuzzing every operation of the api (issue "Production readiness", input): FUZZ_RUNS generated requests per
// operation (1,000 in npm test; `npm run fuzz` soaks with 10,000 each), signed in as a devotee, an office volunteer, a centre
// admin and no one. None may answer 5xx (503 only when the database is down, which it is not here), every refusal
// is `{ message }`, and no answer shows a stack, SQL or a driver's message.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type Doc, leaks, requestsFor } from './helpers/fuzz-requests';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

let t: TestApp;
let doc: Doc;
let callers: Caller[];

beforeAll(async () => {
  // The rate limits would answer 429 after the first few requests and hide what lies behind them.
  t = await createTestApp({ env: { RATE_LIMIT_WINDOW_MS: '0' } });
  doc = t.app.swagger() as unknown as Doc;
  const bearer = async (id: string, email: string) => ({
    authorization: `Bearer ${await t.tokenFor(id, email)}`,
  });
  callers = [
    { name: 'anonymous', headers: {} },
    { name: 'devotee', headers: await bearer(DEMO.devotee.id, DEMO.devotee.email) },
    { name: 'volunteer', headers: await bearer(DEMO.volunteer.id, DEMO.volunteer.email) },
    { name: 'admin', headers: await bearer(DEMO.admin.id, DEMO.admin.email) },
  ];
}, 120_000);
afterAll(() => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

describe('fuzz: every operation', () => {
  it(`answers ${RUNS} generated requests per operation without a 5xx or a leak`, async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    const started = Date.now();
    let total = 0;
    for (const { method, path, op } of ops) {
      await fc.assert(
        fc.asyncProperty(requestsFor(doc, method, path, op, callers), async (request) => {
          total += 1;
          const res = await t.app.inject(request);
          const where = `${request.method} ${String(request.url).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
          const sent = `${String(request.url)} ${safeDecode(String(request.url))} ${JSON.stringify(request.payload ?? '')}`;
          if (leaks(res.body, sent)) throw new Error(`leak: ${where}`);
          if (res.statusCode >= 400) {
            const body = res.json() as { message?: unknown };
            if (typeof body.message !== 'string' || Object.keys(body).length !== 1) {
              throw new Error(`not { message }: ${where}`);
            }
          }
        }),
        { numRuns: RUNS },
      );
    }
    expect(total).toBe(ops.length * RUNS);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.info(`fuzz: ${ops.length} operations × ${RUNS} = ${total} generated requests in ${seconds} s`);
  }, 1_800_000);

  // The soak once stopped on a refreshed session's token whose random signature held "pg_" (a 200, not a leak).
  it('a signed token in an answer is not taken for a leak; a stack frame or SQL beside it still is', () => {
    const token = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJTU08tMTAwMSJ9.HMr5wseYl8-pg_7Y2A';
    expect(leaks(JSON.stringify({ payload: { authToken: token } }))).toBe(false);
    expect(leaks(JSON.stringify({ authToken: token, message: 'at run (/srv/api/app.js:12:5)' }))).toBe(true);
    expect(leaks(JSON.stringify({ message: 'pg_catalog' }))).toBe(true);
  });
  it('a query key the caller sent, echoed in a message, is not taken for a leak; SQL the caller did not send is', () => {
    const sent = '/api/staff/dispatch/labels?pg_=a\u0000b';
    expect(leaks(JSON.stringify({ message: 'query.pg_: must not contain a NUL character' }), sent)).toBe(
      false,
    );
    expect(leaks(JSON.stringify({ message: 'query.pg_: must not contain a NUL character' }))).toBe(true);
    expect(leaks(JSON.stringify({ message: 'relation pg_catalog.pg_class' }), sent)).toBe(true);
  });
});

/** The address as the server reads it; a malformed escape (the fuzzer makes them) stays as it was. */
function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
