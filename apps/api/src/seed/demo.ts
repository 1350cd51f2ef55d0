// Demo catalogue: centres, rituals, variants, packages, slots and the demo identities.
// Seeded once on first start (in one transaction), topped up with slots on every later start.
import type pg from 'pg';
import type { Queryable } from '../db/client';
import { CenterMeta, ProductConfig } from '@sannidhi/domain/catalogue';
import { DEFAULT_TIMEZONE } from '@sannidhi/domain/constants';
import { displayVariantName } from '@sannidhi/domain/order-rules';
import { CENTER_TEXTS, PACKAGE_TEXTS, RITUAL_TEXTS } from './data/catalogue-texts';
import { CENTERS } from './data/centers';
import { untranslatedFormTexts, variantTextsOf, withFormTexts } from './data/form-texts';
import { PACKAGES } from './data/packages';
import { productIdOf, RITUALS_BY_CENTER } from './data/rituals';
import { DEMO_STAFF, DEMO_STAFF_CENTER, DEVOTEE_BOOKING_PERSON, USERS } from './data/users';
import { seedFamiliesAndSubscriptions } from './families-subscriptions';
import { seedMyRitualsDemo } from './my-rituals-demo';
import { slotRowsFor } from './schedule';
import type { SeedRitual, SeedVariant } from './types';
import { recordBillingConsents } from '../services/users/consents';
import { isAllowedGatewayUrl } from '../services/payments/gateway-origins';

export interface SeedOptions {
  /** Empty every application table first (schema_migrations is kept). */
  reset?: boolean;
  /** The clock for the slot window (tests pass a fixed instant). */
  now?: Date;
  /** Payment gateway base; centres get `${gatewayBase}/pay` and `${gatewayBase}/subscribe`. */
  gatewayBase: string;
  /** GATEWAY_ALLOWED_ORIGINS: the seed refuses to give centres a gateway URL elsewhere. */
  allowedGatewayOrigins?: readonly string[];
  /** The demo devotee's orders of My Rituals (default true; api tests start without them). */
  withDemoOrders?: boolean;
  /** Prepended to each centre's information-site path ('coimbatore' by default). */
  infoSitePathPrefix?: string;
}

// Serialises seeding between api processes starting together (migrate uses 7_261_122).
const SEED_LOCK_ID = 7_261_123;

interface CatalogueRitual {
  centerId: string;
  productId: string;
  ritual: SeedRitual;
}

/** Every ritual of the demo catalogue with its centre and product id. */
export function catalogueRituals(): CatalogueRitual[] {
  return Object.entries(RITUALS_BY_CENTER).flatMap(([centerId, rituals]) =>
    rituals.map((ritual) => ({ centerId, productId: productIdOf(centerId, ritual), ritual })),
  );
}

