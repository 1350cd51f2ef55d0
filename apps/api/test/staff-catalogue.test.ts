// The catalogue editor (issue 13, Deliver 2): a centre admin lists, creates and edits the rituals of their centre;
// bad input answers 4xx with a message; another centre's admin and the other roles are refused; every change is
// audited; and the devotee catalogue of another api process shows a change at once (catalogue_changed), not after
// its cache's TTL. The access of every role to these routes is also tried in staff-matrix.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';
import { buildApp } from '../src/app';
import { createDb, createPool } from '../src/db/client';
import { createProviders } from '../src/providers';
import { DEMO_STAFF, DEMO_STAFF_CENTER } from '../src/seed/data/users';
import { createTestApp, DEMO, testConfig, type TestApp } from './helpers/test-app';

const HOME = DEMO_STAFF_CENTER;
const OTHER = 'in-coimbatore';
const EDITED = `${HOME}-devi-abhishekam`;
/** Both processes keep catalogue answers for ten minutes: only the notification can clear them sooner. */
const LONG_CACHE = { CATALOGUE_CACHE_MS: '600000' };

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
  tokens.devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  await t.pool.query(
    "INSERT INTO users (id, email) VALUES ('SSO-CAT-OTHER', 'other.admin@example.org') ON CONFLICT DO NOTHING",
  );
  await t.pool.query("INSERT INTO user_roles VALUES ('SSO-CAT-OTHER', $1, 'CENTER_ADMIN')", [OTHER]);
  tokens.otherAdmin = await t.tokenFor('SSO-CAT-OTHER', 'other.admin@example.org');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });

function ritualBody(over: Record<string, unknown> = {}) {
  return {
    center: HOME,
    name: 'Kumkum Archana',
    type: 'DEVI_ABHISHEKAM',
    category: 'DEVI_OFFERINGS',
    description: 'Kumkum is offered to the Devi with her 108 names.',
    deliveryMode: 'BOTH',
    isAvailable: true,
    isAvailableForBackOffice: true,
    variants: [{ name: 'Single', unitPrice: 3100, maxQuantity: 4 }],
    config: {
      canCancel: true,
      canReschedule: true,
      cutOffHours: 12,
      calendar: { title: 'Choose a day for the archana', layout: 'DEFAULT' },
      prasadam: { askWhen: 'both' },
      sections: ['CALENDAR', 'PRASADAM'],
      form: {
        fields: [{ key: 'name', label: 'Devotee name', type: 'SHORT_ANSWER', required: true }],
        maxParticipants: 2,
      },
    },
    ...over,
  };
}

/** The devotee catalogue of a centre as an api process answers it. */
async function devoteeRituals(app: FastifyInstance, center = HOME) {
  const res = await app.inject({ url: `/api/products/list?centerId=${center}` });
  expect(res.statusCode).toBe(200);
  return res.json().payload as { id: string; name: string; price: number; config: object }[];
}

const auditOf = async (ritualId: string) =>
  (
    await t.pool.query<{ actor_id: string; action: string; data: Record<string, unknown> }>(
      "SELECT actor_id, action, data FROM audit_log WHERE entity = 'ritual' AND entity_id = $1 ORDER BY id",
      [ritualId],
    )
  ).rows;

const admin = DEMO_STAFF.find((u) => u.role === 'CENTER_ADMIN')!;

describe('GET /staff/catalogue', () => {
  it("lists every ritual of the admin's centre with its variants, hidden ones too", async () => {
    await t.pool.query('UPDATE products SET is_available = false WHERE id = $1', [`${HOME}-netram-arpanam`]);
    const res = await call('CENTER_ADMIN', 'GET', `/api/staff/catalogue?center=${HOME}`);
    expect(res.statusCode).toBe(200);
    const { currency, rituals } = res.json().payload;
    expect(currency).toBe('USD');
    expect(rituals.every((r: { centerId: string }) => r.centerId === HOME)).toBe(true);
    const abhishekam = rituals.find((r: { id: string }) => r.id === EDITED);
    expect(
      abhishekam.variants.map((v: { name: string; unitPrice: number }) => [v.name, v.unitPrice]),
    ).toEqual([
      ['Single', 2500],
      ['Couple', 4500],
      ['Family of 4', 7500],
    ]);
    expect(rituals.find((r: { id: string }) => r.id === `${HOME}-netram-arpanam`).isAvailable).toBe(false);
    await t.pool.query('UPDATE products SET is_available = true WHERE id = $1', [`${HOME}-netram-arpanam`]);
  });

  it("refuses another centre's admin, the other roles, a devotee and no token", async () => {
    expect((await call('otherAdmin', 'GET', `/api/staff/catalogue?center=${HOME}`)).statusCode).toBe(403);
    expect((await call('CENTER_ADMIN', 'GET', `/api/staff/catalogue?center=${OTHER}`)).statusCode).toBe(403);
    for (const who of ['RITUAL_SCHEDULER', 'OFFICE_VOLUNTEER', 'ROLE_ADMINISTRATOR', 'devotee']) {
      const res = await call(who, 'GET', `/api/staff/catalogue?center=${HOME}`);
      expect({ who, status: res.statusCode }).toEqual({ who, status: 403 });
      expect(res.json().message).toMatch(/does not allow/);
    }
    expect((await t.app.inject({ url: `/api/staff/catalogue?center=${HOME}` })).statusCode).toBe(401);
  });
});

