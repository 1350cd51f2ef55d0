// E-mail templates: short, single-column, readable on a phone. Text and HTML parts carry the same content.
import { PAYMENT_LINK_VALIDITY_HOURS } from '@sannidhi/domain/constants';
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

function layout(title: string, body: string): string {
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><meta charset="utf-8"></head>
<body style="margin:0;background:#faf6f0;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#2b1d14">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#7a2315">Sannidhi</p>
<div style="background:#fff;border-radius:12px;padding:20px;border:1px solid #eadfd2">
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1>${body}</div>
<p style="font-size:12px;color:#6b5a4c;margin-top:16px">This message was sent by Sannidhi on behalf of the temple centre.</p>
</div></body></html>`;
}

/** The booked lines; `withQr` adds each booking's QR code (its reference) to show at the temple's check-in. */
function linesHtml(lines: MailLine[], withQr = false): string {
  return lines
    .map(
      (l) => `<div style="border-top:1px solid #eadfd2;padding:10px 0">
<div style="font-weight:600">${esc(l.ritual)}</div><div>${esc(l.when)}</div>
<div style="color:#6b5a4c">${esc(l.options)} · Ref ${esc(l.bookingReference)}</div>${
        withQr
          ? qrTableHtml(l.bookingReference, esc(`QR code of booking reference ${l.bookingReference}`))
          : ''
      }</div>`,
    )
    .join('');
}

const linesText = (lines: MailLine[]) =>
  lines.map((l) => `- ${l.ritual}, ${l.when}, ${l.options} (ref ${l.bookingReference})`).join('\n');

const CHECK_IN_HINT =
  'At the temple, show the QR code of your booking or tell the booking reference to the ritual assistant.';

const CALENDAR_HINT =
  'The attached calendar file adds your ritual to your calendar; My Rituals also offers it under "Add to calendar".';

export function orderConfirmationMail(d: {
  name: string;
  centerName: string;
  amount: string;
  lines: MailLine[];
}): RenderedMail {
  const subject = `Your booking at ${d.centerName} is confirmed`;
  const intro = `Namaskaram ${d.name}, your payment of ${d.amount} was received and your booking is confirmed.`;
  return {
    subject,
    html: layout(
      'Booking confirmed',
      `<p>${esc(intro)}</p>${linesHtml(d.lines, true)}<p style="color:#6b5a4c">${esc(CHECK_IN_HINT)}</p><p style="color:#6b5a4c">${esc(CALENDAR_HINT)}</p>`,
    ),
    text: `${intro}\n\n${linesText(d.lines)}\n\n${CHECK_IN_HINT}\n${CALENDAR_HINT}\n`,
  };
}

export function paymentStatusMail(d: {
  name: string;
  centerName: string;
  amount: string;
  status: 'COMPLETED' | 'ERROR' | 'EXPIRED' | 'REFUNDED';
  lines: MailLine[];
}): RenderedMail {
  const texts = {
    COMPLETED: [
      'Payment received',
      `your payment of ${d.amount} was received and your booking is confirmed.`,
    ],
    ERROR: [
      'Payment not completed',
      `your payment of ${d.amount} did not go through, so nothing was booked. You may try again.`,
    ],
    EXPIRED: [
      'Payment not completed',
      `we did not receive your payment of ${d.amount} in time, so the places were released. You may book again.`,
    ],
    REFUNDED: ['Payment refunded', `your payment of ${d.amount} has been refunded in full.`],
  } as const;
  const [title, sentence] = texts[d.status];
  const intro = `Namaskaram ${d.name}, ${sentence}`;
  return {
    subject: `${title}: ${d.centerName}`,
    html: layout(title, `<p>${esc(intro)}</p>${linesHtml(d.lines)}`),
    text: `${intro}\n\n${linesText(d.lines)}\n`,
  };
}

export function paymentLinkMail(d: {
  name: string;
  centerName: string;
  amount: string;
  url: string;
  lines: MailLine[];
}): RenderedMail {
  const intro = `Namaskaram ${d.name}, please complete the payment of ${d.amount} for your booking at ${d.centerName}. The link is valid for ${PAYMENT_LINK_VALIDITY_HOURS} hours; your registration is confirmed once the payment is complete.`;
  const button = `<p style="margin:20px 0"><a href="${esc(d.url)}" style="background:#7a2315;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block;font-weight:600">Pay now</a></p>`;
  return {
    subject: `Payment link for your booking at ${d.centerName}`,
    html: layout(
      'Complete your payment',
      `<p>${esc(intro)}</p>${button}${linesHtml(d.lines)}<p style="font-size:13px;word-break:break-all">${esc(d.url)}</p>`,
    ),
    text: `${intro}\n\nPay here: ${d.url}\n\n${linesText(d.lines)}\n`,
  };
}

/** Why a late payment could not keep its booking, in the devotee's words (services/payments/late-payment.ts). */
const LATE_REASONS: Record<string, string> = {
  'places-taken': 'the places were taken by others meanwhile',
  'slot-past': 'the ritual time has passed',
  'slot-closed': 'the temple has closed that date',
  'ritual-hidden': 'the ritual is no longer offered',
  'month-already-paid': 'that month was already paid',
  'subscription-ended': 'the subscription has ended',
};

export type RefundMailKind = 'late-started' | 'done' | 'failed';

/** The refund mails: a late payment's refund started, and any refund done or failed (told once). */
export function refundMail(d: {
  kind: RefundMailKind;
  name: string;
  centerName: string;
  amount: string;
  lateReason?: string;
  /** A done refund the temple office gave back another way: how, in words ("Cash at the counter"). */
  outsideHow?: string;
  lines: MailLine[];
}): RenderedMail {
  const done = d.outsideHow
    ? `your refund of ${d.amount} has been given back to you by the temple office another way (${d.outsideHow.toLowerCase()}), as the bank could not take it back to your original payment method.`
    : `your refund of ${d.amount} has been sent back to your original payment method.`;
  const texts: Record<RefundMailKind, [string, string]> = {
    'late-started': [
      'Refund started',
      `your payment of ${d.amount} arrived after its time had run out and ${LATE_REASONS[d.lateReason ?? ''] ?? 'the booking could not be kept'}, so nothing is booked. A refund of ${d.amount} has been started to your original payment method; we will write again when it is done.`,
    ],
    done: ['Refund completed', done],
    failed: [
      'Refund delayed',
      `your refund of ${d.amount} could not be completed by the bank yet. We will try again and the temple office has been told; you need do nothing.`,
    ],
  };
  const [title, sentence] = texts[d.kind];
  const intro = `Namaskaram ${d.name}, ${sentence}`;
  return {
    subject: `${title}: ${d.centerName}`,
    html: layout(title, `<p>${esc(intro)}</p>${linesHtml(d.lines)}`),
    text: `${intro}\n\n${linesText(d.lines)}\n`,
  };
}

/** The reminder before a ritual (issue 29): what, when, where or how, what to bring, and the check-in code. */
export function ritualReminderMail(d: {
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
  const subject = `Reminder: ${d.ritual} at ${d.centerName}, ${d.when}`;
  const intro = `Namaskaram ${d.name}, this is a reminder of your ${d.ritual} on ${d.when}.`;
  const where = d.inPerson
    ? `Where: ${[d.centerName, d.address].filter(Boolean).join(', ')}. Please arrive a little early.`
    : `How: this is an online ritual, performed at ${d.centerName} on your behalf; you need not travel. The centre's information page says how to follow it.`;
  const bring = `What to bring and how to dress: see the centre's information page, ${d.infoUrl}`;
  const booking = `Booking reference ${d.bookingReference} (${d.options}).`;
  const manage = `To reschedule or cancel, open My Rituals: ${d.myRitualsUrl}`;
  const link = (url: string, label: string) =>
    `<a href="${esc(url)}" style="color:#7a2315;font-weight:600">${esc(label)}</a>`;
  const qr = d.inPerson
    ? `${qrTableHtml(d.bookingReference, esc(`QR code of booking reference ${d.bookingReference}`))}<p style="color:#6b5a4c">${esc(CHECK_IN_HINT)}</p>`
    : '';
  return {
    subject,
    html: layout(
      'Your ritual is coming up',
      `<p>${esc(intro)}</p><p>${esc(where)}</p>
<p>What to bring and how to dress: ${link(d.infoUrl, "the centre's information page")}</p>
<div style="border-top:1px solid #eadfd2;padding:10px 0"><div style="font-weight:600">${esc(d.ritual)}</div>
<div>${esc(d.when)}</div><div style="color:#6b5a4c">${esc(d.options)} · Ref ${esc(d.bookingReference)}</div>${qr}</div>
<p>${link(d.myRitualsUrl, 'My Rituals')}: reschedule or cancel.</p>`,
    ),
    text: `${intro}\n\n${where}\n${bring}\n${booking}\n${d.inPerson ? `${CHECK_IN_HINT}\n` : ''}${manage}\n`,
  };
}