/** The variant id: product id and the slugged variant name (the ^#T… marker left out). */
export function variantIdOf(productId: string, variant: Pick<SeedVariant, 'name'>): string {
  const slug = displayVariantName(variant.name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${productId}-${slug}`;
}

/**
 * Seeds the demo catalogue unless centres already exist; either way makes sure slots exist for
 * the next 120 days. With reset, all application data is removed first.
 */
export async function seedDemo(pool: pg.Pool, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const now = opts.now ?? new Date();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    if (opts.reset) await truncateAppTables(client);
    const { rows } = await client.query<{ has: boolean }>('SELECT EXISTS (SELECT 1 FROM centers) AS has');
    const seeded = !rows[0]?.has;
    if (seeded) await insertCatalogue(client, opts);
    await topUpSlots(client, now);
    await addDemoStaff(client);
    if (seeded) await seedFamiliesAndSubscriptions(client, now);
    if (seeded && opts.withDemoOrders !== false) await seedMyRitualsDemo(client, now);
    await client.query('COMMIT');
    return { seeded };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Adds the demo staff accounts (one per role) that are not there yet, each with its role at the demo centre. An
 * account already present is left as it is, so a role an operator removed stays removed.
 */
export async function addDemoStaff(db: Queryable): Promise<{ added: number }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (id, email, first_name, last_name, country_of_residence)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      DEMO_STAFF.map((u) => u.id),
      DEMO_STAFF.map((u) => u.email),
      DEMO_STAFF.map((u) => u.firstName),
      DEMO_STAFF.map((u) => u.lastName),
      DEMO_STAFF.map((u) => u.countryOfResidence),
    ],
  );
  const added = new Set(rows.map((r) => r.id));
  const grants = DEMO_STAFF.filter((u) => added.has(u.id));
  if (grants.length > 0) {
    await db.query(
      `INSERT INTO user_roles (user_id, center_id, role)
       SELECT u, $2, r FROM unnest($1::text[], $3::text[]) AS g(u, r)
        WHERE EXISTS (SELECT 1 FROM centers WHERE id = $2)
       ON CONFLICT DO NOTHING`,
      [grants.map((u) => u.id), DEMO_STAFF_CENTER, grants.map((u) => u.role)],
    );
  }
  return { added: grants.length };
}

/**
 * Adds the missing slots of the demo rituals for the next 120 days in each centre's time zone
 * (and the per-variant inventory of new INVENTORY slots). Existing slots are left alone, so it
 * can run on every start and from a daily job.
 */
export async function topUpSlots(db: Queryable, now: Date): Promise<{ inserted: number }> {
  const byProduct = new Map(catalogueRituals().map((r) => [r.productId, r]));
  const { rows: products } = await db.query<{ id: string; timezone: string | null }>(
    `SELECT p.id, c.meta->>'timezone' AS timezone
       FROM products p JOIN centers c ON c.id = p.center_id
      WHERE p.id = ANY($1::text[])`,
    [[...byProduct.keys()]],
  );

  const productIds: string[] = [];
  const startTimes: string[] = [];
  const inPersons: boolean[] = [];
  const capacities: number[] = [];
  for (const product of products) {
    const entry = byProduct.get(product.id);
    if (!entry) continue;
    const timeZone = product.timezone || DEFAULT_TIMEZONE;
    for (const row of slotRowsFor(
      product.id,
      entry.ritual.schedule,
      entry.ritual.deliveryMode,
      timeZone,
      now,
    )) {
      productIds.push(row.productId);
      startTimes.push(row.startTime.toISOString());
      inPersons.push(row.inPerson);
      capacities.push(row.capacity);
    }
  }
  if (productIds.length === 0) return { inserted: 0 };

  const inserted = await db.query<{ id: string; product_id: string }>(
    `INSERT INTO slots (product_id, start_time, in_person, capacity)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::boolean[], $4::int[])
     ON CONFLICT (product_id, start_time, in_person) DO NOTHING
     RETURNING id, product_id`,
    [productIds, startTimes, inPersons, capacities],
  );

  const inventory = catalogueRituals().flatMap(({ productId, ritual }) =>
    ritual.variants.flatMap((v) =>
      v.inventory === undefined
        ? []
        : [{ productId, variantId: variantIdOf(productId, v), capacity: v.inventory }],
    ),
  );
  const newSlots = inserted.rows.filter((s) => inventory.some((i) => i.productId === s.product_id));
  if (newSlots.length > 0) {
    await db.query(
      `INSERT INTO slot_inventory (slot_id, variant_id, capacity)
       SELECT s.slot_id, pv.id, inv.capacity
         FROM unnest($1::uuid[], $2::text[]) AS s(slot_id, product_id)
         JOIN unnest($3::text[], $4::text[], $5::int[]) AS inv(product_id, variant_id, capacity) USING (product_id)
         JOIN product_variants pv ON pv.id = inv.variant_id AND pv.product_id = s.product_id
       ON CONFLICT DO NOTHING`,
      [
        newSlots.map((s) => s.id),
        newSlots.map((s) => s.product_id),
        inventory.map((i) => i.productId),
        inventory.map((i) => i.variantId),
        inventory.map((i) => i.capacity),
      ],
    );
  }
  return { inserted: inserted.rowCount ?? 0 };
}

/** Empties every table of the schema except the migration ledger. */
async function truncateAppTables(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (rows.length === 0) return;
  const names = rows.map((r) => `"${r.name.replaceAll('"', '""')}"`).join(', ');
  await client.query(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`);
}

async function insertCatalogue(client: pg.PoolClient, opts: SeedOptions): Promise<void> {
  const rituals = catalogueRituals();
  checkCatalogue(rituals);
  const gatewayBase = opts.gatewayBase.replace(/\/+$/, '');
  const allowed = opts.allowedGatewayOrigins;
  if (allowed && !isAllowedGatewayUrl(`${gatewayBase}/pay`, allowed)) {
    throw new Error(
      `The seed's gateway ${gatewayBase} is not in GATEWAY_ALLOWED_ORIGINS (${allowed.join(', ')})`,
    );
  }

  await insertRows(
    client,
    'centers',
    CENTERS.map((c) => ({
      id: c.id,
      name: c.name,
      label: c.label,
      image: c.image,
      is_available: c.isAvailable,
      description: c.description,
      currency: c.currency,
      contact: c.contact,
      treasurer_email: c.treasurerEmail,
      meta: CenterMeta.parse({
        ...c.meta,
        gpmsRequestURL: `${gatewayBase}/pay`,
        gpmsSubscriptionRequestURL: `${gatewayBase}/subscribe`,
        infoSitePath: `${opts.infoSitePathPrefix ?? ''}${c.infoSiteSlug}`,
      }),
      sort_order: c.sortOrder,
      texts: CENTER_TEXTS[c.id] ?? {},
    })),
  );

  await insertRows(
    client,
    'products',
    rituals.map(({ centerId, productId, ritual: r }) => ({
      id: productId,
      center_id: centerId,
      name: r.name,
      global_type: r.globalType ?? null,
      image: r.image,
      price: r.variants[0]?.unitPrice ?? 0,
      description: r.description,
      category: r.category,
      type: r.type,
      delivery_mode: r.deliveryMode,
      is_available: r.isAvailable ?? true,
      is_available_for_back_office: r.isAvailableForBackOffice ?? true,
      is_subscription: r.isSubscription ?? false,
      config: ProductConfig.parse(withFormTexts(r.config)),
      texts: RITUAL_TEXTS[productId] ?? {},
    })),
  );

  await insertRows(
    client,
    'product_variants',
    rituals.flatMap(({ productId, ritual }) =>
      ritual.variants.map((v, position) => ({
        id: variantIdOf(productId, v),
        product_id: productId,
        name: v.name,
        unit_price: v.unitPrice,
        max_quantity: v.maxQuantity ?? 10,
        position,
        texts: variantTextsOf(v.name),
      })),
    ),
  );

  await insertRows(
    client,
    'packages',
    PACKAGES.map((p) => ({
      id: p.id,
      name: p.name,
      url_tag: p.urlTag,
      description: p.description,
      image: p.image,
      texts: PACKAGE_TEXTS[p.id] ?? {},
    })),
  );
  await insertRows(
    client,
    'package_products',
    PACKAGES.flatMap((p) =>
      p.productIds.map((productId, position) => ({ package_id: p.id, product_id: productId, position })),
    ),
  );

  await insertRows(
    client,
    'users',
    USERS.map((u) => ({
      id: u.id,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      country_of_residence: u.countryOfResidence,
    })),
  );
  await insertRows(
    client,
    'user_roles',
    USERS.flatMap((u) =>
      u.roleAtEveryCenter
        ? CENTERS.map((c) => ({ user_id: u.id, center_id: c.id, role: u.roleAtEveryCenter }))
        : [],
    ),
  );
  const bp = DEVOTEE_BOOKING_PERSON;
  await insertRows(client, 'booking_persons', [
    {
      sso_id: bp.ssoId,
      first_name: bp.firstName,
      last_name: bp.lastName,
      phone: bp.phone,
      secondary_phone: bp.secondaryPhone,
      whats_app_phone: bp.whatsAppPhone,
      email: bp.email,
      subscribed_for_news_letter: bp.subscribedForNewsLetter,
      privacy_terms_accepted: bp.privacyTermsAccepted,
      billing_address: bp.billingAddress,
    },
  ]);
  // The consents those billing details carry, on record as the billing form records them (issue 30).
  await recordBillingConsents(
    client,
    {
      ssoId: bp.ssoId,
      privacyTermsAccepted: bp.privacyTermsAccepted,
      subscribedForNewsLetter: bp.subscribedForNewsLetter,
    },
    bp.ssoId,
  );
}

