// Mails about a subscription's monthly charge (the devotee is told when a charge fails and what happens next).
import type { UiLanguage } from '@sannidhi/domain/languages';
import { mailTexts } from '../../mail-texts';
import type { RenderedMail } from './templates';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(lang: UiLanguage, subject: string, paragraphs: string[]): RenderedMail {
  return {
    subject,
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#2b1d14;max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-size:20px;font-weight:700;color:#7a2315">Sannidhi</p><h1 style="font-size:20px">${esc(subject)}</h1>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</body></html>`,
    text: `${subject}\n\n${paragraphs.join('\n\n')}\n`,
  };
}

export function chargeFailedMail(d: {
  lang: UiLanguage;
  ritual: string;
  month: number;
  retryOn: string | null;
  reason: string;
}): RenderedMail {
  const t = mailTexts(d.lang);
  return mail(d.lang, t.chargeFailedSubject({ month: d.month, ritual: d.ritual }), [
    t.chargeFailedSentence({ month: d.month, ritual: d.ritual, reason: d.reason }),
    d.retryOn ? t.chargeRetry({ date: d.retryOn }) : t.chargePaused,
  ]);
}

export function mandateEndedMail(d: { lang: UiLanguage; ritual: string }): RenderedMail {
  const t = mailTexts(d.lang);
  return mail(d.lang, t.mandateEndedSubject({ ritual: d.ritual }), [
    t.mandateEndedSentence({ ritual: d.ritual }),
  ]);
}

/** The facts of a monthly charge that its notice before and its mail after both state (RBI e-mandate framework). */
export interface ChargeFacts {
  lang: UiLanguage;
  name: string;
  centerName: string;
  ritual: string;
  month: number;
  termMonths: number;
  amount: string;
  chargeDate: string;
  mandateReference: string;
  /** The centre's e-mail and phone, for questions and complaints. */
  contact: string;
}

/** Merchant, amount, date, mandate reference and purpose: the paragraphs both mails share. */
function chargeParagraphs(t: ReturnType<typeof mailTexts>, d: ChargeFacts): string[] {
  return [
    t.preDebitDetails({ center: d.centerName, amount: d.amount, date: d.chargeDate }),
    t.preDebitPurpose({
      reference: d.mandateReference,
      month: d.month,
      termMonths: d.termMonths,
      ritual: d.ritual,
    }),
  ];
}

/**
 * The pre-debit notice: merchant, amount, date, mandate reference and purpose, at least 24 hours before the charge,
 * with the one-tap way to skip this month or pause.
 */
export function preDebitNoticeMail(d: ChargeFacts & { actionUrl: string }): RenderedMail {
  const t = mailTexts(d.lang);
  const subject = t.preDebitSubject({
    center: d.centerName,
    amount: d.amount,
    date: d.chargeDate,
    ritual: d.ritual,
  });
  return mail(d.lang, subject, [
    t.greeting({ name: d.name }) + t.preDebitSentence,
    ...chargeParagraphs(t, d),
    t.preDebitPause({ url: d.actionUrl }),
    t.preDebitContact({ contact: d.contact }),
  ]);
}

/** The post-debit mail: after a monthly charge is taken, the same facts and how to raise a complaint. */
export function postDebitMail(d: ChargeFacts): RenderedMail {
  const t = mailTexts(d.lang);
  const subject = t.postDebitSubject({
    center: d.centerName,
    amount: d.amount,
    month: d.month,
    ritual: d.ritual,
  });
  return mail(d.lang, subject, [
    t.greeting({ name: d.name }) + t.postDebitSentence,
    ...chargeParagraphs(t, d),
    t.postDebitComplaint({ contact: d.contact }),
  ]);
}
