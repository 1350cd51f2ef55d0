import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let volunteer: string;
let devotee: string;
beforeAll(async () => {
  t = await createTestApp();
  volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const ids = (res: { json: () => { payload: { id: string }[] } }) =>
  res
    .json()
    .payload.map((x) => x.id)
    .sort();

describe('car rituals', () => {
  it('lists the centres offering a global type, and the car ritual of a centre', async () => {
    expect(ids(await get('/api/centers/byGlobalType?globalType=VAHANA_POOJA'))).toEqual([
      'in-bengaluru',
      'in-coimbatore',
      'us-tennessee',
    ]);
    expect((await get('/api/centers/byGlobalType?globalType=NOPE')).json()).toEqual({ payload: [] });
    const car = await get('/api/products/car?globalType=VAHANA_POOJA&centerId=us-tennessee');
    expect(car.json().payload).toEqual({ id: 'us-tennessee-vahana-pooja', name: expect.any(String) });
    const missing = await get('/api/products/car?globalType=VAHANA_POOJA&centerId=np-kathmandu');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Ritual not found' });
  });
});

describe('event packages', () => {
  it('lists the centres of a package tag and the package rituals of a centre, in package order', async () => {
    expect(ids(await get('/api/package/centersByUrlTag?urlTag=navaratri-2026'))).toEqual([
      'in-bengaluru',
      'in-coimbatore',
      'us-tennessee',
    ]);
    expect((await get('/api/package/centersByUrlTag?urlTag=unknown-tag')).json()).toEqual({ payload: [] });
    const rituals = (
      await get('/api/package/ritualsByUrlTag?urlTag=navaratri-2026&centerId=in-coimbatore')
    ).json().payload as { id: string; centerId: string }[];
    expect(rituals.length).toBeGreaterThan(0);
    expect(rituals.every((r) => r.centerId === 'in-coimbatore')).toBe(true);
    expect(
      (await get('/api/package/ritualsByUrlTag?urlTag=navaratri-2026&centerId=np-kathmandu')).json(),
    ).toEqual({ payload: [] });
    expect(
      (await get('/api/package/ritualsByUrlTag?urlTag=navaratri-2026&centerId=atlantis')).statusCode,
    ).toBe(404);
  });
});

describe('one ritual, its slots and variants', () => {
  const now = new Date();
  const month = now.getUTCMonth() + 1;
  const year = now.getUTCFullYear();

  it('gives a ritual with its config, 404 for unknown ones', async () => {
    const res = await get('/api/products/in-coimbatore-devi-abhishekam');
    expect(res.json().payload).toMatchObject({
      id: 'in-coimbatore-devi-abhishekam',
      currency: 'INR',
      config: { calendar: { layout: 'DEFAULT' } },
    });
    expect((await get('/api/products/nothing-like-this')).statusCode).toBe(404);
  });

  it("hides a back-office-only ritual's page and slots from devotees, shows them to its centre's volunteers", async () => {
    const path = '/api/products/in-coimbatore-kesha-arpanam';
    expect((await get(path)).statusCode).toBe(404);
    expect(
      (await get(path, { authorization: `Bearer ${devotee}`, 'x-back-office': 'true' })).statusCode,
    ).toBe(404);
    expect(
      (await get(path, { authorization: `Bearer ${volunteer}`, 'x-back-office': 'true' })).statusCode,
    ).toBe(200);
    const slots = `/api/slots/list?productId=in-coimbatore-kesha-arpanam&month=${month}&year=${year}`;
    expect((await get(slots)).statusCode).toBe(404);
  });

  it("lists a month's slots in the centre's zone with remaining places, and the variants", async () => {
    const res = await get(
      `/api/slots/list?productId=in-coimbatore-devi-abhishekam&month=${month}&year=${year}`,
    );
    const slots = res.json().payload as {
      startTime: string;
      remaining: number;
      capacity: number;
      inPerson: boolean;
    }[];
    expect(slots.length).toBeGreaterThan(0);
    const inMonth = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Kolkata',
        year: 'numeric',
        month: '2-digit',
      }).format(new Date(iso));
    expect(new Set(slots.map((s) => inMonth(s.startTime)))).toEqual(
      new Set([`${year}-${String(month).padStart(2, '0')}`]),
    );
    expect(slots.every((s) => s.remaining === s.capacity)).toBe(true);
    expect(new Set(slots.map((s) => s.inPerson))).toEqual(new Set([true, false]));
    const variants = (
      await get(`/api/ritualVariants?productId=in-coimbatore-devi-abhishekam&month=${month}&year=${year}`)
    ).json().payload;
    expect(variants.map((v: { name: string }) => v.name)).toEqual(['Single', 'Couple', 'Family of 4']);
    expect(variants[0]).toMatchObject({ unitPrice: 110100, maxQuantity: 4 });
  });

  it('carries per-variant remaining places for INVENTORY rituals', async () => {
    const res = await get(
      `/api/slots/list?productId=in-coimbatore-bhairavi-vilakku-seva&month=${month}&year=${year}`,
    );
    const [slot] = res.json().payload as {
      capacity: number;
      inventory: { capacity: number; remaining: number }[];
    }[];
    expect(slot!.inventory.length).toBe(3);
    expect(slot!.inventory.reduce((n, i) => n + i.capacity, 0)).toBe(slot!.capacity);
  });

  it('lists the few upcoming dates of a sparse ritual, or one slot by id', async () => {
    const res = await get('/api/slots/sparseList?productId=in-coimbatore-pournami-abhishekam');
    const slots = res.json().payload as { id: string }[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.length).toBeLessThan(20);
    const one = await get(
      `/api/slots/sparseList?productId=in-coimbatore-pournami-abhishekam&slotId=${slots[0]!.id}`,
    );
    expect(one.json().payload.map((s: { id: string }) => s.id)).toEqual([slots[0]!.id]);
    expect(
      (await get('/api/slots/sparseList?productId=in-coimbatore-pournami-abhishekam&slotId=nope')).statusCode,
    ).toBe(400);
  });

  it('refuses a bad month with 400 naming the field', async () => {
    const res = await get('/api/slots/list?productId=in-coimbatore-devi-abhishekam&month=13&year=2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^month: /);
  });
});

describe('roles are per centre', () => {
  it('gives back-office rituals and on-behalf powers only at the centre where the role is held', async () => {
    await t.pool.query(
      "INSERT INTO users (id, email, first_name) VALUES ('SSO-9001', 'one.centre@example.org', 'Uma')",
    );
    await t.pool.query("INSERT INTO user_roles VALUES ('SSO-9001', 'in-coimbatore', 'OFFICE_VOLUNTEER')");
    const token = await t.tokenFor('SSO-9001', 'one.centre@example.org');
    const headers = { authorization: `Bearer ${token}`, 'x-back-office': 'true' };
    const here = (await get('/api/products/list?centerId=in-coimbatore&backOffice=true', headers)).json()
      .payload as { isAvailable: boolean }[];
    expect(here.some((r) => !r.isAvailable)).toBe(true);
    const there = (await get('/api/products/list?centerId=np-kathmandu&backOffice=true', headers)).json()
      .payload as { isAvailable: boolean }[];
    expect(there.every((r) => r.isAvailable)).toBe(true);
    const create = (centerId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sso/createProfile',
        headers: { ...headers, 'x-center-id': centerId },
        payload: {
          firstName: 'Ravi',
          lastName: 'K',
          email: `ravi.${centerId}@example.org`,
          countryOfResidence: 'IN',
        },
      });
    expect((await create('np-kathmandu')).statusCode).toBe(403);
    expect((await create('in-coimbatore')).statusCode).toBe(200);
  });
});

