// Catalogue answers kept at the door (lib/shared-answers.ts): over real HTTP, a read the route has answered is sent
// again byte for byte without the route, to anonymous callers only, and only while its cache holds it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { waitUntil } from './helpers/runner-process';
import { buildApp } from '../src/app';
import { logLines } from './helpers/log-lines';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let base: string;
let slot: BuiltSlot;
let backOfficeOnly: BuiltSlot;

beforeAll(async () => {
  t = await createTestApp({
    env: { CATALOGUE_CACHE_MS: '60000', SLOT_CACHE_MS: '10000', USER_CHECK_TTL_MS: '300' },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  slot = await buildRitualWithSlot(t.pool, { capacity: 5 });
  backOfficeOnly = await buildRitualWithSlot(t.pool, { isAvailable: false, isAvailableForBackOffice: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET over HTTP, the body as sent (not decompressed). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const served = () => t.app.sharedAnswers.served;
const ids = (raw: Raw) =>
  (JSON.parse(raw.body.toString()) as { payload: { id: string }[] }).payload.map((p) => p.id);
/** Headers that differ between any two answers. */
const comparable = ({ date: _d, 'x-request-id': _r, ...rest }: http.IncomingHttpHeaders) => rest;
const monthOf = (s: BuiltSlot) => {
  const d = new Date(s.startTime);
  return `month=${d.getUTCMonth() + 1}&year=${d.getUTCFullYear()}`;
};
const slotsPath = (s: BuiltSlot) => `/api/slots/list?productId=${s.productId}&${monthOf(s)}`;
const remaining = (raw: Raw) =>
  (JSON.parse(raw.body.toString()) as { payload: { id: string; remaining: number }[] }).payload.find(
    (s) => s.id === slot.slotId,
  )?.remaining;

/** The route's answer (nothing kept for the path yet), then the door's; checks which answered each. */
async function routeThenDoor(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 1; ; attempt += 1) {
    t.app.sharedAnswers.clear();
    const before = served();
    const routed = await get(path, headers);
    expect(served()).toBe(before);
    const door = await get(path, headers);
    // A catalogue change a test just made (a ritual it built) is heard from PostgreSQL a moment later and may
    // retire the answer between the two reads; then the pair is read again.
    if (served() === before + 1 || attempt === 5) {
      expect(served()).toBe(before + 1);
      return { routed, door };
    }
  }
}

describe('answers kept at the door', () => {
  const reads = () => [
    '/api/centers/list',
    '/api/products/list?centerId=in-coimbatore',
    slotsPath(slot),
    `/api/slots/sparseList?productId=${slot.productId}&slotId=${slot.slotId}`,
  ];

  it('sends the same status, headers and bytes as the route, in each encoding', async () => {
    for (const path of reads()) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const { routed, door } = await routeThenDoor(path, { 'accept-encoding': encoding });
        expect(routed.status, path).toBe(200);
        expect(comparable(door.headers), `${path} ${encoding}`).toEqual(comparable(routed.headers));
        expect(door.body.equals(routed.body), `${path} ${encoding}`).toBe(true);
        expect(door.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      }
    }
  });

  it('answers 304 to a caller that holds the version, as the route does', async () => {
    const { etag } = (await get('/api/centers/list', { 'accept-encoding': 'gzip' })).headers;
    const { routed, door } = await routeThenDoor('/api/centers/list', {
      'accept-encoding': 'gzip',
      'if-none-match': String(etag),
    });
    expect(routed.status).toBe(304);
    expect(door.status).toBe(304);
    expect(comparable(door.headers)).toEqual(comparable(routed.headers));
    expect(door.body.length).toBe(0);
  });

  it('gives each answer its request id: the caller’s own, or a new one', async () => {
    await routeThenDoor('/api/centers/list');
    const a = await get('/api/centers/list');
    const b = await get('/api/centers/list');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect((await get('/api/centers/list', { 'x-request-id': 'trace-42' })).headers['x-request-id']).toBe(
      'trace-42',
    );
  });

  it('leaves back-office callers to the route, which shows a volunteer the back-office rituals', async () => {
    const path = '/api/products/list?centerId=in-coimbatore';
    const { door } = await routeThenDoor(path);
    expect(ids(door)).not.toContain(backOfficeOnly.productId);
    const token = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
    const asVolunteer = { authorization: `Bearer ${token}`, 'x-back-office': 'true' };
    const before = served();
    expect(ids(await get(path, asVolunteer))).toContain(backOfficeOnly.productId);
    expect(ids(await get(path, asVolunteer))).toContain(backOfficeOnly.productId);
    // The back-office flag in the query: the devotee view for anyone else, the volunteer's own view for them.
    const flagged = `${path}&backOffice=true`;
    expect(ids(await get(flagged))).not.toContain(backOfficeOnly.productId);
    expect(ids(await get(flagged, { authorization: `Bearer ${token}` }))).toContain(backOfficeOnly.productId);
    expect(ids(await get(flagged, { authorization: `Bearer ${token}` }))).toContain(backOfficeOnly.productId);
    expect(served()).toBe(before + 0);
    expect(ids(await get(flagged))).not.toContain(backOfficeOnly.productId);
    expect(served()).toBe(before + 1);
  });

  it('sends a signed-in caller the shared answer once the route has accepted their token', async () => {
    const path = slotsPath(slot);
    const { door } = await routeThenDoor(path);
    const token = await t.tokenFor(DEMO.anita.id, DEMO.anita.email);
    const before = served();
    const first = await get(path, { authorization: `Bearer ${token}` });
    expect(served()).toBe(before);
    const again = await get(path, { authorization: `Bearer ${token}` });
    expect(served()).toBe(before + 1);
    expect(first.body.equals(door.body)).toBe(true);
    expect(again.body.equals(door.body)).toBe(true);
    expect((await get(path, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect(served()).toBe(before + 1);
  });

  it('leaves an ended token and a disabled user to the route, which refuses them', async () => {
    const path = slotsPath(slot);
    await routeThenDoor(path);
    const ending = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email, { expiresIn: '2s' });
    expect((await get(path, { authorization: `Bearer ${ending}` })).status).toBe(200);
    expect((await get(path, { authorization: `Bearer ${ending}` })).status).toBe(200);
    const before = served();
    await new Promise((r) => setTimeout(r, 2100));
    const ended = await get(path, { authorization: `Bearer ${ending}` });
    expect(ended.status).toBe(401);
    expect(JSON.parse(ended.body.toString())).toEqual({
      message: 'Your session has expired, please sign in again',
    });

    const token = await t.tokenFor(DEMO.pendingTnc.id, DEMO.pendingTnc.email);
    expect((await get(path, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await get(path, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect(served()).toBe(before + 1);
    await t.pool.query('UPDATE users SET disabled_at = now() WHERE id = $1', [DEMO.pendingTnc.id]);
    try {
      // The user's standing is known for USER_CHECK_TTL_MS, at the door as on the route.
      await new Promise((r) => setTimeout(r, Number(t.config.USER_CHECK_TTL_MS) + 50));
      expect((await get(path, { authorization: `Bearer ${token}` })).status).toBe(401);
      expect(served()).toBe(before + 1);
    } finally {
      await t.pool.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [DEMO.pendingTnc.id]);
    }
  });

  it('sends a month of slots again only until places change: a booking is seen by the next caller', async () => {
    const { door } = await routeThenDoor(slotsPath(slot));
    expect(remaining(door)).toBe(5);
    const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: `Bearer ${token}` },
      payload: orderBody(slot),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const before = served();
    expect(remaining(await get(slotsPath(slot)))).toBe(4);
    expect(served()).toBe(before);
    // Kept again and sent from the door; the booking's own change notification, heard a moment later from
    // PostgreSQL, may retire it once more first (the next read then goes to the route): never a stale count.
    await waitUntil(async () => {
      const was = served();
      expect(remaining(await get(slotsPath(slot)))).toBe(4);
      return served() === was + 1;
    }, 5000);
  });

  it('stops sending a ritual’s slots once the ritual is hidden', async () => {
    const hidden = await buildRitualWithSlot(t.pool);
    const { door } = await routeThenDoor(slotsPath(hidden));
    expect(door.status).toBe(200);
    await t.pool.query('UPDATE products SET is_available = false WHERE id = $1', [hidden.productId]);
    // The catalogue's change notification reaches the api a moment later.
    await waitUntil(async () => (await get(slotsPath(hidden))).status === 404, 5000);
  });

  it('keeps nothing past its cache’s time to live', async () => {
    const short = await createTestApp({ env: { CATALOGUE_CACHE_MS: '300' } });
    try {
      await short.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(short.app.server.address() as AddressInfo).port}/api/centers/list`;
      expect((await fetch(url)).status).toBe(200);
      expect((await fetch(url)).status).toBe(200);
      expect(short.app.sharedAnswers.served).toBe(1);
      await new Promise((r) => setTimeout(r, 350));
      expect((await fetch(url)).status).toBe(200);
      expect(short.app.sharedAnswers.served).toBe(1);
    } finally {
      await short.close();
    }
  });

  it('writes the request log line the route writes, with the client’s own headers', async () => {
    const { stream, lines } = logLines();
    const logged = await buildApp({ ...t.app.deps, logger: { level: 'info', stream } });
    try {
      await logged.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(logged.server.address() as AddressInfo).port}/api/centers/list`;
      const answers = [await fetch(url), await fetch(url, { headers: { 'x-center-id': 'in-coimbatore' } })];
      expect(logged.sharedAnswers.served).toBe(1);
      const requestLines = lines.filter((l) => l.msg === 'request');
      expect(requestLines).toEqual(
        answers.map((answer) =>
          expect.objectContaining({
            level: 30,
            method: 'GET',
            route: '/api/centers/list',
            status: 200,
            durationMs: expect.any(Number),
            reqId: answer.headers.get('x-request-id'),
          }),
        ),
      );
      expect(requestLines[1]?.client).toEqual({ 'x-center-id': 'in-coimbatore' });
    } finally {
      await logged.close();
    }
  });
});
