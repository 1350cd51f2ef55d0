// The consent texts the screens show are the ones stored (issue 30): in English exactly the domain's CONSENT_TEXTS,
// and in another language the catalogue's translation, without the links' markup, with the language it was shown in.
import fs from 'node:fs';
import { setupI18n } from '@lingui/core';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { CONSENT_KINDS, CONSENT_TEXTS } from '@sannidhi/domain/consents';
import { CONSENT_MESSAGES, shownConsentText, shownConsentTexts } from './consent-texts';

/** The language's catalogue for the consent messages, keyed by their ids. */
function consentCatalogue(lang: string): Record<string, string> {
  const items = PO.parse(
    fs.readFileSync(new URL(`../locales/${lang}/messages.po`, import.meta.url), 'utf8'),
  ).items;
  const out: Record<string, string> = {};
  for (const descriptor of Object.values(CONSENT_MESSAGES)) {
    const item = items.find((i) => i.msgid === descriptor.message);
    if (item?.msgstr[0]) out[descriptor.id!] = item.msgstr[0];
  }
  return out;
}

describe('the consent texts', () => {
  it('in English are the domain’s texts, the links’ markup left out', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const kind of CONSENT_KINDS) expect(shownConsentText(i18n, kind), kind).toBe(CONSENT_TEXTS[kind]);
    expect(shownConsentTexts(i18n, ['privacy-terms', 'newsletter'])).toEqual({
      language: 'en',
      'privacy-terms': 'I accept the privacy policy and the terms and conditions.',
      newsletter: "Send me the temple's newsletter",
    });
  });

  it('in Tamil are the catalogue’s translations, with the language they were shown in', () => {
    const messages = consentCatalogue('ta');
    expect(Object.keys(messages)).toHaveLength(CONSENT_KINDS.length);
    const i18n = setupI18n({ locale: 'ta', messages: { ta: messages } });
    const shown = shownConsentTexts(i18n, ['privacy-terms', 'newsletter'])!;
    expect(shown.language).toBe('ta');
    expect(shown['privacy-terms']).not.toMatch(/[<>]|privacy/);
    expect(shown['privacy-terms']).toMatch(/[\u0B80-\u0BFF]/);
    expect(shown.newsletter).toBe(messages[CONSENT_MESSAGES.newsletter.id!]);
  });

  it('are not sent in the pseudo-locale of the tests (the api then stores the English texts)', () => {
    const i18n = setupI18n({ locale: 'pseudo', messages: { pseudo: {} } });
    expect(shownConsentTexts(i18n, ['newsletter'])).toBeUndefined();
  });
});
