// Packages with URL tags in the staff console (issue 13, Deliver 2): a centre admin creates a package of their
// centre's rituals and the devotee site of another api process lists it at once, and the change is announced on
// catalogue_changed like every catalogue change;
// a package shared with other centres keeps its name and description; another centre's ritual, a bad tag, another
// role or centre are refused; every change is audited. Every role's access is also tried in staff-matrix.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDb, createPool } from '../src/db/client';
import { createProviders } from '../src/providers';
import { DEMO_STAFF, DEMO_STAFF_CENTER } from '../src/seed/data/users';
import { waitUntil } from './helpers/runner-process';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app';

const HOME = DEMO_STAFF_CENTER;
const LONG_CACHE = { CATALOGUE_CACHE_MS: '600000' };
const RITUALS = [`${HOME}-devi-abhishekam`, `${HOME}-navaratri-abhishekam`];

let t: TestApp;
let other: { app: FastifyInstance; close(): Promise<void> };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: LONG_CACHE });
  const config = testConfig({ DATABASE_URL: t.databaseUrl, ...LONG_CACHE });
  const pool = createPool(t.databaseUrl, 3);
  const app = await buildApp({
    config,
    pool,
    db: createDb(pool),
    providers: createProviders(config, pool),
    logger: false,
  });
  await app.ready();
  other = { app, close: async () => (await app.close(), await pool.end()) };
  for (const u of DEMO_STAFF) tokens[u.role] = await t.tokenFor(u.id, u.email);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
const save = (who: string, body: Record<string, unknown>) =>
  call(who, 'POST', '/api/staff/packages', { center: HOME, description: '', ...body });
/** The devotee site's rituals of a package at the centre, as the other api process answers. */
async function devoteeSees(urlTag: string): Promise<string[]> {
  const res = await other.app.inject({
    method: 'GET',
    url: `/api/package/ritualsByUrlTag?urlTag=${urlTag}&centerId=${HOME}`,
  });
  return res.statusCode === 200 ? (res.json().payload as { id: string }[]).map((r) => r.id) : [];
}

