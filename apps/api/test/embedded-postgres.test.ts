// Embedded mode after PostgreSQL was restarted outside the api (issue 25, symptom 8): an api starting while a
// server already runs on its data folder uses that server instead of failing ("could not start: undefined") in a
// restart loop; on another port it says which and what to do; its stop leaves a server it did not start running.
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type Database } from '../src/db/postgres';

const DIR = `.data/test-embedded-${process.pid}-${Date.now()}`;
let outside: Database | undefined;

afterAll(async () => {
  await outside?.stop();
  fs.rmSync(DIR, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return (await client.query('SELECT 1 AS one')).rows[0].one === 1;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('embedded PostgreSQL already running on the data folder', () => {
  it('is used by the api that starts next, and left running when that api stops', async () => {
    const port = await freePort();
    outside = await startEmbeddedPostgres(DIR, port); // stands for the server restarted by hand
    const api = await startEmbeddedPostgres(DIR, port);
    expect(api.url).toBe(outside.url);
    expect(await answers(api.url)).toBe(true);
    await api.stop();
    expect(await answers(outside.url)).toBe(true);
  }, 120_000);

  it('on another port: refused with a message that names the running server and what to do', async () => {
    const other = await freePort();
    const refusal: unknown = await startEmbeddedPostgres(DIR, other).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toMatch(
      /a PostgreSQL server \(pid \d+\) is already running on .* with port \d+, not \d+: set EMBEDDED_PG_PORT=\d+/,
    );
  });
});
