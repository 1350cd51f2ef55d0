// The mails' texts per language (issue 28; docs/decisions.md, "Languages: the account's language and mails"): one
// typed module per language, chosen by the recipient's stored language, English when none.
import { withDayPeriodWords } from '@sannidhi/domain/calendar-words';
import { registerAllCalendarWords } from '@sannidhi/domain/calendar-words-all';
import { CatalogueTexts, localizedTexts } from '@sannidhi/domain/catalogue-texts';
import { variantsLine, VariantTextsByName } from '@sannidhi/domain/form-texts';
import { intlLocaleOf, uiLanguageOf, type UiLanguage } from '@sannidhi/domain/languages';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import { en, type MailTexts } from './en';
import { hi } from './hi';
import { kn } from './kn';
import { ml } from './ml';
import { ne } from './ne';
import { ta } from './ta';
import { te } from './te';

export type { LateReason, MailTexts } from './en';

// The six languages' month, weekday and country names and AM/PM words (domain calendar-words.ts), for the mails and
// the answers: the api's Node has full ICU, but the day periods are the app's own words in every language.
registerAllCalendarWords();

export const MAIL_TEXTS: Readonly<Record<UiLanguage, MailTexts>> = { en, hi, ta, te, kn, ml, ne };

/** The language a mail goes in: the recipient's stored one (users.language), English when none or unknown. */
export function mailLanguageOf(stored: string | null | undefined): UiLanguage {
  return uiLanguageOf(stored) ?? 'en';
}

export function mailTexts(lang: UiLanguage): MailTexts {
  return MAIL_TEXTS[lang];
}

/**
 * A slot's time of day in the mail's language: the spec's "10:00 AM" (formatSlotTime, with a US zone's abbreviation)
 * with AM and PM in the language's words (domain calendar-words.ts, the words the screens say too).
 */
export function mailTime(english: string, lang: UiLanguage): string {
  return withDayPeriodWords(english, lang);
}

/** A slot's date and time as the mails write them: the centre's date format, then the time in the language. */
export function mailWhen(
  start: Date,
  meta: { timezone: string; dateFormat?: string | null },
  lang: UiLanguage,
) {
  // A centre's format with month or weekday names (MMM, EEEE) names them in the mail's language.
  return `${formatDate(start, meta.timezone, meta.dateFormat, intlLocaleOf(lang))} ${mailTime(formatSlotTime(start, meta.timezone), lang)}`;
}

/**
 * A ritual's name as a mail (or calendar entry) in `lang` writes it: the name the centre gave in that language
 * (`products.texts`), English otherwise (issue 28, Deliver 5).
 */
export function ritualNameIn(name: string, texts: unknown, lang: UiLanguage): string {
  return localizedTexts({ name, texts: CatalogueTexts.safeParse(texts ?? {}).data ?? {} }, lang).name;
}

/**
 * An order's options as a mail in `lang` lists them, "Couple X 2, …": each variant by the name the centre gave in that
 * language (`product_variants.texts`, by English name as the order stores it), English otherwise.
 */
export function variantsLineIn(
  variants: readonly { name: string; quantity: number }[],
  variantTexts: unknown,
  lang: UiLanguage,
): string {
  return variantsLine(variants, VariantTextsByName.safeParse(variantTexts ?? {}).data, lang);
}