describe('packages with URL tags', () => {
  it("creates a package of the centre's rituals, in order; the devotee site lists it at once", async () => {
    expect(await devoteeSees('diwali-2026')).toEqual([]); // cached empty in the other process
    const res = await save('CENTER_ADMIN', {
      urlTag: ' Diwali-2026 ',
      name: 'Diwali 2026',
      rituals: RITUALS,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({
      urlTag: 'diwali-2026',
      name: 'Diwali 2026',
      rituals: RITUALS.map((id) => ({ id })),
      otherCenterRituals: 0,
    });
    await waitUntil(async () => (await devoteeSees('diwali-2026')).length === 2, 5000);
    expect(await devoteeSees('diwali-2026')).toEqual(RITUALS);

    // Set again with one ritual and a new name: the same package.
    const again = await save('CENTER_ADMIN', {
      urlTag: 'diwali-2026',
      name: 'Deepavali 2026',
      rituals: [RITUALS[1]],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payload).toMatchObject({ name: 'Deepavali 2026', rituals: [{ id: RITUALS[1] }] });
    const { rows } = await t.pool.query("SELECT action FROM audit_log WHERE entity = 'package' ORDER BY id");
    expect(rows.map((r) => r.action)).toEqual(['package.create', 'package.update']);
    const list = await call('CENTER_ADMIN', 'GET', `/api/staff/packages?center=${HOME}`);
    expect(list.statusCode).toBe(200);
    const names = (list.json().payload.packages as { name: string }[]).map((p) => p.name);
    expect(names).toContain('Deepavali 2026');
  });

  it('announces a change of a package on catalogue_changed (every api process drops its catalogue caches)', async () => {
    const listener = await t.pool.connect();
    const heard: string[] = [];
    listener.on('notification', (m) => heard.push(String(m.payload)));
    await listener.query('LISTEN catalogue_changed');
    try {
      const res = await save('CENTER_ADMIN', {
        urlTag: 'kartika-2026',
        name: 'Kartika 2026',
        rituals: RITUALS,
      });
      expect(res.statusCode, res.body).toBe(200);
      await waitUntil(async () => heard.includes('packages') && heard.includes('package_products'), 5000);
    } finally {
      await listener.query('UNLISTEN *');
      listener.release();
    }
  });

  it('gives the name in other languages (names only; kept when not sent; cleared to fall back to English)', async () => {
    const tamil = 'தீபாவளி 2026';
    const res = await save('CENTER_ADMIN', {
      urlTag: 'deepam-2026',
      name: 'Deepam 2026',
      rituals: RITUALS,
      texts: { ta: { name: ` ${tamil} `, description: 'not kept' }, hi: { name: '  ' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.texts).toEqual({ ta: { name: tamil } });
    const stored = async () =>
      (await t.pool.query("SELECT texts FROM packages WHERE url_tag = 'deepam-2026'")).rows[0].texts;
    expect(await stored()).toEqual({ ta: { name: tamil } });

    // Saved again without texts (an older form): they stay. With a new Kannada name: it is added.
    expect(
      (await save('CENTER_ADMIN', { urlTag: 'deepam-2026', name: 'Deepam 2026', rituals: RITUALS }))
        .statusCode,
    ).toBe(200);
    expect(await stored()).toEqual({ ta: { name: tamil } });
    const kannada = 'ದೀಪಂ 2026';
    const more = await save('CENTER_ADMIN', {
      urlTag: 'deepam-2026',
      name: 'Deepam 2026',
      rituals: RITUALS,
      texts: { ta: { name: tamil }, kn: { name: kannada } },
    });
    expect(more.json().payload.texts).toEqual({ ta: { name: tamil }, kn: { name: kannada } });
    const listed = await call('CENTER_ADMIN', 'GET', `/api/staff/packages?center=${HOME}`);
    expect(
      (listed.json().payload.packages as { urlTag: string; texts: object }[]).find(
        (p) => p.urlTag === 'deepam-2026',
      )?.texts,
    ).toEqual({ ta: { name: tamil }, kn: { name: kannada } });
    const { rows } = await t.pool.query(
      "SELECT data FROM audit_log WHERE entity = 'package' AND data->>'urlTag' = 'deepam-2026' ORDER BY created_at DESC LIMIT 1",
    );
    expect(rows[0].data.texts).toEqual({ ta: { name: tamil }, kn: { name: kannada } });

    // A name too long is refused with a message; cleared texts fall back to English.
    const long = await save('CENTER_ADMIN', {
      urlTag: 'deepam-2026',
      name: 'Deepam 2026',
      rituals: RITUALS,
      texts: { ta: { name: 'அ'.repeat(201) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toEqual(expect.any(String));
    expect(await stored()).toEqual({ ta: { name: tamil }, kn: { name: kannada } });
    await save('CENTER_ADMIN', { urlTag: 'deepam-2026', name: 'Deepam 2026', rituals: RITUALS, texts: {} });
    expect(await stored()).toEqual({});
  });

  it("keeps a shared package's name and description; only the centre's rituals in it change", async () => {
    const renamed = await save('CENTER_ADMIN', {
      urlTag: 'navaratri-2026',
      name: 'Our Navaratri',
      rituals: [],
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toMatch(/also holds rituals of other centres/);
    const kept = await save('CENTER_ADMIN', {
      urlTag: 'navaratri-2026',
      name: 'Navaratri 2026',
      description:
        'Nine nights of the Devi: abhishekams, lamps and family offerings for Navaratri, with a Sampoorna package covering all nine nights.',
      rituals: [`${HOME}-navaratri-abhishekam`],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().payload.rituals).toEqual([
      { id: `${HOME}-navaratri-abhishekam`, name: expect.any(String) },
    ]);
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS n FROM package_products WHERE package_id = 'navaratri-2026' AND product_id LIKE 'in-%'`,
    );
    expect(rows[0].n).toBe(5); // the Indian centres' rituals stay
  });

  it("refuses another centre's ritual, a bad tag, other roles and another centre, changing nothing", async () => {
    const foreign = await save('CENTER_ADMIN', {
      urlTag: 'mixed-1',
      name: 'Mixed',
      rituals: ['in-coimbatore-devi-abhishekam'],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('A ritual of the package is not one of this centre');
    const badTag = await save('CENTER_ADMIN', { urlTag: 'Diwali 2026!', name: 'X', rituals: [] });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().message).toMatch(/URL tag: lowercase letters, digits and hyphens/);
    expect((await save('CENTER_ADMIN', { urlTag: 'no-name', name: ' ', rituals: [] })).statusCode).toBe(400);
    expect((await save('RITUAL_SCHEDULER', { urlTag: 'sched-1', name: 'X', rituals: [] })).statusCode).toBe(
      403,
    );
    const elsewhere = await call('CENTER_ADMIN', 'POST', '/api/staff/packages', {
      center: 'in-coimbatore',
      urlTag: 'cbe-1',
      name: 'X',
      description: '',
      rituals: [],
    });
    expect(elsewhere.statusCode).toBe(403);
    const { rows } = await t.pool.query(
      "SELECT url_tag FROM packages WHERE url_tag IN ('mixed-1', 'no-name', 'sched-1', 'cbe-1')",
    );
    expect(rows).toEqual([]);
  });

  it('six concurrent creations of one new tag all succeed: one package, created once, changed by the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save('CENTER_ADMIN', { urlTag: 'race-tag', name: 'Race', rituals: [RITUALS[i % 2]] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const { rows } = await t.pool.query(
      `SELECT action, count(*)::int AS n FROM audit_log
       WHERE entity = 'package' AND data->>'urlTag' = 'race-tag' GROUP BY action ORDER BY action`,
    );
    expect(rows).toEqual([
      { action: 'package.create', n: 1 },
      { action: 'package.update', n: 5 },
    ]);
    const packages = await t.pool.query("SELECT count(*)::int AS n FROM packages WHERE url_tag = 'race-tag'");
    expect(packages.rows[0].n).toBe(1);
  });
});
