// Consents on record (issue 30; migration 20261128T0310): append-only rows, the latest of a kind is the choice.
import type { ConsentKind } from '@sannidhi/domain/consents';
import type { Queryable } from '../db/client';

export interface ConsentRow {
  kind: ConsentKind;
  granted: boolean;
  text: string;
  /** The language the text was shown in (migration 20261128T0510; 'en' before). */
  language: string;
  recorded_at: Date;
  recorded_by: string | null;
  user_id: string;
}

/**
 * Records a consent given or withdrawn, unless the person's latest choice of that kind is already the same (saving a
 * billing profile again records nothing new), and a "no" with nothing given before (a consent never given is not
 * withdrawn). Answers whether a row was written.
 */
export async function recordConsent(
  db: Queryable,
  c: {
    userId: string;
    kind: ConsentKind;
    granted: boolean;
    text: string;
    language: string;
    recordedBy: string | null;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO consents (user_id, kind, granted, text, language, recorded_by)
     SELECT $1, $2, $3, $4, $5, $6
       FROM (SELECT (SELECT granted FROM consents WHERE user_id = $1 AND kind = $2
                      ORDER BY recorded_at DESC, id DESC LIMIT 1) AS latest) l
      WHERE l.latest IS DISTINCT FROM $3 AND ($3 OR l.latest IS NOT NULL)`,
    [c.userId, c.kind, c.granted, c.text, c.language, c.recordedBy],
  );
  return (rowCount ?? 0) > 0;
}

/** The person's current consents: the latest row of each kind. */
export async function listCurrentConsents(db: Queryable, userId: string): Promise<ConsentRow[]> {
  const { rows } = await db.query<ConsentRow>(
    `SELECT DISTINCT ON (kind) kind, granted, text, language, recorded_at, recorded_by, user_id FROM consents
      WHERE user_id = $1 ORDER BY kind, recorded_at DESC, id DESC`,
    [userId],
  );
  return rows;
}

/** The person's latest consent of a kind (given or withdrawn), if any. */
export async function findLatestConsent(
  db: Queryable,
  userId: string,
  kind: ConsentKind,
): Promise<ConsentRow | undefined> {
  const { rows } = await db.query<ConsentRow>(
    `SELECT kind, granted, text, language, recorded_at, recorded_by, user_id FROM consents
      WHERE user_id = $1 AND kind = $2 ORDER BY recorded_at DESC, id DESC LIMIT 1`,
    [userId, kind],
  );
  return rows[0];
}

/** The billing profile's newsletter choice follows the consent; false when there is no billing profile. */
export async function setNewsletterChoice(db: Queryable, userId: string, granted: boolean): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE booking_persons SET subscribed_for_news_letter = $2, updated_at = now() WHERE sso_id = $1`,
    [userId, granted],
  );
  return (rowCount ?? 0) > 0;
}
