// The retention jobs' SQL (issue 30; docs/decisions.md, "Data rights", retention table): what outlives its purpose is
// anonymised in batches, rows claimed with FOR UPDATE SKIP LOCKED so two api processes never take the same rows.
import type { Queryable } from '../db/client';

/** Analytics events older than `before` lose the user they were linked to. Answers how many. */
export async function unlinkOldAnalytics(db: Queryable, before: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE analytics_events SET user_id = NULL WHERE id IN (
       SELECT id FROM analytics_events WHERE user_id IS NOT NULL AND created_at < $1
        ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [before, limit],
  );
  return rowCount ?? 0;
}

/** Mails sent before `before` lose their bodies and attachments; the record that a mail went stays. */
export async function clearOldMailBodies(db: Queryable, before: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE mail_outbox SET html = '', text = '', attachments = '[]' WHERE id IN (
       SELECT id FROM mail_outbox
        WHERE status = 'SENT' AND sent_at < $1 AND (html <> '' OR text <> '' OR attachments <> '[]')
        ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [before, limit],
  );
  return rowCount ?? 0;
}
