/**
 * A ritual's booking-form texts in every language (issue "Speak the devotee's language", Deliver 1 and 5): a form
 * field's label and the display text of each of its options, a variant's name and the calendar's title may be given
 * per language beside the English text, as `texts: { "<lang>": { label, options }}` on the field, `{ name }` on the
 * variant and `{ title }` on the calendar. English stays the stored text (required); a language without its own text
 * shows English, text by text.
 *
 * Only the display changes: an option chosen is stored as its English text (the order's meta, the api's check against
 * the config, exports and staff screens all read English), and a variant is booked by its English name.
 */
import * as z from 'zod/mini';
import { TRANSLATED_LANGUAGES } from './catalogue-texts';
import type { UiLanguage } from './languages';
import { displayVariantName } from './order-rules';

/** Longest translated label of a field and title of a calendar. */
export const MAX_FORM_LABEL = 200;
/** Longest translated option and variant name (as long as the English variant name may be). */
export const MAX_OPTION_TEXT = 80;
/** The most options a field's translation may list. */
export const MAX_FIELD_OPTIONS = 50;

const language = z.enum(TRANSLATED_LANGUAGES);
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));

/** A field's label and options in one language; `options[i]` translates the field's English `options[i]`. */
export const FieldText = z.object({
  label: z.optional(text(MAX_FORM_LABEL)),
  options: z.optional(z.array(text(MAX_OPTION_TEXT)).check(z.maxLength(MAX_FIELD_OPTIONS))),
});
export type FieldText = z.infer<typeof FieldText>;
export const FieldTexts = z.partialRecord(language, FieldText);
export type FieldTexts = z.infer<typeof FieldTexts>;

/** A variant's name in other languages. */
export const VariantTexts = z.partialRecord(language, z.object({ name: z.optional(text(MAX_OPTION_TEXT)) }));
export type VariantTexts = z.infer<typeof VariantTexts>;

/** The calendar's title in other languages. */
export const CalendarTexts = z.partialRecord(language, z.object({ title: z.optional(text(MAX_FORM_LABEL)) }));
export type CalendarTexts = z.infer<typeof CalendarTexts>;

/** Longest banner image address (as long as the ritual's image may be). */
export const MAX_IMAGE_PATH = 500;

/**
 * A banner image's address in another language: a path on this site (an uploaded image, /api/images/…, or a site
 * path such as /images/banners/…), or empty; never another site's address nor a script.
 */
const bannerImage = z.string().check(
  z.trim(),
  z.maxLength(MAX_IMAGE_PATH, `Banner image: at most ${MAX_IMAGE_PATH} characters`),
  z.refine((v) => v === '' || /^\/(?![/\\])[^\s<>"]*$/.test(v), {
    message: 'Banner image: choose an image of this site (an address starting with /)',
  }),
);

/** The carousel banner's images in other languages (their text is drawn in the image). */
export const CarouselTexts = z.partialRecord(
  language,
  z.object({ image: z.optional(bannerImage), mobileImage: z.optional(bannerImage) }),
);
export type CarouselTexts = z.infer<typeof CarouselTexts>;

type Texts<T> = Partial<Record<string, T | undefined>> | null | undefined;

function own<T>(texts: Texts<T>, lang: UiLanguage | string): T | undefined {
  return texts?.[lang] ?? undefined;
}

/** A field's label in `lang`, English where none is given. */
export function fieldLabelIn(
  field: { label: string; texts?: FieldTexts },
  lang: UiLanguage | string,
): string {
  return own(field.texts, lang)?.label?.trim() || field.label;
}

/** How an option of a field reads in `lang` (the option itself, English, where none is given). */
export function optionLabelIn(
  field: { options?: readonly string[]; texts?: FieldTexts },
  option: string,
  lang: UiLanguage | string,
): string {
  const i = field.options?.indexOf(option) ?? -1;
  if (i < 0) return option;
  return own(field.texts, lang)?.options?.[i]?.trim() || option;
}

/** A variant's name as shown in `lang` (its English name where none is given; the part after '^' never shows). */
export function variantNameIn(
  variant: { name: string; texts?: VariantTexts | null },
  lang: UiLanguage | string,
): string {
  return own(variant.texts, lang)?.name?.trim() || displayVariantName(variant.name);
}

/** The calendar's title in `lang`, English where none is given. */
export function calendarTitleIn(
  calendar: { title: string; texts?: CalendarTexts },
  lang: UiLanguage | string,
): string {
  return own(calendar.texts, lang)?.title?.trim() || calendar.title;
}

/**
 * The banner's images in `lang`, image by image: the language's own, else English; as for English alone, a banner
 * without a phone image shows its desktop one there, and the other way round.
 */
