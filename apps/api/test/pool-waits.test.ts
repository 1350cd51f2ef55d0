// The pool's two limits (issue 31, zero 5xx in a rush): a request queued behind busy connections waits its turn up to
// PG_POOL_WAIT_MS, while a connect that PostgreSQL does not answer gives up after PG_CONNECT_TIMEOUT_MS, so a rush
// is served late and an outage is answered fast. Real PostgreSQL; a listener that accepts and never answers stands
// in for an unreachable server.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/lib/pg-errors';
import { createTestDatabase } from './helpers/test-app';

let databaseUrl: string;
let silent: net.Server;
let silentPort: number;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  silent = net.createServer(() => {
    /* accepts the connection and never says a word */
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as AddressInfo).port;
});
afterAll(() => {
  silent.close();
});

/** Holds the pool's only connection for `ms`, then asks for a second one and says how that went. */
async function queuedBehindBusy(pool: ReturnType<typeof createPool>, ms: number) {
  const busy = pool.query('SELECT pg_sleep($1)', [ms / 1000]);
  await new Promise((r) => setTimeout(r, 50));
  const queued = await pool.query<{ ok: number }>('SELECT 1 AS ok').then(
    (r) => r.rows[0]!.ok,
    (e: Error) => e,
  );
  await busy;
  return queued;
}

describe('waiting for a connection and connecting are limited apart', () => {
  it('serves a request queued behind a busy connection for longer than a connect may take', async () => {
    const pool = createPool(databaseUrl, 1, () => {}, 5000, 200);
    try {
      expect(await queuedBehindBusy(pool, 600)).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('negative control: with the wait as short as the connect, the same queued request is refused', async () => {
    const pool = createPool(databaseUrl, 1, () => {}, 200, 200);
    try {
      const queued = await queuedBehindBusy(pool, 600);
      expect(queued).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(queued)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('gives up a connect that gets no answer after the connect timeout, not the queue wait, as unavailable', async () => {
    const pool = createPool(`postgres://u:p@127.0.0.1:${silentPort}/db`, 2, () => {}, 60_000, 200);
    try {
      const err = await pool.query('SELECT 1').then(
        () => null,
        (e: unknown) => e,
      );
      // The client's own timer ended it ("timeout expired"), not the pool's 60 s wait.
      expect(err).toMatchObject({ message: expect.stringMatching(/timeout expired|Connection terminated/) });
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