/** Inserts rows (objects keyed by column name) in one statement through jsonb_populate_recordset. */
async function insertRows(
  client: pg.PoolClient,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first)
    .map((c) => `"${c}"`)
    .join(', ');
  await client.query(
    `INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** Catches mistakes in the seed data that the database would not (layout vs inventory, packages). */
function checkCatalogue(rituals: CatalogueRitual[]): void {
  const ids = new Set(rituals.map((r) => r.productId));
  const problems: string[] = [];
  for (const id of Object.keys(RITUAL_TEXTS))
    if (!ids.has(id)) problems.push(`texts of an unknown ritual: ${id}`);
  for (const { productId, ritual } of rituals) {
    for (const text of untranslatedFormTexts(
      ritual.config,
      ritual.variants.map((v) => v.name),
    ))
      problems.push(`${productId}: no translations of the form text "${text}" (seed/data/form-texts.ts)`);
    const layout = ritual.config.calendar.layout;
    const withInventory = ritual.variants.filter((v) => v.inventory !== undefined);
    if (ritual.variants.length === 0) problems.push(`${productId}: no variants`);
    if (layout === 'INVENTORY' && withInventory.length !== ritual.variants.length) {
      problems.push(`${productId}: every INVENTORY variant needs an inventory`);
    }
    if (layout !== 'INVENTORY' && withInventory.length > 0)
      problems.push(`${productId}: inventory outside INVENTORY`);
    const inventoryTotal = withInventory.reduce((sum, v) => sum + (v.inventory ?? 0), 0);
    if (layout === 'INVENTORY' && inventoryTotal !== ritual.schedule.capacity) {
      problems.push(`${productId}: slot capacity must equal the sum of its inventory (${inventoryTotal})`);
    }
    if (ritual.type === 'PACKAGE' && (layout !== 'PACKAGE' || ritual.category !== 'PACKAGE_OFFERINGS')) {
      problems.push(`${productId}: PACKAGE rituals use the PACKAGE layout and category`);
    }
  }
  for (const p of PACKAGES) {
    for (const id of p.productIds) if (!ids.has(id)) problems.push(`package ${p.id}: unknown ritual ${id}`);
  }
  if (problems.length > 0) throw new Error(`Demo catalogue is inconsistent:\n  ${problems.join('\n  ')}`);
}
