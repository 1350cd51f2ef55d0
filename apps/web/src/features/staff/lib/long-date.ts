import { i18n } from '@lingui/core';
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
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat(dateLocale(ENGLISH_LONG_DATES), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(iso + START_OF_DAY_UTC),
  );
