/**
 * Numbers, money and dates in the interface language (issue 28, Deliver 6; docs/decisions.md, "Languages: domain
 * texts, numbers and dates"). The same functions and signatures as the domain's formatters, which they call with the
 * locale of the language shown (formatLocaleOf): a screen switches by importing from here instead of
 * '@sannidhi/domain/time'. English output is the domain's, unchanged. Money is the domain's formatMoney: the currency's
 * symbol, Indian digit grouping for INR, Latin digits, whatever the language.
 */
import { plural } from '@lingui/core/macro';
import { countryNameIn } from '@sannidhi/domain/calendar-words';
import * as time from '@sannidhi/domain/time';
import { formatLocaleOf, i18n } from './i18n';

export { formatMoney } from '@sannidhi/domain/money';

/** The Intl locale of the language shown now ('en' before any catalogue is loaded). */
export function currentFormatLocale(): string {
  return formatLocaleOf(i18n.locale || 'en');
}

/** formatDate of the domain (the centre's format; month and weekday names in the language shown). */
export function formatDate(iso: string | Date, timezone?: string | null, dateFormat?: string | null): string {
  return time.formatDate(iso, timezone, dateFormat, currentFormatLocale());
}

/** formatCalendarDate of the domain, in the language shown. */
export function formatCalendarDate(day: string, dateFormat: string | null | undefined): string {
  return time.formatCalendarDate(day, dateFormat, currentFormatLocale());
}

/** formatSlotTime of the domain ("06:30 AM CT"), AM/PM in the language shown. */
export function formatSlotTime(iso: string | Date, timezone?: string | null): string {
  return time.formatSlotTime(iso, timezone, currentFormatLocale());
}

/** formatInstantInZone of the domain ("Nov 26, 2026, 04:33 PM CT"), in the language shown. */
export function formatInstantInZone(iso: string | Date, timezone: string): string {
  return time.formatInstantInZone(iso, timezone, currentFormatLocale());
}

/** "3 days left to reschedule" (My Rituals, an on-hold booking), with the language's plural forms. */
export function daysLeftToReschedulePhrase(days: number): string {
  return plural(days, { one: '# day left to reschedule', other: '# days left to reschedule' });
}

/**
 * A country in words in the language shown: English keeps the domain's name (the spec's list); another language names
 * the country by its code (Intl.DisplayNames, or the app's own name where the browser has no data for the language:
 * domain calendar-words.ts), the shared "USA and Canada" dial-code entry as both.
 */
export function countryName(country: { countryCode: string; countryName: string }): string {
  const locale = currentFormatLocale();
  if (locale === 'en') return country.countryName;
  const name = (code: string) => countryNameIn(code, locale);
  if (country.countryName === 'USA and Canada') {
    const [us, ca] = [name('US'), name('CA')];
    return us && ca ? `${us} / ${ca}` : country.countryName;
  }
  return name(country.countryCode) ?? country.countryName;
}
