// Sends queued e-mail (the outbox is written in the same transaction as the change it reports).
import type { AppDeps } from '../../types';

const MAX_ATTEMPTS = 5;

export async function sendQueuedMail(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  log: { warn: (obj: object, msg: string) => void },
  limit = 20,
): Promise<number> {
  const { rows } = await deps.pool.query<{
    id: number;
    to_address: string;
    subject: string;
    html: string;
    text: string;
    attempts: number;
  }>(
    `UPDATE mail_outbox SET attempts = attempts + 1, not_before = now() + interval '1 minute'
     WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'QUEUED' AND not_before <= now()
                  ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, to_address, subject, html, text, attempts`,
    [limit],
  );
  let sent = 0;
  for (const mail of rows) {
    try {
      await deps.providers.mail.send({
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await deps.pool.query(
        "UPDATE mail_outbox SET status = 'SENT', sent_at = now(), last_error = NULL WHERE id = $1",
        [mail.id],
      );
      sent += 1;
    } catch (err) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      await deps.pool.query('UPDATE mail_outbox SET status = $2, last_error = $3 WHERE id = $1', [
        mail.id,
        failed ? 'FAILED' : 'QUEUED',
        (err as Error).message.slice(0, 500),
      ]);
      log.warn({ err, mailId: mail.id }, 'could not send an e-mail');
    }
  }
  return sent;
}
