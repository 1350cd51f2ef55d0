import assert from 'node:assert/strict';
import { createPool } from '../db/client';
import { migrate } from '../db/migrate';
import { startEmbeddedPostgres } from '../db/postgres';
import { seedDemo, topUpSlots } from './demo';
import { ProductConfig, CenterMeta, Center, Product } from '@sannidhi/domain/catalogue';
import {
  RitualType,
  OfferingCategory,
  CalendarLayout,
  FormFieldType,
  RitualDetailSection,
} from '@sannidhi/domain/enums';

const db = await startEmbeddedPostgres('.data/seed-dev', 54339);
const pool = createPool(db.url, 4);
try {
  await migrate(pool);
  const now = new Date('2026-11-22T05:00:00Z');
  let t = Date.now();
  const r1 = await seedDemo(pool, { reset: true, now, gatewayBase: 'http://localhost:8090/gateway/' });
  console.log('reset seed', r1, Date.now() - t, 'ms');
  assert.equal(r1.seeded, true);
  const count = async (sql: string) => Number((await pool.query(sql)).rows[0].n);
  const counts = async () => ({
    centers: await count('SELECT count(*) n FROM centers'),
    products: await count('SELECT count(*) n FROM products'),
    variants: await count('SELECT count(*) n FROM product_variants'),
    slots: await count('SELECT count(*) n FROM slots'),
    inv: await count('SELECT count(*) n FROM slot_inventory'),
    packages: await count('SELECT count(*) n FROM packages'),
    pp: await count('SELECT count(*) n FROM package_products'),
    users: await count('SELECT count(*) n FROM users'),
    roles: await count('SELECT count(*) n FROM user_roles'),
    bp: await count('SELECT count(*) n FROM booking_persons'),
  });
  const c1 = await counts();
  console.log(c1);
  // idempotency
  t = Date.now();
  const r2 = await seedDemo(pool, { now, gatewayBase: 'x' });
  console.log('second', r2, Date.now() - t, 'ms');
  assert.equal(r2.seeded, false);
  assert.deepEqual(await counts(), c1);
  assert.equal((await topUpSlots(pool, now)).inserted, 0);
  // a day later: top-up adds exactly one day's worth
  const later = new Date(now.getTime() + 86400000);
  const up = await topUpSlots(pool, later);
  console.log('top-up a day later inserted', up.inserted);
  assert.ok(up.inserted > 0 && up.inserted < 200);
  // a lot later (10k+ rows) timing
  t = Date.now();
  const far = await topUpSlots(pool, new Date(now.getTime() + 400 * 86400000));
  console.log('top-up 400 days later inserted', far.inserted, Date.now() - t, 'ms');
  // reset
  await pool.query(`INSERT INTO analytics_events (name) VALUES ('checkout')`);
  t = Date.now();
  const r3 = await seedDemo(pool, { reset: true, now, gatewayBase: 'http://localhost:8090/gateway' });
  console.log('reset again', r3, Date.now() - t, 'ms');
  assert.deepEqual(await counts(), c1);
  assert.equal(await count('SELECT count(*) n FROM analytics_events'), 0);
  assert.equal(await count('SELECT count(*) n FROM schema_migrations'), 1);

  // coverage
  const products = (
    await pool.query('SELECT p.*, c.currency FROM products p JOIN centers c ON c.id = p.center_id')
  ).rows;
  const types = new Set(products.map((p) => p.type));
  const cats = new Set(products.map((p) => p.category));
  const layouts = new Set<string>();
  const fieldTypes = new Set<string>();
  const sections = new Set<string>();
  const askWhen = new Set<string>();
  for (const p of products) {
    const cfg = ProductConfig.parse(p.config);
    assert.deepEqual(cfg, p.config, `config stored parsed ${p.id}`);
    layouts.add(cfg.calendar.layout);
    cfg.form?.fields.forEach((f) => fieldTypes.add(f.type));
    cfg.sections.forEach((s) => sections.add(s));
    if (cfg.prasadam) askWhen.add(cfg.prasadam.askWhen);
    Product.parse({
      id: p.id,
      centerId: p.center_id,
      name: p.name,
      globalType: p.global_type,
      image: p.image,
      price: Number(p.price),
      currency: p.currency,
      description: p.description,
      category: p.category,
      ritualCategory: p.category,
      type: p.type,
      deliveryMode: p.delivery_mode,
      inPerson: p.delivery_mode !== 'ONLINE',
      isAvailable: p.is_available,
      isAvailableForBackOffice: p.is_available_for_back_office,
      isSubscription: p.is_subscription,
      config: p.config,
    });
  }
  const missing = (all: readonly string[], have: Set<string>) => all.filter((x) => !have.has(x));
  assert.deepEqual(missing(RitualType.options, types), []);
  assert.deepEqual(missing(OfferingCategory.options, cats), []);
  assert.deepEqual(missing(CalendarLayout.options, layouts), []);
  assert.deepEqual(missing(FormFieldType.options, fieldTypes), []);
  assert.deepEqual(missing(RitualDetailSection.options, sections), []);
  console.log('askWhen', [...askWhen]);
  console.log(
    'carousel',
    products.filter((p) => p.config.carousel?.enabled).map((p) => p.id),
  );
  console.log(
    'BO only',
    products.filter((p) => !p.is_available && p.is_available_for_back_office).map((p) => p.id),
  );
  console.log(
    'hidden',
    products.filter((p) => !p.is_available && !p.is_available_for_back_office).map((p) => p.id),
  );
  console.log(
    'VAHANA',
    products.filter((p) => p.global_type === 'VAHANA_POOJA').map((p) => p.id),
  );
  console.log(
    'subs',
    products.filter((p) => p.is_subscription).map((p) => p.id),
  );
  console.log(
    '^#T',
    (await pool.query(`SELECT id, name FROM product_variants WHERE name LIKE '%^#T%'`)).rows,
  );
  // centres
  for (const c of (await pool.query('SELECT * FROM centers ORDER BY sort_order')).rows) {
    Center.parse({
      id: c.id,
      name: c.name,
      label: c.label,
      image: c.image,
      isAvailable: c.is_available,
      description: c.description,
      currency: c.currency,
      contact: c.contact,
      treasurerEmail: c.treasurer_email,
      meta: c.meta,
    });
    assert.deepEqual(CenterMeta.parse(c.meta), c.meta);
    assert.ok(c.currency);
    console.log(
      c.id,
      c.meta.gpmsRequestURL,
      c.meta.infoSitePath,
      c.meta.theme,
      c.meta.showCarousel,
      c.meta.showSubscriptions,
      c.meta.refundOnCancel,
    );
  }
  // products without slots?
  const noSlots = (
    await pool.query(
      `SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM slots s WHERE s.product_id = p.id)`,
    )
  ).rows;
  assert.deepEqual(noSlots, []);
  // delivery mode consistency
  const bad = (
    await pool.query(`SELECT p.id FROM products p JOIN slots s ON s.product_id = p.id
    WHERE (p.delivery_mode = 'IN_PERSON' AND NOT s.in_person) OR (p.delivery_mode = 'ONLINE' AND s.in_person) GROUP BY p.id`)
  ).rows;
  assert.deepEqual(bad, []);
  const both = (
    await pool.query(`SELECT p.id, count(DISTINCT s.in_person) n FROM products p JOIN slots s ON s.product_id = p.id
    WHERE p.delivery_mode = 'BOTH' GROUP BY p.id HAVING count(DISTINCT s.in_person) <> 2`)
  ).rows;
  assert.deepEqual(both, []);
  // inventory coverage
  const invMissing = await count(`SELECT count(*) n FROM slots s JOIN products p ON p.id = s.product_id
    WHERE p.config->'calendar'->>'layout' = 'INVENTORY' AND NOT EXISTS (SELECT 1 FROM slot_inventory i WHERE i.slot_id = s.id)`);
  assert.equal(invMissing, 0);
  const capMismatch =
    await count(`SELECT count(*) n FROM slots s WHERE EXISTS (SELECT 1 FROM slot_inventory i WHERE i.slot_id = s.id)
     AND s.capacity <> (SELECT sum(capacity) FROM slot_inventory i WHERE i.slot_id = s.id)`);
  assert.equal(capMismatch, 0);
  // wall-clock times
  const local = await pool
    .query(
      `SELECT c.id, c.meta->>'timezone' tz,
      array_agg(DISTINCT to_char(s.start_time AT TIME ZONE (c.meta->>'timezone'), 'HH24:MI')) times,
      array_agg(DISTINCT to_char(s.start_time AT TIME ZONE 'UTC', 'HH24:MI')) utc
    FROM slots s JOIN products p ON p.id = s.product_id JOIN centers c ON c.id = p.center_id
    WHERE p.slug_dummy IS NULL GROUP BY c.id`,
    )
    .catch(() => null);
  void local;
  const tn = (
    await pool.query(`SELECT to_char(s.start_time AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD HH24:MI') local, to_char(s.start_time AT TIME ZONE 'UTC', 'HH24:MI') utc
    FROM slots s WHERE product_id = 'us-tennessee-devi-abhishekam' AND in_person ORDER BY start_time`)
  ).rows;
  const tnLocal = new Set(tn.map((r) => r.local.slice(11)));
  const tnUtc = new Set(tn.map((r) => r.utc));
  console.log(
    'tn devi local',
    [...tnLocal],
    'utc',
    [...tnUtc],
    tn.find((r) => r.local.startsWith('2027-03-13')),
    tn.find((r) => r.local.startsWith('2027-03-15')),
  );
  assert.deepEqual([...tnLocal].sort(), ['06:30', '18:00']);
  assert.deepEqual([...tnUtc].sort(), ['00:00', '11:30', '12:30', '23:00']);
  for (const [pid, tz, times] of [
    ['in-coimbatore-devi-abhishekam', 'Asia/Kolkata', ['06:30', '18:00']],
    ['np-kathmandu-devi-abhishekam', 'Asia/Kathmandu', ['06:00']],
    ['us-los-angeles-devi-abhishekam', 'America/Los_Angeles', ['07:00', '18:30']],
    ['in-bengaluru-navaratri-abhishekam', 'Asia/Kolkata', ['19:00']],
  ] as const) {
    const rows = (
      await pool.query(
        `SELECT DISTINCT to_char(start_time AT TIME ZONE $2, 'HH24:MI') t FROM slots WHERE product_id = $1`,
        [pid, tz],
      )
    ).rows;
    assert.deepEqual(rows.map((r) => r.t).sort(), [...times].sort(), pid);
  }
  // summer run for TN
  await pool.query('TRUNCATE slots CASCADE');
  await topUpSlots(pool, new Date('2027-06-10T12:00:00Z'));
  const summer = (
    await pool.query(
      `SELECT DISTINCT to_char(start_time AT TIME ZONE 'America/Chicago', 'HH24:MI') l, to_char(start_time AT TIME ZONE 'UTC', 'HH24:MI') u FROM slots WHERE product_id = 'us-tennessee-devi-abhishekam' AND start_time < '2027-10-01'`,
    )
  ).rows;
  console.log('tn summer', summer);
  // LA weekday rule
  const laDays = (
    await pool.query(
      `SELECT DISTINCT to_char(start_time AT TIME ZONE 'America/Los_Angeles', 'Dy') d FROM slots WHERE product_id = 'us-los-angeles-devi-abhishekam'`,
    )
  ).rows.map((r) => r.d);
  console.log('la days', laDays);
  const sparse = (
    await pool.query(`SELECT product_id, array_agg(to_char(start_time AT TIME ZONE (c.meta->>'timezone'), 'MM-DD HH24:MI') ORDER BY start_time) d
    FROM slots s JOIN products p ON p.id = s.product_id JOIN centers c ON c.id = p.center_id
    WHERE s.in_person = (p.delivery_mode <> 'ONLINE') AND p.id IN ('in-coimbatore-pournami-abhishekam','us-los-angeles-pournami-abhishekam','in-coimbatore-kumkum-sarpa-seva','in-bengaluru-vijayadasami-vidyarambham','in-coimbatore-navaratri-package','in-coimbatore-monthly-devi-prasadam','us-tennessee-monthly-devi-prasadam')
    GROUP BY product_id`)
  ).rows;
  for (const s of sparse) console.log(s.product_id, s.d.join(' | '));
  console.log(
    'per product slot counts',
    (await pool.query(`SELECT product_id, count(*) FROM slots GROUP BY 1 ORDER BY 2 DESC LIMIT 5`)).rows,
  );
  await pool.query('TRUNCATE centers, users, packages CASCADE');
  const both2 = await Promise.all([
    seedDemo(pool, { now, gatewayBase: 'g' }),
    seedDemo(pool, { now, gatewayBase: 'g' }),
  ]);
  console.log('concurrent', both2);
  assert.deepEqual(both2.map((b) => b.seeded).sort(), [false, true]);
  assert.deepEqual(await counts(), c1);
  console.log('OK');
} finally {
  await pool.end();
  await db.stop();
}
