import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TRANSLATED_LANGUAGES } from '@sannidhi/domain/catalogue-texts';
import { UI_LANGUAGES } from '@sannidhi/domain/languages';
import { controlProps, Field } from '../../../components/field/field';
import './translated-texts.css';

type Language = (typeof TRANSLATED_LANGUAGES)[number];
type TextKey = 'name' | 'description';

export interface TranslatedTextsProps {
  /** Prefix of the controls' ids. */
  idPrefix: string;
  /** Which texts are given per language (a ritual: both; a centre: its description; a package: its name). */
  keys: readonly TextKey[];
  /** `form.register('texts.<language>.<key>')`. */
  register: (language: Language, key: TextKey) => UseFormRegisterReturn;
  /** The field's message for a language's text, if any. */
  errorOf?: (language: Language, key: TextKey) => string | undefined;
  maxLength: Record<TextKey, number>;
}

/**
 * A catalogue text in the other six languages (issue 28, Deliver 5): each optional; one left empty shows the English
 * text to devotees who read that language. Each language is named in its own script, as in the language menu.
 */
export function TranslatedTexts({ idPrefix, keys, register, errorOf, maxLength }: TranslatedTextsProps) {
  const { t } = useLingui();
  const hint = t`Optional: where a language is left empty, devotees reading it see the English text.`;
  return (
    <fieldset className="sn-translated-texts">
      <legend>
        <Trans>In other languages</Trans>
      </legend>
      <p className="sn-translated-texts__hint">{hint}</p>
      {TRANSLATED_LANGUAGES.map((language) => {
        const languageName = UI_LANGUAGES.find((l) => l.code === language)?.name ?? language;
        return (
          <div key={language} className="sn-translated-texts__language">
            {keys.map((key) => {
              const id = `${idPrefix}-${language}-${key}`;
              const error = errorOf?.(language, key);
              const label = key === 'name' ? t`Name in ${languageName}` : t`Description in ${languageName}`;
              const control = {
                ...controlProps(id, { error }),
                ...register(language, key),
                maxLength: maxLength[key],
                lang: language,
              };
              return (
                <Field key={key} id={id} label={label} markOptional error={error}>
                  {key === 'description' ? (
                    <textarea className="sn-textarea" rows={3} {...control} />
                  ) : (
                    <input className="sn-input" type="text" autoComplete="off" {...control} />
                  )}
                </Field>
              );
            })}
          </div>
        );
      })}
    </fieldset>
  );
}
