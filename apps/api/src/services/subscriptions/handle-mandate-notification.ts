// The gateway tells us that a payer cancelled their mandate at the bank: signed like a payment notification
// (HMAC over timestamp and raw body, fresh timestamp, never seen before). The subscription is CANCELLED.
import { z } from 'zod';
import type { AppDeps } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { badRequest, conflict, notFound, unauthorized } from '../../errors';
import { safeEqualHex, signGatewayPayload } from '../../providers/signing';
import { writeAudit } from '../../repositories/audit';
import {
  findSubscriptionByMandate,
  recordNotificationSeen,
  setMandateStatus,
  subscriptionContext,
} from '../../repositories/subscriptions';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { mandateEndedMail } from '../mail/subscription-mails';
import { mailLanguageOf, ritualNameIn } from '../../mail-texts';
import { NOTIFICATION_MAX_AGE_SECONDS } from '../payments/handle-notification';

const MandateNotification = z.object({ mandateId: z.string().min(1), status: z.literal('CANCELLED') });

export async function handleMandateNotification(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  input: { rawBody: string; timestamp?: string; signature?: string; now?: Date },
): Promise<{ applied: boolean; status: string }> {
  const { timestamp = '', signature = '', rawBody } = input;
  const expected = signGatewayPayload(deps.config.GATEWAY_SECRET, timestamp, rawBody);
  if (!timestamp || !signature || !safeEqualHex(signature, expected)) {
    throw unauthorized('Invalid notification signature');
  }
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > NOTIFICATION_MAX_AGE_SECONDS) {
    throw unauthorized('Notification timestamp is too old');
  }
  let body: z.infer<typeof MandateNotification>;
  try {
    body = MandateNotification.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest('Notification body is not valid');
  }
  return withTransaction(deps.pool, async (client) => {
    if (
      !(await recordNotificationSeen(client, { signature, reference: body.mandateId, status: body.status }))
    ) {
      throw conflict('Notification already received');
    }
    const s = await findSubscriptionByMandate(client, body.mandateId);
    if (!s) throw notFound('Unknown mandate');
    if (s.mandate_status !== 'ACTIVE' && s.mandate_status !== 'REVOKE_FAILED') {
      return { applied: false, status: s.status };
    }
    const status = s.status === 'COMPLETED' ? 'COMPLETED' : 'CANCELLED';
    await setMandateStatus(client, s.id, 'CANCELLED', status);
    await writeAudit(client, {
      actorId: null,
      action: 'subscription.mandateCancelled',
      entity: 'subscription',
      entityId: s.id,
      data: { mandateId: body.mandateId },
    });
    if (status === 'CANCELLED') {
      const ctx = await subscriptionContext(client, s);
      await enqueueMail(
        client,
        ctx.email,
        mandateEndedMail({
          lang: mailLanguageOf(ctx.language),
          ritual: ritualNameIn(ctx.ritual, ctx.ritualTexts, mailLanguageOf(ctx.language)),
        }),
        'subscription-cancelled',
        null,
      );
    }
    return { applied: true, status };
  });
}