describe('GET /family/list', () => {
  it("lists a devotee's saved families to them and to volunteers, not to others", async () => {
    await t.pool.query(
      "INSERT INTO families (user_id, name, prasadam_delivery_address, palm_leaf_info) VALUES ('SSO-1001', 'Narayanan family', '{\"city\":\"Coimbatore\"}', '{\"members\":[]}')",
    );
    const mine = await get('/api/family/list?ssoId=SSO-1001', { authorization: `Bearer ${devotee}` });
    // The demo devotee also has the two demo families (seed/families-subscriptions.ts).
    expect(mine.json().payload).toContainEqual(
      expect.objectContaining({
        name: 'Narayanan family',
        prasadamDeliveryAddress: expect.objectContaining({ city: 'Coimbatore' }),
      }),
    );
    expect(
      (await get('/api/family/list?ssoId=SSO-1001', { authorization: `Bearer ${volunteer}` })).statusCode,
    ).toBe(200);
    expect(
      (await get('/api/family/list?ssoId=SSO-1004', { authorization: `Bearer ${devotee}` })).statusCode,
    ).toBe(403);
    expect((await get('/api/family/list?ssoId=SSO-1001')).statusCode).toBe(401);
  });
});

describe('catalogue lists over HTTP caching', () => {
  it('answer an ETag, 304 to a caller who holds that version, and a new ETag once the catalogue changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products/list?centerId=in-coimbatore' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products/list?centerId=in-coimbatore',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.pool.query("UPDATE products SET name = name || ' ' WHERE id = 'in-coimbatore-devi-abhishekam'");
    await expect
      .poll(async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/products/list?centerId=in-coimbatore',
          headers: { 'if-none-match': etag },
        });
        return res.statusCode;
      })
      .toBe(200);
  });
});

