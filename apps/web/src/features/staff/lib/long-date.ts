import { i18n } from '@lingui/core';
import { fallbackWordsOf } from '@sannidhi/domain/calendar-words';
import { zonedDateParts } from '@sannidhi/domain/time';
import { formatSlotTime } from '../../../lib/format';
import { formatLocaleOf } from '../../../lib/i18n';

/** English heads dates the British way, day before month. */
const ENGLISH_LONG_DATES = 'en-GB';
/** The time of day that makes a date "yyyy-mm-dd" an instant: its start, in UTC. */
const START_OF_DAY_UTC = 'T00:00:00Z';

/**
 * The locale a staff page formats its dates and times in: `english` (the page's English format, 'en-GB' or 'en-US')
 * while the interface is in English, else the interface language's. Called while rendering, so it follows a change
 * of language.
 */
export const dateLocale = (english: string) => {
  const locale = formatLocaleOf(i18n.locale || 'en');
  return locale === 'en' ? english : locale;
};

/** A date "yyyy-mm-dd" as the staff pages head it: "Tuesday, 24 November 2026" in English. */
export const longDate = (iso: string) => {
  const locale = dateLocale(ENGLISH_LONG_DATES);
  const at = new Date(iso + START_OF_DAY_UTC);
  // A browser without the language's data (Nepali in Debian's Chromium): the app's own names (domain calendar-words).
  const words = fallbackWordsOf(locale);
  if (words) {
    const { day, month, year } = zonedDateParts(at, 'UTC');
    return `${words.weekdaysLong[at.getUTCDay()]}, ${day} ${words.monthsLong[month - 1]} ${year}`;
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(at);
};

/**
 * A moment in the centre's zone as a staff table shows it: in English Intl's `english` format ("Nov 26, 2026, 6:30
 * AM"); in another language the date in its words and the slot time with the language's AM/PM words (the mails').
 */
export const staffDateTime = (
  iso: string,
  timeZone: string,
  english: string,
  dateStyle: 'medium' | 'short',
): string => {
  const locale = dateLocale(english);
  const at = new Date(iso);
  if (locale === english) {
    return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone }).format(at);
  }
  const day = mediumDay(iso, timeZone, english, dateStyle);
  return `${day}, ${formatSlotTime(iso, timeZone)}`;
};

/** The day of a moment in the centre's zone in the staff pages' `english` date style, or in the interface language. */
export const mediumDay = (
  iso: string,
  timeZone: string,
  english: string,
  dateStyle: 'medium' | 'short' = 'medium',
): string => {
  const locale = dateLocale(english);
  const at = new Date(iso);
  const words = fallbackWordsOf(locale);
  if (words) {
    const parts = zonedDateParts(at, timeZone);
    return `${parts.day} ${words.monthsShort[parts.month - 1]} ${parts.year}`;
  }
  const digits = locale === english ? {} : { numberingSystem: 'latn' };
  return new Intl.DateTimeFormat(locale, { dateStyle, timeZone, ...digits }).format(at);
};
