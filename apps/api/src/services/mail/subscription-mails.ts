// Mails about a subscription's monthly charge (the devotee is told when a charge fails and what happens next).
import type { RenderedMail } from './templates';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(subject: string, paragraphs: string[]): RenderedMail {
  return {
    subject,
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#2b1d14;max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-size:20px;font-weight:700;color:#7a2315">Sannidhi</p><h1 style="font-size:20px">${esc(subject)}</h1>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</body></html>`,
    text: `${subject}\n\n${paragraphs.join('\n\n')}\n`,
  };
}

export function chargeFailedMail(d: {
  ritual: string;
  month: number;
  retryOn: string | null;
  reason: string;
}): RenderedMail {
  const subject = `Payment ${d.month} of your ${d.ritual} subscription did not go through`;
  return mail(subject, [
    `We could not charge month ${d.month} of your ${d.ritual} subscription (${d.reason}).`,
    d.retryOn
      ? `We will try again on ${d.retryOn}. Please make sure your card or bank mandate can be charged.`
      : 'We tried several times without success, so your subscription is paused. Resume it from the Subscription tab of your dashboard once your card or bank mandate can be charged.',
  ]);
}

export function mandateEndedMail(d: { ritual: string }): RenderedMail {
  return mail(`Your ${d.ritual} subscription is cancelled`, [
    `Your bank mandate for the ${d.ritual} subscription was cancelled, so no further months will be charged.`,
  ]);
}

/**
 * The pre-debit notice (RBI e-mandate framework): merchant, amount, date, mandate reference and purpose, at least 24
 * hours before the charge, with the way to skip or pause (the Subscription tab).
 */
export function preDebitNoticeMail(d: {
  name: string;
  centerName: string;
  ritual: string;
  month: number;
  termMonths: number;
  amount: string;
  chargeDate: string;
  mandateReference: string;
  subscriptionUrl: string;
  contact: string;
}): RenderedMail {
  const subject = `${d.centerName} will charge ${d.amount} on ${d.chargeDate} for your ${d.ritual} subscription`;
  return mail(subject, [
    `Namaskaram ${d.name}, this is the notice before your next monthly charge.`,
    `Merchant: ${d.centerName}. Amount: ${d.amount}. Date of charge: ${d.chargeDate}.`,
    `Mandate reference: ${d.mandateReference}. Purpose: month ${d.month} of ${d.termMonths} of your ${d.ritual} prasadam subscription.`,
    `Not this month? Pause the subscription before the charge date on the Subscription tab: ${d.subscriptionUrl}`,
    `Questions or a complaint: ${d.contact}.`,
  ]);
}