describe('POST /staff/catalogue/rituals', () => {
  it('creates a ritual with its variant and prasadam, lists it to devotees at once, and audits it', async () => {
    const before = await devoteeRituals(other.app);
    expect(before.map((r) => r.name)).not.toContain('Kumkum Archana');
    const res = await call('CENTER_ADMIN', 'POST', '/api/staff/catalogue/rituals', ritualBody());
    expect(res.statusCode).toBe(200);
    const { ritual } = res.json().payload;
    expect(ritual).toMatchObject({
      centerId: HOME,
      name: 'Kumkum Archana',
      price: 3100,
      currency: 'USD',
      deliveryMode: 'BOTH',
      config: { prasadam: { askWhen: 'both' }, cutOffHours: 12, pastOffsetDays: 0 },
    });
    expect(ritual.id).toMatch(/^us-tennessee-kumkum-archana-[0-9a-f]{6}$/);
    expect(ritual.variants).toEqual([
      expect.objectContaining({ name: 'Single', unitPrice: 3100, maxQuantity: 4 }),
    ]);
    // The other process cached its list above for ten minutes; the notification clears it.
    await vi.waitFor(
      async () =>
        expect((await devoteeRituals(other.app)).find((r) => r.id === ritual.id)).toMatchObject({
          name: 'Kumkum Archana',
          price: 3100,
        }),
      { timeout: 3000, interval: 100 },
    );
    const audit = await auditOf(ritual.id);
    expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, action: 'ritual.create' })]);
    expect(audit[0]!.data).toMatchObject({
      center: HOME,
      after: { name: 'Kumkum Archana', variants: [{ name: 'Single', unitPrice: 3100, maxQuantity: 4 }] },
    });
  });

  it('answers bad input with 400 and a message, and writes nothing', async () => {
    const count = async () => Number((await t.pool.query('SELECT count(*) FROM products')).rows[0].count);
    const n = await count();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ name: '  ' }, /name: Enter the ritual name/],
      [{ variants: [] }, /variants: Add at least one variant/],
      [{ variants: [{ name: 'Single', unitPrice: 25.5, maxQuantity: 1 }] }, /Price: at most two decimals/],
      [{ variants: [{ name: 'Single', unitPrice: -1, maxQuantity: 1 }] }, /Price: cannot be negative/],
      [{ type: 'NOT_A_TYPE' }, /type: Choose the ritual type/],
      [{ config: { canCancel: true } }, /config\.calendar/],
      [
        { config: { ...ritualBody().config, calendar: { title: ' ', layout: 'DEFAULT' } } },
        /Calendar title: enter one/,
      ],
      [{ config: { ...ritualBody().config, cutOffHours: -2 } }, /config\.cutOffHours/],
      [
        {
          variants: [
            { name: 'Single', unitPrice: 1, maxQuantity: 1 },
            { name: 'single', unitPrice: 2, maxQuantity: 1 },
          ],
        },
        /different name/,
      ],
    ];
    for (const [over, message] of bad) {
      const res = await call('CENTER_ADMIN', 'POST', '/api/staff/catalogue/rituals', ritualBody(over));
      expect({ over, status: res.statusCode }).toEqual({ over, status: 400 });
      expect(res.json().message).toMatch(message);
    }
    expect(await count()).toBe(n);
  });

  it("refuses another centre's admin and the other roles, writing nothing", async () => {
    const res = await call(
      'otherAdmin',
      'POST',
      '/api/staff/catalogue/rituals',
      ritualBody({ name: 'Intruder' }),
    );
    expect(res.statusCode).toBe(403);
    for (const who of ['RITUAL_SCHEDULER', 'PRASADAM_PACKING_VOLUNTEER', 'devotee']) {
      const r = await call(who, 'POST', '/api/staff/catalogue/rituals', ritualBody({ name: 'Intruder' }));
      expect({ who, status: r.statusCode }).toEqual({ who, status: 403 });
    }
    const { rows } = await t.pool.query("SELECT 1 FROM products WHERE name = 'Intruder'");
    expect(rows).toEqual([]);
  });
});

