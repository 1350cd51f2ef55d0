// Fault test: a real api process under a bounded order load while its database goes away and comes back.
// First one idle backend of the api is killed in PostgreSQL (pg_terminate_backend, what `kill` of a backend or a
// fast shutdown does to a connection); then PostgreSQL becomes unreachable for a few seconds and returns. The test
// cluster is shared by the other test files running in parallel, so the outage is made on the api's own route to it:
// the api reaches PostgreSQL through a TCP relay that this test cuts (every open connection dropped, new ones
// refused, as during a restart) and restores. Every acknowledged order must be in the database with its places,
// every other answer must be 503 { message }, and the api must serve again by itself. (The answers to single faults,
// in process and without load, are postgres-faults.test.ts.)
import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/db/client';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { createTestApp, createTestDatabase, DEMO, type TestApp } from './helpers/test-app';

const WORKERS = 6;
const OUTAGE_MS = 3000;

class Relay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(
    private targetHost: string,
    private targetPort: number,
  ) {}
  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

interface Outcome {
  status: number;
  body: { message?: string; payload?: { orders: { bookingId: string }[] } };
  text: string;
  at: number;
  ms: number;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

async function order(api: ApiProcess, slot: BuiltSlot): Promise<Outcome> {
  const started = Date.now();
  try {
    const res = await fetch(`${api.url}/api/order/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(orderBody(slot)),
    });
    const text = await res.text();
    let body: Outcome['body'] = {};
    try {
      body = JSON.parse(text) as Outcome['body'];
    } catch {
      /* kept as text */
    }
    return { status: res.status, body, text, at: Date.now(), ms: Date.now() - started };
  } catch (err) {
    // The api process itself is unreachable: that is the failure this test exists to catch.
    return { status: 0, body: {}, text: String(err), at: Date.now(), ms: Date.now() - started };
  }
}

describe('PostgreSQL restart under order load', () => {
  it('loses no acknowledged order, answers 503 { message } meanwhile and recovers by itself', async () => {
    const databaseUrl = await createTestDatabase();
    const target = new URL(databaseUrl);
    const relay = new Relay(target.hostname, Number(target.port));
    await relay.up();
    const viaRelay = new URL(databaseUrl);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const direct = createPool(databaseUrl, 2);
    const appName = `fault-${crypto.randomBytes(4).toString('hex')}`;
    viaRelay.searchParams.set('application_name', appName);
    let api: ApiProcess | null = null;
    try {
      const slot = await buildRitualWithSlot(direct, { capacity: 100_000 });
      api = await startApiProcess(viaRelay.toString());
      const running = api;

      // A killed idle backend: the api logs it and carries on.
      const killed = await direct.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle'",
        [appName],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      expect((await fetch(`${running.url}/api/health`)).status).toBe(200);

      const outcomes: Outcome[] = [];
      let stop = false;
      const workers = Array.from({ length: WORKERS }, async () => {
        while (!stop) outcomes.push(await order(running, slot));
      });
      await new Promise((r) => setTimeout(r, 1000));
      const downAt = Date.now();
      await relay.down();
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      const healthDuringOutage = await fetch(`${running.url}/api/health`);
      await relay.up();
      const upAt = Date.now();
      // Load continues until the api has served orders again for a second (or 30 s pass).
      const deadline = upAt + 30_000;
      while (Date.now() < deadline) {
        const firstOk = outcomes.find((o) => o.status === 200 && o.at > upAt);
        if (firstOk && Date.now() - firstOk.at > 1000) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      stop = true;
      await Promise.all(workers);

      const firstOkAfter = outcomes.find((o) => o.status === 200 && o.at > upAt);
      const during = outcomes.filter((o) => o.at > downAt && o.at < upAt);
      const unavailable = outcomes.filter((o) => o.status === 503);
      console.log(
        `fault test: ${outcomes.length} order requests, ${outcomes.filter((o) => o.status === 200).length} acknowledged, ` +
          `${unavailable.length} answered 503 (slowest ${Math.max(0, ...unavailable.map((o) => o.ms))} ms); ` +
          `recovery ${firstOkAfter ? `${firstOkAfter.at - upAt} ms` : 'none'} after PostgreSQL returned`,
      );

      expect(healthDuringOutage.status).toBe(503);
      expect(during.length).toBeGreaterThan(0);
      expect(unavailable.length).toBeGreaterThan(0);
      expect(firstOkAfter).toBeDefined();
      expect([...new Set(outcomes.map((o) => o.status))].sort()).toEqual([200, 503]);
      for (const o of unavailable) {
        expect(o.body.message).toMatch(/try again/);
        expect(o.text).not.toMatch(/\bat .*\.(ts|js):\d+|SELECT|INSERT|UPDATE|stack/i);
      }

      const acknowledged = outcomes.flatMap((o) => (o.status === 200 ? o.body.payload!.orders : []));
      const { rows } = await direct.query<{ booking_id: string; places: number }>(
        `SELECT booking_id, (SELECT sum((v->>'quantity')::int) FROM jsonb_array_elements(variants) v)::int AS places
         FROM orders WHERE slot_id = $1`,
        [slot.slotId],
      );
      const stored = new Map(rows.map((r) => [r.booking_id, r.places]));
      for (const o of acknowledged) expect(stored.get(o.bookingId)).toBe(1);
      const { rows: slotRows } = await direct.query<{ booked: number }>(
        'SELECT booked FROM slots WHERE id = $1',
        [slot.slotId],
      );
      // Places held equal the places of the orders stored: nothing reserved without its order, or the reverse.
      expect(slotRows[0]!.booked).toBe([...stored.values()].reduce((a, b) => a + b, 0));
    } finally {
      await api?.stop();
      await relay.down();
      await direct.end();
    }
  }, 300_000);
});
