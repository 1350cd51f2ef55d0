/** Date and time display in a centre's time zone, with Intl only (spec part 1 §9, part 2 §9). */
import { calendarWordsOf, dayPeriodWord, fallbackWordsOf, type CalendarWords } from './calendar-words';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIMEZONE } from './constants';

/** A calendar date (spec part 1 §3 "Date object"); month is 1-based. */
export interface DateParts {
  day: number;
  month: number;
  year: number;
}

/** Generic abbreviations of the US time zones (spec part 1 §9); other zones show none. */
const US_ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'America/New_York': 'ET',
  'America/Detroit': 'ET',
  'America/Indiana/Indianapolis': 'ET',
  'America/Kentucky/Louisville': 'ET',
  'America/Chicago': 'CT',
  'America/Indiana/Knox': 'CT',
  'America/Menominee': 'CT',
  'America/Denver': 'MT',
  'America/Boise': 'MT',
  'America/Phoenix': 'MT',
  'America/Los_Angeles': 'PT',
  'America/Anchorage': 'AKT',
  'America/Juneau': 'AKT',
  'Pacific/Honolulu': 'HT',
};

const MS_PER_DAY = 86_400_000;

/**
 * The locale of the formatters below when none is given: English, in the spec's US English form. The web passes the
 * interface language's locale (`ta-IN`, `ne-NP` …) for month and weekday names and AM/PM in that language.
 */
export const DEFAULT_LOCALE = 'en';

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Abbreviation of a US time zone (CT, PT, MT, ET, AKT, HT), or null for any other zone. */
export function usZoneAbbreviation(timezone: string | null | undefined): string | null {
  return US_ZONE_ABBREVIATIONS[timezone ?? ''] ?? null;
}

