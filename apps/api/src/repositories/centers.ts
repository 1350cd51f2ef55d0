// SQL of the centers table: one centre by id (its name, currency and meta: time zone, date format, country, refund
// threshold…), and the locked read and write of its settings. Lists of centres for the catalogue are Drizzle reads
// in catalogue.ts.
import type pg from 'pg';
import type { Queryable } from '../db/client';

export interface CenterRow {
  id: string;
  name: string;
  currency: string | null;
  meta: Record<string, unknown>;
}

/** One centre by id, or undefined. */
export async function findCenter(db: Queryable, centerId: string): Promise<CenterRow | undefined> {
  const { rows } = await db.query<CenterRow>('SELECT id, name, currency, meta FROM centers WHERE id = $1', [
    centerId,
  ]);
  return rows[0];
}

/** Locks the centre for a settings change and answers its current contact, treasurer e-mail and meta. */
export async function lockCenterSettings(
  client: pg.PoolClient,
  centerId: string,
): Promise<CenterSettingsRow | undefined> {
  const { rows } = await client.query<CenterSettingsRow>(
    'SELECT contact, treasurer_email, meta, description, texts FROM centers WHERE id = $1 FOR UPDATE',
    [centerId],
  );
  return rows[0];
}

interface CenterSettingsRow {
  contact: object;
  treasurer_email: string;
  meta: Record<string, unknown>;
  description: string;
  texts: object;
}

/**
 * Sets the contact and treasurer e-mail, and the given meta keys (the others stay); the description and its texts in
 * other languages when given (left as they are when undefined).
 */
export async function updateCenterSettings(
  client: pg.PoolClient,
  centerId: string,
  settings: {
    contact: object;
    treasurerEmail: string;
    meta: Record<string, unknown>;
    description?: string;
    texts?: object;
  },
): Promise<void> {
  await client.query(
    `UPDATE centers SET contact = $2, treasurer_email = $3, meta = meta || $4::jsonb,
       description = COALESCE($5, description), texts = COALESCE($6::jsonb, texts)
     WHERE id = $1`,
    [
      centerId,
      settings.contact,
      settings.treasurerEmail,
      JSON.stringify(settings.meta),
      settings.description ?? null,
      settings.texts === undefined ? null : JSON.stringify(settings.texts),
    ],
  );
}
