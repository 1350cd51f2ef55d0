import type pg from 'pg';
import type { Queryable } from '../db/client';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  country_of_residence: string;
  photo: string;
}

export async function findUserById(pool: pg.Pool, id: string): Promise<UserRow | undefined> {
  const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/** The user who signs in with the e-mail (case does not matter). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0];
}

/**
 * The user's standing here: their row's disabled_at, or, with no row, when their account was deleted (ended_accounts;
 * null when it never existed); and when they asked for their account to be erased (null: not asked).
 */
export async function findUserStanding(
  pool: pg.Pool,
  id: string,
): Promise<{
  exists: boolean;
  disabled_at: Date | null;
  ended_at: Date | null;
  erasure_requested_at: Date | null;
}> {
  const { rows } = await pool.query<{
    exists: boolean;
    disabled_at: Date | null;
    ended_at: Date | null;
    erasure_requested_at: Date | null;
  }>(
    `SELECT u.id IS NOT NULL AS exists, u.disabled_at, e.ended_at, u.erasure_requested_at
       FROM (SELECT $1::text AS id) AS k
       LEFT JOIN users u ON u.id = k.id
       LEFT JOIN ended_accounts e ON e.user_id = k.id`,
    [id],
  );
  return rows[0]!;
}

/** A user's profile as the sign-in provider holds it (photo: a URL, '' or absent for none). */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  countryOfResidence: string;
  photo?: string;
}

/**
 * Inserts or refreshes the user's row from their profile. `language` (the interface language for their mails) is set
 * on a new row, and on an existing row only when it has none: a language the account already has is kept.
 */
export async function upsertUser(
  pool: Queryable,
  user: UserProfile & { language?: string | undefined },
): Promise<UserRow> {
  const { rows } = await pool.query<UserRow>(
    `INSERT INTO users (id, email, first_name, last_name, country_of_residence, photo, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       country_of_residence = EXCLUDED.country_of_residence,
       language = COALESCE(users.language, EXCLUDED.language), updated_at = now()
     RETURNING *`,
    [
      user.id,
      user.email,
      user.firstName,
      user.lastName,
      user.countryOfResidence,
      user.photo ?? '',
      user.language ?? null,
    ],
  );
  return rows[0]!;
}

/** The first copy of a signed-in user's SSO profile; a concurrent first request's copy wins. */
/** Inserts the user unless a row has their id; answers whether this call inserted it. */
export async function insertUserIfAbsent(pool: pg.Pool, user: Required<UserProfile>): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO users (id, email, first_name, last_name, country_of_residence, photo)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [user.id, user.email, user.firstName, user.lastName, user.countryOfResidence, user.photo],
  );
  return rowCount === 1;
}

export async function userName(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]?.name || null;
}

/** The interface language stored on the user (null: never chosen, or no such user). */
export async function findUserLanguage(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.language ?? null;
}

/** The language of the user who signs in with the e-mail (case does not matter), for a mail to that address. */
export async function findLanguageByEmail(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ language: string | null }>(
    'SELECT language FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.language ?? null;
}

/** Stores the user's interface language; false when the user has no row. */
export async function updateUserLanguage(db: Queryable, userId: string, language: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE users SET language = $2, updated_at = now() WHERE id = $1', [
    userId,
    language,
  ]);
  return (rowCount ?? 0) > 0;
}