export function carouselImagesIn(
  carousel: { image?: string; mobileImage?: string; texts?: CarouselTexts | null },
  lang: UiLanguage | string,
): { image: string; mobileImage: string } {
  const mine = own(carousel.texts, lang);
  const desktop = mine?.image?.trim() || carousel.image?.trim() || '';
  const mobile = mine?.mobileImage?.trim() || carousel.mobileImage?.trim() || '';
  return { image: desktop || mobile, mobileImage: mobile || desktop };
}

/**
 * Variant names by English name → their texts, as an order carries them (it names its variants in English): the
 * name of `name` in `lang`, English where none is given.
 */
export function variantNameFrom(
  variantTexts: Readonly<Record<string, VariantTexts | null | undefined>> | null | undefined,
  name: string,
  lang: UiLanguage | string,
): string {
  return variantNameIn({ name, texts: textsOfVariant(variantTexts, name) }, lang);
}

/**
 * The texts of the variant an order names: by its whole name, else by the name shown (a grouped ticket's "…^#T2" is
 * the variant the ritual calls "…^#T1", or plain "…": the marker numbers the tickets, not the variant).
 */
function textsOfVariant(
  variantTexts: Readonly<Record<string, VariantTexts | null | undefined>> | null | undefined,
  name: string,
): VariantTexts | undefined {
  if (!variantTexts) return undefined;
  const exact = variantTexts[name];
  if (exact) return exact;
  const shown = displayVariantName(name);
  for (const [key, texts] of Object.entries(variantTexts)) {
    if (texts && displayVariantName(key) === shown) return texts;
  }
  return undefined;
}

/** One option of a booking: the variant's English name as the order stores it, and how many. */
export const BookedVariant = z.object({ name: z.string(), quantity: z.int() });

/** A ritual's variant texts by English name (`product_variants.texts`), as answers and mails carry them. */
export const VariantTextsByName = z.record(z.string(), VariantTexts);
export type VariantTextsByName = z.infer<typeof VariantTextsByName>;

/**
 * An order's options as one line in `lang`, "Couple X 2, …": each variant by the name the centre gave in that language,
 * English otherwise (mails, the staff day list and the dispatch queue say them alike).
 */
export function variantsLine(
  variants: readonly { name: string; quantity: number }[],
  variantTexts: Readonly<Record<string, VariantTexts | null | undefined>> | null | undefined,
  lang: UiLanguage | string,
): string {
  return variants.map((v) => `${variantNameFrom(variantTexts, v.name, lang)} X ${v.quantity}`).join(', ');
}

/** Keeps only the given texts of a language: trimmed, non-empty strings; an options list keeps its positions. */
function compactText<T extends Record<string, unknown>>(t: T | undefined): Partial<T> | undefined {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(t ?? {})) {
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
    if (Array.isArray(value)) {
      const list = (value as unknown[]).map((v) => (typeof v === 'string' ? v.trim() : ''));
      while (list.length > 0 && !list[list.length - 1]) list.pop();
      if (list.length > 0) out[key] = list;
    }
  }
  return Object.keys(out).length > 0 ? (out as Partial<T>) : undefined;
}

/**
 * Drops the empty texts of every language (and a language with none), so that a cleared input falls back to English
 * again; undefined when no language has any.
 */
export function compactLanguageTexts<T extends Record<string, unknown>>(
  texts: Partial<Record<string, T | undefined>> | null | undefined,
): Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], Partial<T>>> | undefined {
  const out: Record<string, Partial<T>> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const kept = compactText(texts?.[lang]);
    if (kept) out[lang] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

interface ConfigWithTexts {
  calendar: { title: string; layout: string; texts?: CalendarTexts };
  carousel?: { texts?: CarouselTexts } & Record<string, unknown>;
  form?: { fields: { options?: string[]; texts?: FieldTexts }[] } & Record<string, unknown>;
}

/** A config with its calendar's, fields' and banner's texts compacted (none kept where none is given). */
export function compactConfigTexts<C extends ConfigWithTexts>(config: C): C {
  const { texts: calendarTexts, ...calendar } = config.calendar;
  const title = compactLanguageTexts(calendarTexts);
  const form = config.form && {
    ...config.form,
    fields: config.form.fields.map(({ texts, ...field }) => {
      const kept = compactLanguageTexts(texts);
      return kept ? { ...field, texts: kept } : field;
    }),
  };
  const { texts: bannerTexts, ...carousel } = config.carousel ?? {};
  const banners = compactLanguageTexts(bannerTexts);
  return {
    ...config,
    calendar: title ? { ...calendar, texts: title } : calendar,
    ...(form ? { form } : {}),
    ...(config.carousel ? { carousel: banners ? { ...carousel, texts: banners } : carousel } : {}),
  };
}

/**
 * What is wrong with a field's translated options: a language that lists more options than the English field has.
 * The languages at fault, in order.
 */
export function optionsBeyondEnglish(field: { options?: readonly string[]; texts?: FieldTexts }): string[] {
  const count = field.options?.length ?? 0;
  return TRANSLATED_LANGUAGES.filter((l) => (field.texts?.[l]?.options?.length ?? 0) > count);
}