const FORMATS = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' },
  date: { year: 'numeric', month: 'numeric', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl locale of a formatter: English is the spec's US English; another language's names (months, weekdays,
 * AM/PM) with Latin digits, so that a date reads in the centre's format whatever the language (issue 28).
 */
function intlOptionsOf(locale: string): { tag: string; options: Intl.DateTimeFormatOptions } {
  if (!locale || locale === 'en' || locale === 'en-US') return { tag: 'en-US', options: {} };
  return { tag: locale, options: { numberingSystem: 'latn' } };
}

/**
 * One formatter per format, zone and locale (making one costs far more than using it). Throws RangeError for a bad
 * zone.
 */
function formatterFor(
  format: keyof typeof FORMATS,
  timeZone: string,
  locale = DEFAULT_LOCALE,
): Intl.DateTimeFormat {
  const key = `${format} ${timeZone} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { tag, options } = intlOptionsOf(locale);
    formatter = new Intl.DateTimeFormat(tag, { timeZone, ...options, ...FORMATS[format] });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Slot time as "hh:mm a" in the centre's time zone, followed by the zone abbreviation for US zones
 * ("06:30 AM CT"). Without a time zone, or with an invalid date or zone, a dash "-". With a locale, AM/PM in its
 * language ("06:30 முற்பகல்" in Tamil).
 */
export function formatSlotTime(
  iso: string | Date,
  timezone?: string | null,
  locale = DEFAULT_LOCALE,
): string {
  const date = toDate(iso);
  if (!timezone || !date) return '-';
  // AM and PM in the language's own words when they are known (calendar-words.ts, the mails' words): the English
  // clock with its halves named; else Intl's words for the locale.
  const words = calendarWordsOf(locale);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterFor('time', timezone, words ? DEFAULT_LOCALE : locale).formatToParts(date);
  } catch {
    return '-';
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const half = part('dayPeriod').toUpperCase();
  const period = words ? dayPeriodWord(half === 'PM' ? 'PM' : 'AM', locale) : half;
  const time = `${part('hour').padStart(2, '0')}:${part('minute')} ${period}`;
  const abbreviation = usZoneAbbreviation(timezone);
  return abbreviation ? `${time} ${abbreviation}` : time;
}

/**
 * An instant as staff pages show it, in the centre's zone with the zone's abbreviation: "Nov 26, 2026, 04:33 PM CT"
 * (a US zone's generic abbreviation as slot times show it; another zone's short name, e.g. "GMT+5:30"). An invalid
 * date or zone answers the text as given.
 */
export function formatInstantInZone(iso: string | Date, timezone: string, locale = DEFAULT_LOCALE): string {
  const date = toDate(iso);
  if (!date) return String(iso);
  try {
    const { tag, options } = intlOptionsOf(locale);
    const words = fallbackWordsOf(locale);
    const day = words
      ? mediumDateOf(zonedDateParts(date, timezone), words)
      : new Intl.DateTimeFormat(tag, { ...options, dateStyle: 'medium', timeZone: timezone }).format(date);
    const time = formatSlotTime(date, timezone, locale);
    if (usZoneAbbreviation(timezone)) return `${day}, ${time}`;
    const zone =
      new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' })
        .formatToParts(date)
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    return `${day}, ${time}${zone ? ` ${zone}` : ''}`;
  } catch {
    return String(iso);
  }
}

/**
 * Calendar date of an instant in a time zone. Throws RangeError for an invalid date or zone.
 */
export function zonedDateParts(iso: string | Date, timezone: string = DEFAULT_TIMEZONE): DateParts {
  const date = toDate(iso);
  if (!date) throw new RangeError(`Invalid date: ${String(iso)}`);
  const parts = formatterFor('date', timezone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** Days since 1970-01-01 of a calendar date, to compare and subtract dates. */
export function epochDay(parts: DateParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day) / MS_PER_DAY;
}

/**
 * A calendar day ("yyyy-mm-dd") in the centre's format ("MM/dd/yyyy" → "11/25/2026"); "-" when not a day. A locale
 * names the month and weekday of MMM, MMMM, EEE and EEEE in its language.
 */
export function formatCalendarDate(
  day: string,
  dateFormat: string | null | undefined,
  locale = DEFAULT_LOCALE,
): string {
  if (!/^\d{4}-\d\d-\d\d$/.test(day)) return '-';
  return formatDate(`${day}T12:00:00Z`, 'UTC', dateFormat, locale);
}

const NAME_TOKENS = {
  MMMM: { month: 'long' },
  MMM: { month: 'short' },
  EEEE: { weekday: 'long' },
  EEE: { weekday: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** "26 नोभेम्बर 2026": a medium date from the app's own words (a runtime without the language's data). */
function mediumDateOf(parts: DateParts, words: CalendarWords): string {
  return `${parts.day} ${words.monthsShort[parts.month - 1] ?? parts.month} ${parts.year}`;
}

/**
 * A month or weekday name of a calendar date in a locale (Tamil "நவ.", Nepali "नोभेम्बर" …): Intl's, or the app's own
 * words when the runtime has no data for the language (calendar-words.ts).
 */
function dateName(parts: DateParts, token: keyof typeof NAME_TOKENS, locale: string): string {
  const noon = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 12));
  const words = fallbackWordsOf(locale);
  if (words) {
    const own = {
      MMMM: words.monthsLong[parts.month - 1],
      MMM: words.monthsShort[parts.month - 1],
      EEEE: words.weekdaysLong[noon.getUTCDay()],
      EEE: words.weekdaysShort[noon.getUTCDay()],
    }[token];
    if (own) return own;
  }
  const { tag, options } = intlOptionsOf(locale);
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC', ...NAME_TOKENS[token] }).format(noon);
}

/**
 * Date of an instant in the centre's zone, in the centre's format: the tokens dd, MM and yyyy are
 * replaced ("dd-MM-yyyy" → "05-03-2026", "MM/dd/yyyy" → "03/05/2026"); MMM, MMMM (month) and EEE, EEEE (weekday)
 * by names in the locale's language ("EEE, dd MMM yyyy" → "Thu, 05 Mar 2026"). Invalid date or zone: "-".
 */
export function formatDate(
  iso: string | Date,
  timezone: string | null | undefined = DEFAULT_TIMEZONE,
  dateFormat: string | null | undefined = DEFAULT_DATE_FORMAT,
  locale = DEFAULT_LOCALE,
): string {
  let parts: DateParts;
  try {
    parts = zonedDateParts(iso, timezone || DEFAULT_TIMEZONE);
  } catch {
    return '-';
  }
  return (dateFormat || DEFAULT_DATE_FORMAT).replace(/yyyy|MMMM|MMM|MM|dd|EEEE|EEE/g, (token) => {
    if (token === 'yyyy') return pad(parts.year, 4);
    if (token in NAME_TOKENS) return dateName(parts, token as keyof typeof NAME_TOKENS, locale);
    return pad(token === 'MM' ? parts.month : parts.day, 2);
  });
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || month < 1 || month > 12 || day < 1)
    return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Cart date "ddMMyyyy" (spec part 1 §9) of a calendar date; month is 1-based. Throws on a non-date. */
export function toCartDate(year: number, month: number, day: number): string {
  if (!isRealDate(year, month, day)) throw new RangeError(`Invalid date: ${year}-${month}-${day}`);
  return `${pad(day, 2)}${pad(month, 2)}${pad(year, 4)}`;
}

/** Reads a cart date "ddMMyyyy"; null when it is not a real calendar date. */
export function parseCartDate(value: string): DateParts | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { day, month, year } : null;
}

/** Cart date "ddMMyyyy" of an instant (a slot start) in the centre's time zone. */
export function cartDateOf(iso: string | Date, timezone: string = DEFAULT_TIMEZONE): string {
  const { year, month, day } = zonedDateParts(iso, timezone);
  return toCartDate(year, month, day);
}
