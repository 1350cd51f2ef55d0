/**
 * The languages Sannidhi speaks (issue "Speak the devotee's language"): English, the default, whose texts are the
 * spec's, and six Indian languages. Each is named in its own script in the language menu. The web and the api (mails)
 * choose among these codes; anything else falls back to English.
 */
export const UI_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'te', name: 'తెలుగు' },
  { code: 'kn', name: 'ಕನ್ನಡ' },
  { code: 'ml', name: 'മലയാളം' },
  { code: 'ne', name: 'नेपाली' },
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number]['code'];

export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

/**
 * The pseudo-locale: every text accented and about 40 % longer, for the overflow test at 360 px. Not in the menu;
 * reachable with `?lang=pseudo` only outside production builds' menu.
 */
export const PSEUDO_LANGUAGE = 'pseudo';

const CODES: ReadonlySet<string> = new Set(UI_LANGUAGES.map((l) => l.code));

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && CODES.has(value);
}

/** `ta-IN`, `TA`, `ta` → `ta`; anything Sannidhi does not speak → null. */
export function uiLanguageOf(tag: string | null | undefined): UiLanguage | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isUiLanguage(base) ? base : null;
}

/** The first of the browser's preferred languages that Sannidhi speaks, else English. */
export function pickUiLanguage(preferred: readonly string[]): UiLanguage {
  for (const tag of preferred) {
    const code = uiLanguageOf(tag);
    if (code) return code;
  }
  return DEFAULT_UI_LANGUAGE;
}

/**
 * The language of a request's `Accept-Language` header ("ta", "ta-IN,en;q=0.8"): the most preferred tag Sannidhi
 * speaks, by its q-value; English when none (the spec's texts). The web sends the language it shows.
 */
export function uiLanguageOfAcceptHeader(header: string | null | undefined): UiLanguage {
  if (!header) return DEFAULT_UI_LANGUAGE;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return pickUiLanguage(tags.map((t) => t.tag));
}

/**
 * The locale for numbers, dates and plurals (Intl). Indian languages take the Indian region, so that digit grouping
 * and the calendar's conventions are India's; Nepali takes Nepal's.
 */
export function intlLocaleOf(code: string): string {
  if (code === 'ne') return 'ne-NP';
  if (code === 'en' || !isUiLanguage(code)) return 'en';
  return `${code}-IN`;
}
