// E-mail templates: short, single-column, readable on a phone. Text and HTML parts carry the same content.
import { PAYMENT_LINK_VALIDITY_HOURS } from '@sannidhi/domain/constants';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { mailTexts, type LateReason, type MailTexts } from '../../mail-texts';
import type { MailAttachment } from '../../providers/mail';
import { qrTableHtml } from './qr-table';

export interface MailLine {
  ritual: string;
  when: string;
  options: string;
  bookingReference: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A mail's page: <html lang> is the mail's language; the title and footer in it. */
export function layout(lang: UiLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta name="viewport" content="width=device-width,initial-scale=1"><meta charset="utf-8"></head>
<body style="margin:0;background:#faf6f0;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#2b1d14">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#7a2315">Sannidhi</p>
<div style="background:#fff;border-radius:12px;padding:20px;border:1px solid #eadfd2">
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1>${body}</div>
<p style="font-size:12px;color:#6b5a4c;margin-top:16px">${esc(mailTexts(lang).footer)}</p>
</div></body></html>`;
}

/** The booked lines; `withQr` adds each booking's QR code (its reference) to show at the temple's check-in. */
function linesHtml(t: MailTexts, lines: MailLine[], withQr = false): string {
  return lines
    .map(
      (l) => `<div style="border-top:1px solid #eadfd2;padding:10px 0">
<div style="font-weight:600">${esc(l.ritual)}</div><div>${esc(l.when)}</div>
<div style="color:#6b5a4c">${esc(l.options)} · ${esc(t.ref)} ${esc(l.bookingReference)}</div>${
        withQr ? qrTableHtml(l.bookingReference, esc(t.qrAlt({ reference: l.bookingReference }))) : ''
      }</div>`,
    )
    .join('');
}

const linesText = (t: MailTexts, lines: MailLine[]) =>
  lines.map((l) => `- ${l.ritual}, ${l.when}, ${l.options} (${t.ref} ${l.bookingReference})`).join('\n');

export function orderConfirmationMail(d: {
  lang: UiLanguage;
  name: string;
  centerName: string;
  amount: string;
  lines: MailLine[];
}): RenderedMail {
  const t = mailTexts(d.lang);
  const subject = t.confirmationSubject({ center: d.centerName });
  const intro = t.greeting({ name: d.name }) + t.confirmationSentence({ amount: d.amount });
  return {
    subject,
    html: layout(
      d.lang,
      t.confirmationTitle,
      `<p>${esc(intro)}</p>${linesHtml(t, d.lines, true)}<p style="color:#6b5a4c">${esc(t.checkInHint)}</p><p style="color:#6b5a4c">${esc(t.calendarHint)}</p>`,
    ),
    text: `${intro}\n\n${linesText(t, d.lines)}\n\n${t.checkInHint}\n${t.calendarHint}\n`,
  };
}

export function paymentStatusMail(d: {
  lang: UiLanguage;
  name: string;
  centerName: string;
  amount: string;
  status: 'COMPLETED' | 'ERROR' | 'EXPIRED' | 'REFUNDED';
  lines: MailLine[];
}): RenderedMail {
  const t = mailTexts(d.lang);
  const p = { amount: d.amount };
  const texts = {
    COMPLETED: [t.statusReceivedTitle, t.statusReceivedSentence(p)],
    ERROR: [t.statusNotCompletedTitle, t.statusErrorSentence(p)],
    EXPIRED: [t.statusNotCompletedTitle, t.statusExpiredSentence(p)],
    REFUNDED: [t.statusRefundedTitle, t.statusRefundedSentence(p)],
  } as const;
  const [title, sentence] = texts[d.status];
  const intro = t.greeting({ name: d.name }) + sentence;
  return {
    subject: `${title}: ${d.centerName}`,
    html: layout(d.lang, title, `<p>${esc(intro)}</p>${linesHtml(t, d.lines)}`),
    text: `${intro}\n\n${linesText(t, d.lines)}\n`,
  };
}

export function paymentLinkMail(d: {
  lang: UiLanguage;
  name: string;
  centerName: string;
  amount: string;
  url: string;
  lines: MailLine[];
}): RenderedMail {
  const t = mailTexts(d.lang);
  const intro =
    t.greeting({ name: d.name }) +
    t.linkSentence({ amount: d.amount, center: d.centerName, hours: PAYMENT_LINK_VALIDITY_HOURS });
  const button = `<p style="margin:20px 0"><a href="${esc(d.url)}" style="background:#7a2315;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block;font-weight:600">${esc(t.payNow)}</a></p>`;
  return {
    subject: t.linkSubject({ center: d.centerName }),
    html: layout(
      d.lang,
      t.linkTitle,
      `<p>${esc(intro)}</p>${button}${linesHtml(t, d.lines)}<p style="font-size:13px;word-break:break-all">${esc(d.url)}</p>`,
    ),
    text: `${intro}\n\n${t.payHere({ url: d.url })}\n\n${linesText(t, d.lines)}\n`,
  };
}

export type RefundMailKind = 'late-started' | 'done' | 'failed';

/** The refund mails: a late payment's refund started, and any refund done or failed (told once). */
export function refundMail(d: {
  lang: UiLanguage;
  kind: RefundMailKind;
  name: string;
  centerName: string;
  amount: string;
  /** Why a late payment could not keep its booking (services/payments/late-payment.ts). */
  lateReason?: string;
  /** A done refund the temple office gave back another way: how (CASH, BANK_TRANSFER, CHEQUE). */
  outsideMethod?: string;
  lines: MailLine[];
}): RenderedMail {
  const t = mailTexts(d.lang);
  const amount = d.amount;
  const how = d.outsideMethod
    ? (t.outsideMethods[d.outsideMethod as keyof MailTexts['outsideMethods']] ?? null)
    : null;
  const reason = t.lateReasons[d.lateReason as LateReason] ?? t.lateReasonUnknown;
  const texts: Record<RefundMailKind, [string, string]> = {
    'late-started': [t.refundStartedTitle, t.refundStartedSentence({ amount, reason })],
    done: [
      t.refundDoneTitle,
      how ? t.refundDoneOutsideSentence({ amount, how }) : t.refundDoneSentence({ amount }),
    ],
    failed: [t.refundFailedTitle, t.refundFailedSentence({ amount })],
  };
  const [title, sentence] = texts[d.kind];
  const intro = t.greeting({ name: d.name }) + sentence;
  return {
    subject: `${title}: ${d.centerName}`,
    html: layout(d.lang, title, `<p>${esc(intro)}</p>${linesHtml(t, d.lines)}`),
    text: `${intro}\n\n${linesText(t, d.lines)}\n`,
  };
}

/** The reminder before a ritual (issue 29): what, when, where or how, what to bring, and the check-in code. */
export function ritualReminderMail(d: {
  lang: UiLanguage;
  name: string;
  centerName: string;
  ritual: string;
  when: string;
  inPerson: boolean;
  address: string;
  options: string;
  bookingReference: string;
  infoUrl: string;
  myRitualsUrl: string;
}): RenderedMail {
  const t = mailTexts(d.lang);
  const subject = t.reminderSubject({ ritual: d.ritual, center: d.centerName, when: d.when });
  const intro = t.greeting({ name: d.name }) + t.reminderSentence({ ritual: d.ritual, when: d.when });
  const where = d.inPerson
    ? t.reminderWhere({ place: [d.centerName, d.address].filter(Boolean).join(', ') })
    : t.reminderOnline({ center: d.centerName });
  const bring = t.reminderBring({ url: d.infoUrl });
  const booking = t.reminderBooking({ reference: d.bookingReference, options: d.options });
  const manage = t.reminderManage({ url: d.myRitualsUrl });
  const link = (url: string, label: string) =>
    `<a href="${esc(url)}" style="color:#7a2315;font-weight:600">${esc(label)}</a>`;
  const qr = d.inPerson
    ? `${qrTableHtml(d.bookingReference, esc(t.qrAlt({ reference: d.bookingReference })))}<p style="color:#6b5a4c">${esc(t.checkInHint)}</p>`
    : '';
  return {
    subject,
    html: layout(
      d.lang,
      t.reminderTitle,
      `<p>${esc(intro)}</p><p>${esc(where)}</p>
<p>${esc(t.reminderBringLead)} ${link(d.infoUrl, t.reminderInfoLink)}</p>
<div style="border-top:1px solid #eadfd2;padding:10px 0"><div style="font-weight:600">${esc(d.ritual)}</div>
<div>${esc(d.when)}</div><div style="color:#6b5a4c">${esc(d.options)} · ${esc(t.ref)} ${esc(d.bookingReference)}</div>${qr}</div>
<p>${link(d.myRitualsUrl, t.myRituals)}: ${esc(t.rescheduleOrCancel)}</p>`,
    ),
    text: `${intro}\n\n${where}\n${bring}\n${booking}\n${d.inPerson ? `${t.checkInHint}\n` : ''}${manage}\n`,
  };
}

/** The waiting-list offer (issue 29): the places freed for the devotee, how long they are held, the link to book. */
export function waitingListOfferMail(d: {
  lang: UiLanguage;
  name: string;
  centerName: string;
  ritual: string;
  when: string;
  places: number;
  until: string;
  bookUrl: string;
}): RenderedMail {
  const t = mailTexts(d.lang);
  const subject = t.waitingOfferSubject({ ritual: d.ritual, when: d.when });
  const intro =
    t.greeting({ name: d.name }) +
    t.waitingOfferSentence({ places: d.places, ritual: d.ritual, center: d.centerName, when: d.when });
  const hold = t.waitingOfferHold({ until: d.until });
  return {
    subject,
    html: layout(
      d.lang,
      t.waitingOfferTitle,
      `<p>${esc(intro)}</p><p>${esc(hold)}</p>
<p><a href="${esc(d.bookUrl)}" style="display:inline-block;background:#7a2315;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${esc(t.waitingOfferBook)}</a></p>
<p style="color:#6b5a4c">${esc(t.waitingOfferLeave)}</p>`,
    ),
    text: `${intro}\n\n${hold}\n${t.waitingOfferLink({ url: d.bookUrl })}\n\n${t.waitingOfferLeave}\n`,
  };
}
