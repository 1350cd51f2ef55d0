/**
 * Month, weekday and country names and the time of day's halves in a language, for a runtime whose Intl has no data
 * for it (issue 28; docs/decisions.md, "Languages: dates and countries without the runtime's data"). Debian's Chromium
 * and some phones carry no Nepali data: asked for `ne-NP`, Intl answers in English ("November", "Tue", "NP"). The
 * formatters (time.ts) ask Intl first and use the words of a language registered here when Intl does not speak it.
 * Each language's words are a module of their own (`calendar-words/<lang>.ts`): the web loads the one it shows with
 * its catalogue, the api registers all six (`registerAllCalendarWords`, calendar-words-all.ts).
 *
 * AM and PM are the exception: every screen and mail says them in the language's words from these tables, whether or
 * not Intl has the language (Intl's data writes "AM" for most Indian languages; the mails always said "முற்பகல்").
 */
import { uiLanguageOf } from './languages';

/** One language's words. Months January first, weekdays Sunday first. */
export interface CalendarWords {
  monthsLong: readonly string[];
  monthsShort: readonly string[];
  weekdaysLong: readonly string[];
  weekdaysShort: readonly string[];
  /** The time of day's halves after "10:00" (the mails' words). */
  am: string;
  pm: string;
  /** The name of each country the app lists (domain countries.ts), by ISO code. */
  countries: Readonly<Record<string, string>>;
}

const registered = new Map<string, CalendarWords>();

/** Makes a language's words known (by its code, `ne`, or any locale of it, `ne-NP`). */
export function registerCalendarWords(language: string, words: CalendarWords): void {
  const code = uiLanguageOf(language);
  if (code && code !== 'en') registered.set(code, words);
}

/** The words registered for the language of `locale` (`ne-NP` → Nepali's), or undefined (English, or not loaded). */
export function calendarWordsOf(locale: string | null | undefined): CalendarWords | undefined {
  const code = uiLanguageOf(locale);
  return code ? registered.get(code) : undefined;
}

const support = new Map<string, boolean>();
const PROBE = new Date(Date.UTC(2026, 10, 15, 12));

/**
 * Whether this runtime's Intl has date names for `locale`: it must list the locale as supported and name November
 * otherwise than English does (a runtime without the data falls back to English silently). Remembered per locale.
 */
export function intlSpeaks(locale: string): boolean {
  let known = support.get(locale);
  if (known === undefined) {
    try {
      const english = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(PROBE);
      known =
        Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 &&
        new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(PROBE) !== english;
    } catch {
      known = false;
    }
    support.set(locale, known);
  }
  return known;
}

/** Forgets what `intlSpeaks` found (a test that changes Intl). */
export function forgetIntlSupport(): void {
  support.clear();
}

/** The app's own words for `locale` when Intl lacks its data and they are registered; else undefined (use Intl). */
export function fallbackWordsOf(locale: string): CalendarWords | undefined {
  const words = calendarWordsOf(locale);
  return words && !intlSpeaks(locale) ? words : undefined;
}

/** "AM" or "PM" in the language of `locale` (the mails' words); English, or a language not registered, as given. */
export function dayPeriodWord(period: 'AM' | 'PM', locale: string | null | undefined): string {
  const words = calendarWordsOf(locale);
  if (!words) return period;
  return period === 'AM' ? words.am : words.pm;
}

/** "10:00 AM CT" with AM and PM in the language of `locale`'s words. */
export function withDayPeriodWords(english: string, locale: string | null | undefined): string {
  return english.replace(/\b(AM|PM)\b/, (m) => dayPeriodWord(m as 'AM' | 'PM', locale));
}

/**
 * A country's name in `locale`: Intl.DisplayNames when the runtime has the language, else the app's own name in it
 * (registered words), else undefined (the caller keeps the English name).
 */
export function countryNameIn(code: string, locale: string): string | undefined {
  const upper = code.toUpperCase();
  const fallback = fallbackWordsOf(locale);
  if (fallback) return fallback.countries[upper];
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(upper);
    // A runtime without the language's data answers the code itself ("NP") or the English name.
    if (name && name !== upper) return name;
  } catch {
    // no DisplayNames: fall through
  }
  return calendarWordsOf(locale)?.countries[upper];
}

/**
 * A month's name (1–12) in `locale`, `long` ("November") or `short` ("Nov"): Intl's, or the app's own words when the
 * runtime has no data for the language.
 */
export function monthNameIn(month: number, width: 'long' | 'short', locale: string): string {
  const own = fallbackWordsOf(locale)?.[width === 'long' ? 'monthsLong' : 'monthsShort'][month - 1];
  if (own) return own;
  return new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 15, 12)),
  );
}

/** A weekday's name (0 Sunday – 6 Saturday) in `locale`, `long` or `short`: Intl's, or the app's own words. */
export function weekdayNameIn(weekday: number, width: 'long' | 'short', locale: string): string {
  const own = fallbackWordsOf(locale)?.[width === 'long' ? 'weekdaysLong' : 'weekdaysShort'][weekday];
  if (own) return own;
  // 4 January 1970 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(1970, 0, 4 + weekday, 12)),
  );
}
