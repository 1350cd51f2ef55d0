// An onRequest hook of the app that the door of kept answers (lib/shared-answers.ts) does not do itself — a CORS,
// maintenance or IP-block hook added later — is never skipped: the answers of the routes it guards are not kept, so
// every request goes through it. The hook here is the test's own, added to the api's routes as a plugin of the app
// would add it: it marks each answer, and in maintenance answers 503 itself.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const hook = vi.hoisted(() => ({ calls: 0, maintenance: false, installed: false }));

vi.mock('../src/routes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/routes')>();
  return {
    ...real,
    apiRoutes: async (app: FastifyInstance) => {
      if (hook.installed) {
        app.addHook('onRequest', (_request, reply, done) => {
          hook.calls += 1;
          if (hook.maintenance) {
            void reply.code(503).send({ message: 'Down for maintenance' });
            return;
          }
          void reply.header('x-test-hook', 'ran');
          done();
        });
      }
      await real.apiRoutes(app);
    },
  };
});

async function appOnPort(installed: boolean) {
  hook.installed = installed;
  const t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/centers/list`;
  return { t, url };
}

describe('onRequest hooks of the app and kept answers', () => {
  let withHook: { t: TestApp; url: string };
  let without: { t: TestApp; url: string };
  beforeAll(async () => {
    without = await appOnPort(false);
    withHook = await appOnPort(true);
  }, 90_000);
  afterAll(async () => {
    await withHook?.t.close();
    await without?.t.close();
  });

  it('keeps the answer where the app has only the hooks the door does itself (the control)', async () => {
    const { t, url } = without;
    expect((await fetch(url)).status).toBe(200);
    const before = t.app.sharedAnswers.served;
    expect((await fetch(url)).status).toBe(200);
    expect(t.app.sharedAnswers.served).toBe(before + 1);
  });

  it('runs a hook the door does not do for every read: nothing is sent from the door', async () => {
    const { t, url } = withHook;
    const calls = hook.calls;
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-test-hook')).toBe('ran');
    }
    expect(hook.calls).toBe(calls + 3);
    expect(t.app.sharedAnswers.served).toBe(0);
  });

  it('lets that hook answer itself, on a read that was answered before', async () => {
    const { url } = withHook;
    expect((await fetch(url)).status).toBe(200);
    hook.maintenance = true;
    try {
      const answer = await fetch(url);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ message: 'Down for maintenance' });
    } finally {
      hook.maintenance = false;
    }
  });
});
