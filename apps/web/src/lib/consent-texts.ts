/**
 * The consents' texts (issue 30; docs/decisions.md, "Data rights": consents): one message each, shown by the form
 * that asks for the consent (the back-office registration card, the billing form) and sent with what it saves, as
 * the screen showed it in the language shown, so that the consent on record is the text the person read. The links
 * of the privacy terms are the message's tags (<0>…</0>): the screen renders them as links, the record leaves the
 * markup out. packages/domain/src/consents.ts CONSENT_TEXTS holds the English texts (consent-texts.test.ts).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConsentKind } from '@sannidhi/domain/consents';
import type { ShownConsentTexts } from '@sannidhi/domain/contracts/data-rights';
import { isUiLanguage } from '@sannidhi/domain/languages';

export const CONSENT_MESSAGES: Readonly<Record<ConsentKind, MessageDescriptor>> = {
  registration: msg`I confirm that the devotee has been notified that an SSO account will be created for them with this e-mail address, and that they consent to it.`,
  'privacy-terms': msg`I accept the <0>privacy policy</0> and the <1>terms and conditions</1>.`,
  newsletter: msg`Send me the temple's newsletter`,
};

/** A consent's text as the screen shows it now, without its links' markup. */
export function shownConsentText(i18n: I18n, kind: ConsentKind): string {
  return i18n
    ._(CONSENT_MESSAGES[kind])
    .replace(/<\/?\d+\s*\/?>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The texts of the consents a form asks for, as shown now, with their language: sent with the form's save. None in
 * a language Sannidhi does not store (the pseudo-locale of the tests): the api then stores the English texts.
 */
export function shownConsentTexts(i18n: I18n, kinds: readonly ConsentKind[]): ShownConsentTexts | undefined {
  const language = i18n.locale;
  if (!isUiLanguage(language)) return undefined;
  const texts: ShownConsentTexts = { language };
  for (const kind of kinds) texts[kind] = shownConsentText(i18n, kind);
  return texts;
}
