/**
 * The interface language (docs/decisions.md, "Languages"): Lingui's i18n instance, each language's catalogue loaded
 * on demand as its own chunk, and the rules for which language a visit starts in. `<html lang>` follows every change.
 */
import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_UI_LANGUAGE,
  intlLocaleOf,
  PSEUDO_LANGUAGE,
  pickUiLanguage,
  uiLanguageOf,
  type UiLanguage,
} from '@sannidhi/domain/languages';
import { loadCalendarWords } from './calendar-words';
import { loadNakshatramNames } from './nakshatram-names';

export { i18n };

/** A language the app can show: one of the seven, or the pseudo-locale of the overflow test. */
export type AppLanguage = UiLanguage | typeof PSEUDO_LANGUAGE;

const catalogues: Record<AppLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  hi: () => import('../locales/hi/messages.po'),
  ta: () => import('../locales/ta/messages.po'),
  te: () => import('../locales/te/messages.po'),
  kn: () => import('../locales/kn/messages.po'),
  ml: () => import('../locales/ml/messages.po'),
  ne: () => import('../locales/ne/messages.po'),
  pseudo: () => import('../locales/pseudo/messages.po'),
};

/** `?lang=…` of an address: one of the seven (any region or case), `pseudo`, or null. */
export function languageFromQuery(search: string): AppLanguage | null {
  const value = new URLSearchParams(search).get('lang');
  if (value === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE;
  return uiLanguageOf(value);
}

/**
 * The language a page load starts in: `?lang=` on the address, else the one chosen earlier in this browser's session,
 * else the first of the browser's languages Sannidhi speaks, else English.
 */
export function startingLanguage(
  search: string,
  sessionLang: string,
  browserLanguages: readonly string[],
): AppLanguage {
  const fromQuery = languageFromQuery(search);
  if (fromQuery) return fromQuery;
  if (sessionLang === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE;
  return uiLanguageOf(sessionLang) ?? pickUiLanguage(browserLanguages);
}

/** The locale numbers, dates and plurals are formatted in (the pseudo-locale formats as English). */
export function formatLocaleOf(language: string): string {
  return intlLocaleOf(language === PSEUDO_LANGUAGE ? DEFAULT_UI_LANGUAGE : language);
}

/** Loads the language's catalogue (a chunk of its own) and switches every text to it; English if it cannot load. */
export async function activateLanguage(language: AppLanguage): Promise<AppLanguage> {
  let active = language;
  let messages: Messages;
  try {
    // The nakshatram names in the language's script and its month, weekday and country names and AM/PM words come
    // with its catalogue (lib/nakshatram-names.ts, lib/calendar-words.ts).
    [{ messages }] = await Promise.all([
      catalogues[language](),
      loadNakshatramNames(language),
      loadCalendarWords(language),
    ]);
  } catch (error) {
    if (language === DEFAULT_UI_LANGUAGE) throw error;
    console.error(`Could not load the ${language} catalogue; showing English`, error);
    active = DEFAULT_UI_LANGUAGE;
    ({ messages } = await catalogues.en());
  }
  i18n.loadAndActivate({ locale: active, locales: [formatLocaleOf(active)], messages });
  document.documentElement.lang = active === PSEUDO_LANGUAGE ? 'en-XA' : active;
  return active;
}
