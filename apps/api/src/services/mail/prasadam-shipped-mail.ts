// The devotee's mail when their prasadam leaves the temple: the carrier, the tracking id and its tracking link.
import type { DeliveryAddress } from '@sannidhi/domain/address';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { mailTexts } from '../../mail-texts';
import type { RenderedMail } from './templates';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CARRIER_NAMES: Record<string, string> = { UPS: 'UPS', STAMPS: 'USPS' };

export function prasadamShippedMail(d: {
  lang: UiLanguage;
  name: string;
  centerName: string;
  ritual: string;
  reference: string;
  carrier: string;
  trackingId: string;
  trackingUrl: string | null;
  address: DeliveryAddress;
}): RenderedMail {
  const t = mailTexts(d.lang);
  const carrier = CARRIER_NAMES[d.carrier] ?? d.carrier;
  const subject = t.shippedSubject({ center: d.centerName });
  const intro =
    t.greeting({ name: d.name }) + t.shippedSentence({ ritual: d.ritual, reference: d.reference, carrier });
  const to = [
    d.address.name,
    d.address.line1,
    d.address.line2,
    d.address.line3,
    d.address.city,
    d.address.state,
  ]
    .concat([d.address.pinCode, d.address.country])
    .filter((s) => s.trim())
    .join(', ');
  const track = d.trackingUrl ? t.trackAt({ url: d.trackingUrl }) : '';
  const text = `${intro}\n${t.trackingId}: ${d.trackingId}\n${track}\n${t.shippedTo}: ${to}\n`;
  const link = d.trackingUrl
    ? `<p><a href="${esc(d.trackingUrl)}" style="color:#7a2315;font-weight:600">${esc(t.trackLink)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${d.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#2b1d14;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${esc(subject)}</h1><p>${esc(intro)}</p>
<p>${esc(t.trackingId)}: <strong>${esc(d.trackingId)}</strong></p>${link}<p>${esc(t.shippedTo)}: ${esc(to)}</p></body></html>`;
  return { subject, html, text };
}