describe('compressed catalogue answers', () => {
  const decode = (encoding: string | undefined, body: Buffer) =>
    encoding === 'br'
      ? zlib.brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(body).toString()
        : body.toString();

  it('send the same JSON brotli- or gzip-compressed as the browser accepts, each with its own ETag', async () => {
    const url = '/api/products/list?centerId=in-coimbatore';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const answers = new Map<string, { etag: string; size: number }>();
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get(url, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(expected);
      expect(JSON.parse(decode(expected, res.rawPayload))).toEqual(plain.json());
      answers.set(accept, { etag: String(res.headers.etag), size: res.rawPayload.length });
    }
    expect(answers.get('gzip, deflate, br')!.size).toBeLessThan(plain.rawPayload.length / 3);
    expect(new Set([...answers.values()].map((a) => a.etag)).size).toBe(3);
    const again = await get(url, {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': answers.get('gzip, deflate, br')!.etag,
    });
    expect(again.statusCode).toBe(304);
  });

  it('a short answer is sent as it is', async () => {
    const res = await get('/api/slots/list?productId=in-coimbatore-devi-abhishekam&month=1&year=2020', {
      'accept-encoding': 'br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ payload: expect.any(Array) });
  });
});

describe('catalogue content in other languages', () => {
  it('carries each ritual’s and centre’s texts per language beside the English ones', async () => {
    const rituals = (await get('/api/products/list?centerId=in-coimbatore')).json().payload as {
      id: string;
      name: string;
      texts?: Record<string, { name?: string; description?: string }>;
    }[];
    const vasthram = rituals.find((r) => r.id === 'in-coimbatore-vasthram-arpanam')!;
    expect(vasthram.name).toBe('Vasthram Arpanam');
    expect(vasthram.texts?.ta?.name).toBe('வஸ்திர அர்ப்பணம்');
    expect(vasthram.texts?.ta?.description).toMatch(/புடவை/);

    const nepali = (await get('/api/products/list?centerId=np-kathmandu')).json().payload as {
      texts?: Record<string, { name?: string }>;
    }[];
    expect(nepali.every((r) => r.texts?.ne?.name)).toBe(true);

    const centers = (await get('/api/centers/list')).json().payload as {
      id: string;
      texts?: Record<string, { description?: string }>;
    }[];
    expect(centers.find((c) => c.id === 'in-bengaluru')?.texts?.kn?.description).toMatch(/ಕನಕಪುರ/);
    expect(centers.find((c) => c.id === 'us-tennessee')?.texts).toEqual({});
  });
});
