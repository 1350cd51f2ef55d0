// A session ends when the account does: a token is accepted only for a subject the sign-on provider knows (asked when
// first seen, then every SSO_PROFILE_CHECK_MS); a user disabled or deleted here is refused at once (the users_changed
// notification, not the USER_CHECK_TTL_MS bound, here 60 s); a profile deleted at the provider is refused once the
// provider's answer is SSO_PROFILE_CHECK_MS old. The door's shared answers (lib/shared-answers.ts) end with it.
// Two processes: multi-process.test.ts.
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const ENDED = { message: 'This account no longer exists. Please sign in again.' };
const DISABLED = { message: 'This account is disabled. Please contact the temple office.' };
/** The provider's answer is trusted for 400 ms here; the user's standing here for 60 s (only notifications end it). */
const PROFILE_CHECK_MS = 400;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { USER_CHECK_TTL_MS: '60000', SSO_PROFILE_CHECK_MS: String(PROFILE_CHECK_MS) },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const newSubject = () => `SSO-END-${crypto.randomBytes(4).toString('hex')}`;
/** A protected read of the caller's own data, over HTTP. */
const own = (token: string, id: string) =>
  fetch(`${base}/api/family/list?ssoId=${id}`, { headers: { authorization: `Bearer ${token}` } });
/** A public read the door shares with callers whose standing is known (lib/shared-answers.ts). */
const shared = (token: string) =>
  fetch(`${base}/api/centers/list`, { headers: { authorization: `Bearer ${token}` } });
const userRows = async (id: string) =>
  (await t.pool.query('SELECT id FROM users WHERE id = $1', [id])).rowCount;

async function deleteAtProvider(id: string) {
  const res = await fetch(`${t.config.SSO_BASE}/api/profiles/${id}`, {
    method: 'DELETE',
    headers: { 'x-api-key': t.config.SSO_API_KEY, 'x-api-secret': t.config.SSO_SECRET },
  });
  expect(res.status).toBe(204);
}

/** The answers to `read` until they stop being 200 (at most 5 s: far less than the 60 s standing TTL). */
async function refusedSoon(read: () => Promise<Response>) {
  const until = Date.now() + 5000;
  for (;;) {
    const res = await read();
    if (res.status !== 200 || Date.now() > until) return { status: res.status, body: await res.json() };
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a token is accepted only for a subject the provider knows', () => {
  it('refuses a validly signed token of an unknown subject and creates no user for it', async () => {
    const id = newSubject();
    const token = await t.signToken(id);
    const res = await own(token, id);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(ENDED);
    expect((await shared(token)).status).toBe(401);
    expect(await userRows(id)).toBe(0);
  });

  it('refuses a profile deleted at the provider once its answer is SSO_PROFILE_CHECK_MS old, at the door too', async () => {
    const id = newSubject();
    const token = await t.tokenFor(id);
    expect((await own(token, id)).status).toBe(200);
    expect((await shared(token)).status).toBe(200);
    expect((await shared(token)).status).toBe(200);
    await deleteAtProvider(id);
    expect(await refusedSoon(() => shared(token))).toEqual({ status: 401, body: ENDED });
    expect(await refusedSoon(() => own(token, id))).toEqual({ status: 401, body: ENDED });
  });
});

describe('a user disabled or deleted here', () => {
  it('is refused at once when disabled (the notification, not the 60 s TTL), and let in again when enabled', async () => {
    const id = newSubject();
    const token = await t.tokenFor(id);
    expect((await own(token, id)).status).toBe(200);
    expect((await shared(token)).status).toBe(200);
    await t.pool.query('UPDATE users SET disabled_at = now() WHERE id = $1', [id]);
    expect(await refusedSoon(() => own(token, id))).toEqual({ status: 401, body: DISABLED });
    expect((await shared(token)).status).toBe(401);
    await t.pool.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [id]);
    const until = Date.now() + 5000;
    while ((await own(token, id)).status !== 200 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 25));
    expect((await own(token, id)).status).toBe(200);
  });

  it('is refused at once when their row is deleted; a sign-in after the deletion starts a new account', async () => {
    const id = newSubject();
    const token = await t.tokenFor(id);
    expect((await own(token, id)).status).toBe(200);
    expect((await shared(token)).status).toBe(200);
    await t.pool.query('DELETE FROM users WHERE id = $1', [id]);
    expect(await refusedSoon(() => own(token, id))).toEqual({ status: 401, body: ENDED });
    expect((await shared(token)).status).toBe(401);
    expect(await userRows(id)).toBe(0); // the old token does not bring the account back
    // A token issued after the deletion (tokens carry whole seconds) is a new sign-in: a new account.
    await new Promise((r) => setTimeout(r, 1100));
    const fresh = await t.tokenFor(id);
    expect((await own(fresh, id)).status).toBe(200);
    expect(await userRows(id)).toBe(1);
    expect((await own(token, id)).status).toBe(401);
  });
});

describe('the cost on the hot path', () => {
  it('asks the provider once per subject per SSO_PROFILE_CHECK_MS, not per request', async () => {
    const id = newSubject();
    // Deleted at the provider, yet trusted within its answer's lifetime (60 s): no request asked it again.
    const fresh = await createTestApp({ env: { SSO_PROFILE_CHECK_MS: '60000' } });
    try {
      const tok = await fresh.tokenFor(id);
      const call = () =>
        fresh.app.inject({
          method: 'GET',
          url: `/api/family/list?ssoId=${id}`,
          headers: { authorization: `Bearer ${tok}` },
        });
      expect((await call()).statusCode).toBe(200);
      await deleteAtProvider(id);
      for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
