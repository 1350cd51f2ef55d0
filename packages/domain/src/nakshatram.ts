/** Nakshatrams (birth stars) in five language spellings, and the language options (spec part 1 §3). */
import type { NakshatramLanguage } from './enums';

/** Blank first option of every nakshatram list. */
export const NAKSHATRAM_PLACEHOLDER = 'Select a Nakshatram';

/** Language options: label shown, value stored (the NakshatramLanguage enum). */
export const LANGUAGES: readonly { label: string; value: NakshatramLanguage }[] = [
  { label: 'Sanskrit', value: 'sanskrit' },
  { label: 'Tamil', value: 'tamil' },
  { label: 'Telugu', value: 'telugu' },
  { label: 'Kannada', value: 'kannada' },
  { label: 'Malayalam', value: 'malayalam' },
];

/** The 27 nakshatrams in order (Ashwini … Revati), romanised as commonly spelt in each language. */
// prettier-ignore
const STARS: Readonly<Record<NakshatramLanguage, readonly string[]>> = {
  sanskrit: [
    'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
    'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
    'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada',
    'Uttara Bhadrapada', 'Revati',
  ],
  tamil: [
    'Ashwini', 'Bharani', 'Karthigai', 'Rohini', 'Mirugaseeridam', 'Thiruvathirai', 'Punarpoosam', 'Poosam',
    'Ayilyam', 'Magam', 'Pooram', 'Uthiram', 'Hastham', 'Chithirai', 'Swathi', 'Visakam', 'Anusham', 'Kettai',
    'Moolam', 'Pooradam', 'Uthiradam', 'Thiruvonam', 'Avittam', 'Sadhayam', 'Poorattathi', 'Uthirattathi',
    'Revathi',
  ],
  telugu: [
    'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigasira', 'Arudra', 'Punarvasu', 'Pushyami', 'Ashlesha',
    'Makha', 'Pubba', 'Uttara', 'Hasta', 'Chitta', 'Swati', 'Visakha', 'Anuradha', 'Jyeshta', 'Moola',
    'Purvashadha', 'Uttarashadha', 'Shravanam', 'Dhanishta', 'Shatabhisham', 'Purvabhadra', 'Uttarabhadra',
    'Revati',
  ],
  kannada: [
    'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Aridra', 'Punarvasu', 'Pushya', 'Ashlesha',
    'Magha', 'Pubba', 'Uttara', 'Hasta', 'Chitta', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Moola',
    'Purvashadha', 'Uttarashadha', 'Shravana', 'Dhanishtha', 'Shatabhisha', 'Purvabhadra', 'Uttarabhadra',
    'Revati',
  ],
  malayalam: [
    'Ashwathi', 'Bharani', 'Karthika', 'Rohini', 'Makayiram', 'Thiruvathira', 'Punartham', 'Pooyam', 'Ayilyam',
    'Makam', 'Pooram', 'Uthram', 'Atham', 'Chithira', 'Chothi', 'Vishakham', 'Anizham', 'Thrikketta', 'Moolam',
    'Pooradam', 'Uthradam', 'Thiruvonam', 'Avittam', 'Chathayam', 'Pooruruttathi', 'Uthrattathi', 'Revathi',
  ],
};

/** Nakshatram list per language: the blank option 'Select a Nakshatram' first, then the 27 stars. */
export const NAKSHATRAM_LISTS: Readonly<Record<NakshatramLanguage, readonly string[]>> = {
  sanskrit: [NAKSHATRAM_PLACEHOLDER, ...STARS.sanskrit],
  tamil: [NAKSHATRAM_PLACEHOLDER, ...STARS.tamil],
  telugu: [NAKSHATRAM_PLACEHOLDER, ...STARS.telugu],
  kannada: [NAKSHATRAM_PLACEHOLDER, ...STARS.kannada],
  malayalam: [NAKSHATRAM_PLACEHOLDER, ...STARS.malayalam],
};

/** Whether a name is one of the 27 nakshatrams of a language (the placeholder is not). */
export function isNakshatram(language: NakshatramLanguage, name: string): boolean {
  return STARS[language].includes(name);
}

/**
 * The same star in another language's spelling (same position in the list), e.g. when the
 * language of a palm-leaf form changes; '' for the placeholder or an unknown name.
 */
export function translateNakshatram(name: string, from: NakshatramLanguage, to: NakshatramLanguage): string {
  const index = STARS[from].indexOf(name);
  return index < 0 ? '' : (STARS[to][index] ?? '');
}

const LANGUAGE_ORDER = Object.keys(STARS) as NakshatramLanguage[];

/**
 * A stored star in the spelling of `language`, whichever language it was written in (issue 26: a family saved with
 * Tamil stars under Malayalam, or the demo's Sanskrit "Magha" under Tamil, opened with blank stars). '' for the
 * placeholder or a name no list knows.
 */
export function nakshatramIn(name: string, language: NakshatramLanguage): string {
  const star = name.trim();
  if (!star || star === NAKSHATRAM_PLACEHOLDER) return '';
  if (STARS[language].includes(star)) return star;
  const from = LANGUAGE_ORDER.find((l) => STARS[l].includes(star));
  return from ? translateNakshatram(star, from, language) : '';
}

/** The message of a member's star that is not one of the chosen language's list (not in the spec). */
export const NAKSHATRAM_LANGUAGE_MESSAGE = 'Please choose a nakshatram from the list of the chosen language';

/**
 * The nakshatram language a list starts in for a person reading the interface in `uiLanguage` (issue 28, Deliver 4):
 * the UI language's own spelling where the lists have one (Tamil, Telugu, Kannada, Malayalam), the Sanskrit spelling
 * for Hindi and Nepali, and Sanskrit for English (the spec's default) and anything else.
 */
export function defaultNakshatramLanguage(uiLanguage: string | null | undefined): NakshatramLanguage {
  const code = (uiLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return UI_NAKSHATRAM_LANGUAGE[code ?? ''] ?? 'sanskrit';
}

const UI_NAKSHATRAM_LANGUAGE: Readonly<Record<string, NakshatramLanguage>> = {
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
  hi: 'sanskrit',
  ne: 'sanskrit',
  en: 'sanskrit',
};
