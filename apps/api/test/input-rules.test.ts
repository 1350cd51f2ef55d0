// The one input rule (packages/domain/src/input-rules.ts) at the api's door: hostile text and shapes answer 400
// { message } naming where, before any route runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
beforeAll(async () => {
  t = await createTestApp();
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${devotee}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });

describe('the input rule', () => {
  it('answers a broken address, a NUL and a broken character with 400 { message } naming where', async () => {
    expect((await send('GET', '/api/products/%')).json()).toEqual({ message: 'The address is not valid' });
    const nulQuery = await send('GET', '/api/products/list?centerId=in%00coimbatore');
    expect(nulQuery.statusCode).toBe(400);
    expect(nulQuery.json()).toEqual({ message: 'query.centerId: must not contain a NUL character' });
    const nulPath = await send('GET', '/api/products/in-coimbatore%00x');
    expect(nulPath.json()).toEqual({ message: 'path.id: must not contain a NUL character' });
    const surrogate = await send(
      'POST',
      '/api/analytics/events',
      '{"name":"checkout","properties":{"x":"\\ud800"}}',
    );
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual({
      message: 'body.properties.x: is not valid text (a broken character)',
    });
  });

  it('bounds free-form JSON: analytics properties and order meta', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 6; i++) deep = { d: deep };
    const tooDeep = await send(
      'POST',
      '/api/analytics/events',
      JSON.stringify({ name: 'checkout', properties: deep }),
    );
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toBe('properties: is nested too deeply (at most 4 levels)');
    const tooBig = await send(
      'POST',
      '/api/analytics/events',
      JSON.stringify({ name: 'checkout', properties: { note: 'x'.repeat(9_000) } }),
    );
    expect(tooBig.json().message).toBe('properties: is too large (at most 8192 bytes)');
    const huge = await send(
      'POST',
      '/api/analytics/events',
      JSON.stringify({ name: 'checkout', properties: { a: 'x'.repeat(20_000) } }),
    );
    expect(huge.json().message).toBe('body.properties.a: is too long (at most 10000 characters)');
    const wide = await send(
      'POST',
      '/api/order/create',
      JSON.stringify({
        idempotencyKey: 'wide-array-1',
        centerId: 'in-coimbatore',
        items: Array.from({ length: 5000 }, () => ({})),
      }),
    );
    expect(wide.json().message).toBe('body.items: has too many items (at most 1000)');
    const rows = await t.pool.query(
      "SELECT count(*)::int AS n FROM analytics_events WHERE name = 'checkout'",
    );
    expect(rows.rows[0].n).toBe(0);
  });
});
