// Small helpers the api tests share: an authorised inject, and waiting for what a job or a notification settles.
import type { FastifyInstance } from 'fastify';

/** `call(token, method, url, payload)`: an inject on `/api{url}` with the bearer token when there is one. */
export function apiCaller(app: () => FastifyInstance) {
  return (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({
      method,
      url: `/api${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** Reads until `ok` holds, for at most 10 seconds; the error names `what` and the last value read. */
export async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
