// Tells the devotee the truth about a refund at each step: a late payment's refund started (the cancellation mail
// says it for a cancellation), the refund done, or the refund failed (once: not again at every retry).
import type pg from 'pg';
import { formatMoney } from '@sannidhi/domain/money';
import { mailLanguageOf, mailTexts } from '../../mail-texts';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { refundMail, type MailLine, type RefundMailKind } from '../mail/templates';
import { findRefundMailTarget, markFailureMailed, type RefundRow } from '../../repositories/refunds';

export async function enqueueRefundMail(
  client: pg.PoolClient,
  refund: Pick<RefundRow, 'id' | 'payment_id' | 'amount' | 'currency'>,
  kind: RefundMailKind,
  extra: { lateReason?: string; outsideMethod?: string; lines?: MailLine[] } = {},
): Promise<void> {
  if (kind === 'failed' && !(await markFailureMailed(client, refund.id))) return;
  const target = await findRefundMailTarget(client, refund.payment_id);
  if (!target.email) return;
  const lang = mailLanguageOf(target.language);
  await enqueueMail(
    client,
    target.email,
    refundMail({
      lang,
      kind,
      name: target.first_name || mailTexts(lang).devotee,
      centerName: target.center_name,
      amount: formatMoney(refund.amount, refund.currency),
      lateReason: extra.lateReason,
      outsideMethod: extra.outsideMethod,
      lines: extra.lines ?? [],
    }),
    `refund-${kind}`,
    refund.payment_id,
  );
}
