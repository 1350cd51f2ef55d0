// The language stored on the user (issue 28): a signed-in person reads and sets their own, one of the seven codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildUser, type BuiltUser } from './factories/users';

let t: TestApp;
let meera: BuiltUser;
let ravi: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  meera = await buildUser(t, { firstName: 'Meera' });
  ravi = await buildUser(t, { firstName: 'Ravi' });
});
afterAll(() => t.close());

const get = (token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/language',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const put = (payload: object, token: string | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const stored = async (id: string) =>
  (await t.pool.query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [id])).rows[0]!
    .language;

describe('the language stored on the user', () => {
  it('is null until the person chooses one', async () => {
    const res = await get(meera.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: { language: null } });
  });

  it('stores the chosen language on their own account and answers it', async () => {
    const res = await put({ language: 'ta' }, meera.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: { language: 'ta' } });
    expect(await stored(meera.id)).toBe('ta');
    expect((await get(meera.token)).json()).toEqual({ payload: { language: 'ta' } });
    await put({ language: 'kn' }, meera.token);
    expect(await stored(meera.id)).toBe('kn');
  });

  it('refuses a code Sannidhi does not speak, and keeps the stored one', async () => {
    for (const language of ['fr', 'TA', 'pseudo', '', 7]) {
      const res = await put({ language }, meera.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect((await put({}, meera.token)).statusCode).toBe(400);
    expect(await stored(meera.id)).toBe('kn');
  });

  it("never changes another person's language: a body naming them is refused, each reads their own", async () => {
    const res = await put({ language: 'hi', ssoId: ravi.id }, meera.token);
    expect(res.statusCode).toBe(400);
    expect(await stored(ravi.id)).toBeNull();
    expect(await stored(meera.id)).toBe('kn');
    await put({ language: 'ne' }, ravi.token);
    expect(await stored(ravi.id)).toBe('ne');
    expect(await stored(meera.id)).toBe('kn');
    expect((await get(ravi.token)).json()).toEqual({ payload: { language: 'ne' } });
    expect((await get(meera.token)).json()).toEqual({ payload: { language: 'kn' } });
  });

  it('needs a signed-in person', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put({ language: 'ta' }, null)).statusCode).toBe(401);
  });
});
