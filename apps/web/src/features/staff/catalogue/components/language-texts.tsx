import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TRANSLATED_LANGUAGES } from '@sannidhi/domain/catalogue-texts';
import { UI_LANGUAGES } from '@sannidhi/domain/languages';

export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * A booking-form text in the other six languages (form-texts.ts): folded away until opened, so that a long form stays
 * usable on a phone; one input per language, each optional (empty: devotees reading it see the English text). The
 * summary counts the languages given. Each language is named in its own script, as in the language menu.
 */
export function LanguageTexts({
  given,
  children,
}: {
  /** How many languages have a text now. */
  given: number;
  /** The input of one language, with its name in its own script. */
  children: (language: TranslatedLanguage, languageName: string) => ReactNode;
}) {
  const { t } = useLingui();
  const total = TRANSLATED_LANGUAGES.length;
  return (
    <details className="sn-catalogue__languages">
      <summary>
        <Trans>In other languages</Trans>{' '}
        <span className="sn-catalogue__languages-count">
          ({given}/{total})
        </span>
      </summary>
      <p className="sn-catalogue__languages-hint">
        {t`Optional: where a language is left empty, devotees reading it see the English text.`}
      </p>
      <div className="sn-catalogue__languages-inputs">
        {TRANSLATED_LANGUAGES.map((language) => (
          <div key={language}>
            {children(language, UI_LANGUAGES.find((l) => l.code === language)?.name ?? language)}
          </div>
        ))}
      </div>
    </details>
  );
}

/** How many languages of `texts` give `key` a non-empty text (a list counts when one of its entries is given). */
export function languagesGiven(texts: unknown, key: string): number {
  const record = (texts ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return TRANSLATED_LANGUAGES.filter((l) => {
    const value = record[l]?.[key];
    return Array.isArray(value)
      ? value.some((v) => typeof v === 'string' && v.trim())
      : typeof value === 'string' && value.trim();
  }).length;
}
