// Answers given before a route runs keep the app's `{ message }` shape (issue 25, symptom 8): headers too large for
// the HTTP parser (431) on both origins' listeners, and a request that arrives while the app drains on shutdown (503).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDb, createPool } from '../src/db/client';
import { createProviders } from '../src/providers';
import { startServer } from '../src/server';
import { createTestDatabase, testConfig } from './helpers/test-app';

let app: FastifyInstance;
let pool: ReturnType<typeof createPool>;
let port: number;
let releaseSlow: () => void = () => {};

beforeAll(async () => {
  const config = testConfig({ DATABASE_URL: await createTestDatabase() });
  pool = createPool(config.DATABASE_URL!, 2);
  app = await buildApp({
    config,
    pool,
    db: createDb(pool),
    providers: createProviders(config, pool),
    logger: false,
  });
  // A request still being answered when the app starts to close (the drain waits for it).
  app.get('/api/test-slow', () => new Promise((resolve) => (releaseSlow = () => resolve({ ok: true }))));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  releaseSlow();
  await app.close();
  await pool.end();
});

/** Writes raw bytes on one connection and reads everything until the server closes it. */
function raw(to: number, text: string, afterWrite?: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1', () => {
      socket.write(text);
      afterWrite?.(socket);
    });
    let got = '';
    socket.on('data', (d) => (got += d.toString()));
    socket.on('close', () => resolve(got));
    socket.on('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

describe('answers before a route runs', () => {
  it('headers too large: 431 with { message } on the devotee listener', async () => {
    const answer = await raw(
      port,
      `GET /api/centers HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(bodyOf(answer))).toEqual({ message: expect.stringMatching(/headers are too large/) });
  });

  it('a malformed request line: 400 with { message }', async () => {
    const answer = await raw(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(bodyOf(answer))).toEqual({ message: 'The request is not valid HTTP' });
  });

  it("the running server's back-office listener answers its parser errors the same way", async () => {
    const [devoteePort, backOfficePort] = [await freePort(), await freePort()];
    const server = await startServer(
      testConfig({
        DATABASE_URL: await createTestDatabase(),
        PORT: String(devoteePort),
        BACK_OFFICE_PORT: String(backOfficePort),
      }),
    );
    try {
      const answer = await raw(
        backOfficePort,
        `GET /api/centers HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(bodyOf(answer)).message).toMatch(/headers are too large/);
    } finally {
      await server.close();
    }
  });

  it('a request arriving while the app drains: 503 { message } with retry-after, not Fastify’s own shape', async () => {
    // The connection is busy with a slow request when the app starts to close, so the drain keeps it open; the next
    // request on it arrives while closing.
    const answers = raw(port, 'GET /api/test-slow HTTP/1.1\r\nHost: x\r\n\r\n', (socket) => {
      setTimeout(() => {
        void app.close();
        setTimeout(() => {
          socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n');
          setTimeout(() => releaseSlow(), 100);
        }, 100);
      }, 100);
    });
    const text = await answers;
    const second = text.slice(text.indexOf('HTTP/1.1', 10));
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/retry-after: 2/i);
    expect(JSON.parse(bodyOf(second))).toEqual({
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    });
  });
});
