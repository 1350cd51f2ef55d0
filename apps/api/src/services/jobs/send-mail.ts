// Sends queued e-mail (the outbox is written in the same transaction as the change it reports). A round drains the
// outbox: batches of `limit` are claimed until none is left or the round's time is up, each batch sent a few mails at
// a time. One batch per round (20 mails every JOB_INTERVAL_MS, 80 a minute at the default 15 s) left a festival's
// thousands of confirmations queued for most of an hour (docs/decisions.md, "Observability and the festival opening").
import type { AppDeps } from '../../types';
import {
  claimQueuedMail,
  markMailNotSent,
  markMailSent,
  type QueuedMail,
} from '../../repositories/mail-outbox';

const MAX_ATTEMPTS = 5;
/** SMTP conversations at once. */
const AT_ONCE = 5;
/** A round stops claiming after this long: well inside a claimed batch's one-minute lease and SHUTDOWN_TIMEOUT_MS. */
const ROUND_MS = 5_000;

export async function sendQueuedMail(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  log: { warn: (obj: object, msg: string) => void },
  limit = 20,
): Promise<number> {
  const until = Date.now() + ROUND_MS;
  let sent = 0;
  for (;;) {
    const rows = await claimQueuedMail(deps.pool, limit);
    for (let i = 0; i < rows.length; i += AT_ONCE) {
      const outcomes = await Promise.all(rows.slice(i, i + AT_ONCE).map((mail) => sendOne(deps, log, mail)));
      sent += outcomes.filter(Boolean).length;
    }
    if (rows.length < limit || Date.now() >= until) return sent;
  }
}

async function sendOne(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  log: { warn: (obj: object, msg: string) => void },
  mail: QueuedMail,
): Promise<boolean> {
  try {
    await deps.providers.mail.send({
      to: mail.to_address,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments,
    });
    await markMailSent(deps.pool, mail.id);
    return true;
  } catch (err) {
    const failed = mail.attempts >= MAX_ATTEMPTS;
    await markMailNotSent(deps.pool, mail.id, failed ? 'FAILED' : 'QUEUED', (err as Error).message);
    log.warn({ err, mailId: mail.id }, 'could not send an e-mail');
    return false;
  }
}
