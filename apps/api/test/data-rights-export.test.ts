// "Download my data" (issue 30, Deliver 1): the export is read from the database through the one reviewed map of
// where a devotee's data lives (repositories/devotee-data.ts); a table or column holding a user id, an e-mail, a phone
// or an address that the map does not name fails here, so the export cannot fall behind the schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVOTEE_DATA } from '../src/repositories/devotee-data';
import { buildCenter } from './factories/centers';
import { buildDevoteeWithData, type PersonalData } from './factories/devotee-data';
import { buildRitualWithSlot } from './factories/rituals';
import { buildUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let d: PersonalData;
let other: PersonalData;
beforeAll(async () => {
  t = await createTestApp();
  const { centerId, currency } = await buildCenter(t.pool);
  const pastSlot = await buildRitualWithSlot(t.pool, { centerId, startsInHours: -48 });
  const volunteer = await buildUser(t, { roles: [{ centerId, role: 'OFFICE_VOLUNTEER' }] });
  d = await buildDevoteeWithData(t, { centerId, currency, pastSlot, volunteerId: volunteer.id });
  other = await buildDevoteeWithData(t, { centerId, currency, pastSlot, volunteerId: volunteer.id });
});
afterAll(() => t.close());

/** A column that holds or points at a person: a user id, an e-mail, a phone, an address, a name of theirs. */
const PERSONAL_COLUMN =
  /(^|_)(user_id|sso_id|devotee_id|volunteer_id|actor_id|email|phone|address|first_name|last_name|booking_person_info|palm_leaf_info)$|_by$|(^|_)(email|phone)(_|$)/;

describe('the map of where a devotee’s data lives', () => {
  it('names every table and column of the database that holds a person’s data, and nothing that is not there', async () => {
    const { rows } = await t.pool.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
        WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'`,
    );
    const fks = await t.pool.query<{ table_name: string; column_name: string }>(
      `SELECT cl.relname AS table_name, a.attname AS column_name
         FROM pg_constraint k JOIN pg_class cl ON cl.oid = k.conrelid
         JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
        WHERE k.contype = 'f' AND k.confrelid = 'users'::regclass`,
    );
    const candidates = new Set([
      ...rows
        .filter((r) => PERSONAL_COLUMN.test(r.column_name))
        .map((r) => `${r.table_name}.${r.column_name}`),
      ...fks.rows.map((r) => `${r.table_name}.${r.column_name}`),
    ]);
    const mapped = new Set(
      Object.entries(DEVOTEE_DATA).flatMap(([table, m]) =>
        Object.keys(m.columns).map((c) => `${table}.${c}`),
      ),
    );
    const missing = [...candidates].filter((c) => !mapped.has(c)).sort();
    expect(
      missing,
      'columns holding a person’s data that repositories/devotee-data.ts does not name',
    ).toEqual([]);
    const existing = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
    expect([...mapped].filter((c) => !existing.has(c))).toEqual([]);
  });

  it('can fail: a new table with a user id, not in the map, is found', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('CREATE TABLE waiting_list_probe (id serial, user_id text, phone text)');
      const { rows } = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'waiting_list_probe'`,
      );
      const found = rows.filter((r) => PERSONAL_COLUMN.test(r.column_name)).map((r) => r.column_name);
      expect(found.sort()).toEqual(['phone', 'user_id']);
      expect(DEVOTEE_DATA.waiting_list_probe).toBeUndefined();
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('GET /api/user/data', () => {
  const download = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/data', headers: { authorization: `Bearer ${token}` } });

  it('gives every row held about the devotee, table by table, and no one else’s', async () => {
    const res = await download(d.user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { tables } = res.json().payload as { tables: Record<string, Record<string, unknown>[]> };
    // Every exported table of the map is in the download, and each holds this devotee's rows.
    const exported = Object.entries(DEVOTEE_DATA)
      .filter(([, m]) => 'where' in m.export)
      .map(([table]) => table)
      .sort();
    expect(Object.keys(tables).sort()).toEqual(exported);
    // (No roles, and no renewal charge yet: those two tables are empty for this devotee.)
    for (const table of exported.filter((x) => x !== 'user_roles' && x !== 'subscription_charges')) {
      expect(tables[table]!.length, `${table} has the devotee's rows`).toBeGreaterThan(0);
    }
    expect(tables.users).toEqual([
      expect.objectContaining({ id: d.user.id, email: d.email, first_name: d.firstName }),
    ]);
    expect(tables.booking_persons![0]).toMatchObject({ phone: d.phone, email: d.email });
    expect(JSON.stringify(tables.families)).toContain(d.memberName);
    expect(tables.orders!.map((o) => o.id).sort()).toEqual([...d.orderIds].sort());
    expect(tables.payments!.map((p) => p.id).sort()).toEqual([...d.paymentIds].sort());
    expect(tables.subscriptions![0]).toMatchObject({ id: d.subscriptionId });
    expect(tables.mail_outbox![0]).toMatchObject({ to_address: d.email });
    expect(tables.subscriptions![0]).not.toHaveProperty('lease_token');
    // The other devotee's data is not in it anywhere.
    const all = JSON.stringify(tables);
    for (const s of [other.user.id, other.email, other.firstName, other.phone, other.memberName]) {
      expect(all).not.toContain(s);
    }
  });

  it('records the download in the audit log, and refuses a caller who is not signed in', async () => {
    const audit = await t.pool.query(
      `SELECT 1 FROM audit_log WHERE action = 'data.export' AND actor_id = $1`,
      [d.user.id],
    );
    expect(audit.rowCount).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/data' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
