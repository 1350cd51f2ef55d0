// Mails about the account itself (issue 30): "Delete my account" cancelled by a sign-in during the grace period.
import type { UiLanguage } from '@sannidhi/domain/languages';
import { mailTexts } from '../../mail-texts';
import { layout, type RenderedMail } from './templates';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The devotee signed in again during the grace period: their deletion request is cancelled, and they are told. */
export function erasureCancelledMail(d: { lang: UiLanguage; name: string }): RenderedMail {
  const t = mailTexts(d.lang);
  const intro = t.greeting({ name: d.name || t.devotee }) + t.erasureCancelledSentence;
  return {
    subject: t.erasureCancelledSubject,
    html: layout(
      d.lang,
      t.erasureCancelledTitle,
      `<p>${esc(intro)}</p><p>${esc(t.erasureCancelledKept)}</p>`,
    ),
    text: `${intro}\n\n${t.erasureCancelledKept}\n`,
  };
}