describe('POST /staff/catalogue/rituals/update', () => {
  const current = async (): Promise<StaffRitual> => {
    const res = await call('CENTER_ADMIN', 'GET', `/api/staff/catalogue?center=${HOME}`);
    return (res.json().payload.rituals as StaffRitual[]).find((r) => r.id === EDITED)!;
  };
  const edit = (who: string, ritual: StaffRitual, over: Record<string, unknown> = {}) =>
    call(who, 'POST', '/api/staff/catalogue/rituals/update', {
      center: HOME,
      ritualId: ritual.id,
      name: ritual.name,
      type: ritual.type,
      category: ritual.category,
      description: ritual.description,
      image: ritual.image,
      deliveryMode: ritual.deliveryMode,
      isAvailable: ritual.isAvailable,
      isAvailableForBackOffice: ritual.isAvailableForBackOffice,
      variants: ritual.variants,
      config: ritual.config,
      ...over,
    });

  it("changes a name and a variant's price, which the other process's devotee list shows at once; audited", async () => {
    const ritual = await current();
    expect((await devoteeRituals(other.app)).find((r) => r.id === EDITED)).toMatchObject({ price: 2500 });
    // Negative control: a change the trigger does not see (replica mode) stays hidden behind the cache.
    const client = await t.pool.connect();
    try {
      await client.query("SET session_replication_role = 'replica'");
      await client.query("UPDATE products SET description = 'unseen' WHERE id = $1", [EDITED]);
    } finally {
      await client.query("SET session_replication_role = 'origin'");
      client.release();
    }
    await new Promise((r) => setTimeout(r, 500));
    expect((await devoteeRituals(other.app)).find((r) => r.id === EDITED)).not.toMatchObject({
      description: 'unseen',
    });

    const variants = [{ ...ritual.variants[0], unitPrice: 2700 }, ...ritual.variants.slice(1)];
    const res = await edit('CENTER_ADMIN', ritual, {
      name: 'Devi Abhishekam (dawn)',
      variants,
      image: '/api/images/6f1c1f9e-0000-4000-8000-000000000001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.ritual).toMatchObject({
      name: 'Devi Abhishekam (dawn)',
      price: 2700,
      image: '/api/images/6f1c1f9e-0000-4000-8000-000000000001',
    });
    await vi.waitFor(
      async () =>
        expect((await devoteeRituals(other.app)).find((r) => r.id === EDITED)).toMatchObject({
          name: 'Devi Abhishekam (dawn)',
          price: 2700,
        }),
      { timeout: 3000, interval: 100 },
    );
    const variantsRes = await other.app.inject({
      url: `/api/ritualVariants?productId=${EDITED}&month=1&year=2027`,
    });
    const single = variantsRes.json().payload.find((v: { name: string }) => v.name === 'Single');
    expect(single.unitPrice).toBe(2700);
    const [audit] = (await auditOf(EDITED)).slice(-1);
    expect(audit).toMatchObject({
      actor_id: admin.id,
      action: 'ritual.update',
      data: {
        center: HOME,
        before: { name: 'Devi Abhishekam', variants: [{ name: 'Single', unitPrice: 2500 }, {}, {}] },
        after: { name: 'Devi Abhishekam (dawn)', variants: [{ name: 'Single', unitPrice: 2700 }, {}, {}] },
      },
    });
  });

  it('keeps the name and description in other languages; a cleared one falls back to English', async () => {
    const ritual = await current();
    const hindi = { name: 'देवी अभिषेक', description: 'देवी का दूध और हल्दी से अभिषेक।' };
    const saved = await edit('CENTER_ADMIN', ritual, { texts: { hi: hindi, ta: { name: '  ' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload.ritual.texts).toEqual({ hi: hindi });
    await vi.waitFor(
      async () =>
        expect((await devoteeRituals(other.app)).find((r) => r.id === EDITED)).toMatchObject({
          texts: { hi: hindi },
        }),
      { timeout: 3000, interval: 100 },
    );
    const refused = await edit('CENTER_ADMIN', ritual, { texts: { fr: { name: 'Abhishekam' } } });
    expect(refused.statusCode).toBe(400);
    const cleared = await edit('CENTER_ADMIN', await current(), {
      texts: { hi: { name: '', description: '' } },
    });
    expect(cleared.json().payload.ritual.texts).toEqual({});
  });

  it('adds and removes variants; a booked variant cannot be removed', async () => {
    const ritual = await current();
    const res = await edit('CENTER_ADMIN', ritual, {
      variants: [ritual.variants[0], { name: 'Family of 6', unitPrice: 9900, maxQuantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().payload.ritual.variants.map((v: { name: string }) => v.name);
    expect(names).toEqual(['Single', 'Family of 6']);

    const after = await current();
    const extra = after.variants[1]!;
    const { rows } = await t.pool.query<{ id: string }>(
      `INSERT INTO slots (product_id, start_time, capacity, booked) VALUES ($1, now() + interval '9 days', 5, 1)
       RETURNING id`,
      [EDITED],
    );
    await t.pool.query(
      'INSERT INTO slot_inventory (slot_id, variant_id, capacity, booked) VALUES ($1, $2, 5, 1)',
      [rows[0]!.id, extra.id],
    );
    const refused = await edit('CENTER_ADMIN', after, { variants: [after.variants[0]] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Family of 6 has places booked/);
    expect((await current()).variants).toHaveLength(2);
  });

  it("refuses a ritual of another centre, another ritual's variant, other roles; bad input is 400", async () => {
    const ritual = await current();
    const coimbatore = `${OTHER}-devi-abhishekam`;
    const res = await call('CENTER_ADMIN', 'POST', '/api/staff/catalogue/rituals/update', {
      ...ritualBody(),
      ritualId: coimbatore,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await call('CENTER_ADMIN', 'POST', '/api/staff/catalogue/rituals/update', {
          ...ritualBody({ center: OTHER }),
          ritualId: coimbatore,
        })
      ).statusCode,
    ).toBe(403);
    const { rows } = await t.pool.query<{ id: string }>(
      'SELECT id FROM product_variants WHERE product_id <> $1 LIMIT 1',
      [EDITED],
    );
    const foreign = await edit('CENTER_ADMIN', ritual, {
      variants: [{ id: rows[0]!.id, name: 'Stolen', unitPrice: 1, maxQuantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/not one of this ritual's variants/);
    expect((await edit('SEVAKA', ritual)).statusCode).toBe(403);
    expect((await edit('otherAdmin', ritual)).statusCode).toBe(403);
    const bad = await edit('CENTER_ADMIN', ritual, {
      config: { ...ritual.config, calendar: { title: 'x', layout: 'ROUND' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/config\.calendar\.layout/);
    expect((await current()).name).toBe(ritual.name);
  });
});

describe('POST /staff/images and GET /images/{id}', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('a tiny png body'),
  ]);
  const upload = (who: string, body: Buffer, type = 'image/png', center = HOME) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/images?center=${center}`,
      payload: body,
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': type },
    });

  it('stores an image in PostgreSQL and serves it with long cache headers; audited', async () => {
    const res = await upload('CENTER_ADMIN', PNG);
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json().payload;
    expect(url).toBe(`/api/images/${id}`);
    const served = await other.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await auditOf(id).then((rows) => rows.length)).toBe(0); // entity is 'image', not 'ritual'
    const { rows } = await t.pool.query(
      "SELECT actor_id, data FROM audit_log WHERE entity = 'image' AND entity_id = $1",
      [id],
    );
    expect(rows).toEqual([
      { actor_id: admin.id, data: { center: HOME, contentType: 'image/png', bytes: PNG.length } },
    ]);
  });

  it('refuses a wrong type, a file that is not what it says, an empty or too large one, with a message', async () => {
    const cases: [Buffer, string, number, RegExp][] = [
      [Buffer.from('<svg/>'), 'image/svg+xml', 415, /./],
      [Buffer.from('GIF89a....'), 'image/png', 400, /not a PNG image/],
      [Buffer.alloc(0), 'image/jpeg', 400, /./],
      [Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'image/png', 413, /./],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await upload('CENTER_ADMIN', body, type);
      expect({ type, status: res.statusCode }).toEqual({ type, status });
      expect(res.json().message).toMatch(message);
    }
    expect((await t.app.inject({ url: '/api/images/not-a-uuid' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/images/6f1c1f9e-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
  });

  it("refuses another centre's admin and the other roles", async () => {
    expect((await upload('CENTER_ADMIN', PNG, 'image/png', OTHER)).statusCode).toBe(403);
    expect((await upload('otherAdmin', PNG)).statusCode).toBe(403);
    expect((await upload('SEVAKA', PNG)).statusCode).toBe(403);
  });
});
