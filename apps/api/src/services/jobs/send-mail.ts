// Sends queued e-mail (the outbox is written in the same transaction as the change it reports).
import type { AppDeps } from '../../types';
import { claimQueuedMail, markMailNotSent, markMailSent } from '../../repositories/mail-outbox';

const MAX_ATTEMPTS = 5;

export async function sendQueuedMail(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  log: { warn: (obj: object, msg: string) => void },
  limit = 20,
): Promise<number> {
  const rows = await claimQueuedMail(deps.pool, limit);
  let sent = 0;
  for (const mail of rows) {
    try {
      await deps.providers.mail.send({
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
      });
      await markMailSent(deps.pool, mail.id);
      sent += 1;
    } catch (err) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      await markMailNotSent(deps.pool, mail.id, failed ? 'FAILED' : 'QUEUED', (err as Error).message);
      log.warn({ err, mailId: mail.id }, 'could not send an e-mail');
    }
  }
  return sent;
}
