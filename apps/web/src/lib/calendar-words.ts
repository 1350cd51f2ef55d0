/**
 * The app's own month, weekday and country names and AM/PM words of the interface language (domain calendar-words.ts),
 * loaded with the language's catalogue (lib/i18n.ts activateLanguage) as a chunk of its own: only the language shown,
 * never in the entry bundle. The formatters use the names where the browser's Intl has no data for the language
 * (Nepali in Debian's Chromium) and the AM/PM words always, as the mails do.
 */
import { registerCalendarWords, type CalendarWords } from '@sannidhi/domain/calendar-words';
import { isUiLanguage, type UiLanguage } from '@sannidhi/domain/languages';

const LOADERS: Readonly<Record<Exclude<UiLanguage, 'en'>, () => Promise<{ WORDS: CalendarWords }>>> = {
  hi: () => import('@sannidhi/domain/calendar-words/hi'),
  ta: () => import('@sannidhi/domain/calendar-words/ta'),
  te: () => import('@sannidhi/domain/calendar-words/te'),
  kn: () => import('@sannidhi/domain/calendar-words/kn'),
  ml: () => import('@sannidhi/domain/calendar-words/ml'),
  ne: () => import('@sannidhi/domain/calendar-words/ne'),
};

const loaded = new Set<string>();

/** Loads and registers the words of `language` (none for English and the pseudo-locale); a failure leaves Intl's. */
export async function loadCalendarWords(language: string): Promise<void> {
  if (!isUiLanguage(language) || language === 'en' || loaded.has(language)) return;
  try {
    registerCalendarWords(language, (await LOADERS[language]()).WORDS);
    loaded.add(language);
  } catch (error) {
    console.error(`Could not load the ${language} calendar words`, error);
  }
}
