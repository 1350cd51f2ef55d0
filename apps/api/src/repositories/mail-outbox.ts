import type pg from 'pg';
import type { MailAttachment } from '../providers/mail';

export interface QueuedMail {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  attempts: number;
}

/** A mail written in the transaction of the change it reports; sent later by the mail job. */
export async function insertMail(
  client: pg.PoolClient,
  mail: {
    to: string;
    subject: string;
    html: string;
    text: string;
    kind: string;
    paymentId: string | null;
    orderId?: string | null;
    attachments?: MailAttachment[];
  },
): Promise<void> {
  await client.query(
    `INSERT INTO mail_outbox (to_address, subject, html, text, kind, payment_id, order_id, attachments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      mail.to,
      mail.subject,
      mail.html,
      mail.text,
      mail.kind,
      mail.paymentId,
      mail.orderId ?? null,
      JSON.stringify(mail.attachments ?? []),
    ],
  );
}

/** Leases up to `limit` due mails for a minute (FOR UPDATE SKIP LOCKED: each mail goes to one sender). */
export async function claimQueuedMail(pool: pg.Pool, limit: number): Promise<QueuedMail[]> {
  const { rows } = await pool.query<QueuedMail>(
    `UPDATE mail_outbox SET attempts = attempts + 1, not_before = now() + interval '1 minute'
     WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'QUEUED' AND not_before <= now()
                  ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, to_address, subject, html, text, attachments, attempts`,
    [limit],
  );
  return rows;
}

export async function markMailSent(pool: pg.Pool, id: number): Promise<void> {
  await pool.query(
    "UPDATE mail_outbox SET status = 'SENT', sent_at = now(), last_error = NULL WHERE id = $1",
    [id],
  );
}

/** A send that failed: queued again for the next lease, or FAILED for good. */
export async function markMailNotSent(
  pool: pg.Pool,
  id: number,
  status: 'QUEUED' | 'FAILED',
  error: string,
): Promise<void> {
  await pool.query('UPDATE mail_outbox SET status = $2, last_error = $3 WHERE id = $1', [
    id,
    status,
    error.slice(0, 500),
  ]);
}
