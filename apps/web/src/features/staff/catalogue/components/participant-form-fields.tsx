import { Trans, useLingui } from '@lingui/react/macro';
import { FormFieldType } from '@sannidhi/domain/enums';
import { useState } from 'react';
import { useController, useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/button/button';
import { controlProps, Field, TextField } from '../../../../components/field/field';
import { FIELD_TYPE_LABELS } from '../lib/config-labels';
import { MAX_FIELD_OPTIONS, MAX_FORM_LABEL, MAX_OPTION_TEXT } from '@sannidhi/domain/form-texts';
import { CheckField } from './check-field';
import { LanguageTexts, languagesGiven, type TranslatedLanguage } from './language-texts';
import type { RitualFormApi } from './ritual-form-types';

/**
 * A dropdown's choices, typed comma-separated, held as a list. In another language (`language`) each choice
 * translates the English one at its place, so an empty place is kept (it shows the English choice).
 */
function ChoicesInput({
  form,
  index,
  id,
  language,
  error,
}: {
  form: RitualFormApi;
  index: number;
  id: string;
  language?: TranslatedLanguage;
  error?: string;
}) {
  const name = language
    ? (`config.form.fields.${index}.texts.${language}.options` as const)
    : (`config.form.fields.${index}.options` as const);
  const { field } = useController({ control: form.control, name });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(', '));
  return (
    <input
      className="sn-input"
      {...controlProps(id, { hint: true, error })}
      ref={field.ref}
      name={field.name}
      value={text}
      lang={language}
      autoComplete="off"
      maxLength={MAX_FIELD_OPTIONS * (MAX_OPTION_TEXT + 2)}
      onChange={(e) => {
        setText(e.target.value);
        const trimmed = e.target.value.split(',').map((c) => c.trim());
        const choices = language ? trimmed : trimmed.filter(Boolean);
        field.onChange(choices.some(Boolean) ? choices : undefined);
      }}
      onBlur={field.onBlur}
    />
  );
}

/** The questions asked of each participant when booking, and how many participants one booking may name. */
export function ParticipantFormFields({ form }: { form: RitualFormApi }) {
  const { t, i18n } = useLingui();
  const fields = useFieldArray({ control: form.control, name: 'config.form.fields', keyName: 'fieldKey' });
  const errors = form.formState.errors.config?.form;
  return (
    <fieldset className="sn-catalogue__group">
      <legend>
        <Trans>Participant form</Trans>
      </legend>
      <TextField
        id="ritual-max-participants"
        label={t`Most participants per booking`}
        required
        error={errors?.maxParticipants?.message}
        type="number"
        min={1}
        {...form.register('config.form.maxParticipants', { valueAsNumber: true })}
      />
      {fields.fields.length === 0 && (
        <p>
          <Trans>No questions: devotees book without naming participants.</Trans>
        </p>
      )}
      <ol className="sn-catalogue__rows">
        {fields.fields.map((f, i) => {
          const n = i + 1;
          const e = errors?.fields?.[i];
          const type = form.watch(`config.form.fields.${i}.type`);
          return (
            <li key={f.fieldKey} className="sn-catalogue__row">
              <TextField
                id={`question-${n}-label`}
                label={t`Question ${n}`}
                required
                error={e?.label?.message}
                {...form.register(`config.form.fields.${i}.label`)}
              />
              <Field
                id={`question-${n}-key`}
                label={t`Short name for the answers to question ${n}`}
                required
                error={e?.key?.message}
                hint={t`One word the booking files the answer under, such as name or gotram. Devotees do not see it.`}
              >
                <input
                  className="sn-input"
                  {...controlProps(`question-${n}-key`, {
                    error: e?.key?.message,
                    hint: true,
                    required: true,
                  })}
                  {...form.register(`config.form.fields.${i}.key`)}
                />
              </Field>
              <Field id={`question-${n}-type`} label={t`Kind of answer to question ${n}`} required>
                <select
                  className="sn-select"
                  {...controlProps(`question-${n}-type`, { required: true })}
                  {...form.register(`config.form.fields.${i}.type`)}
                >
                  {FormFieldType.options.map((o) => (
                    <option key={o} value={o}>
                      {i18n._(FIELD_TYPE_LABELS[o])}
                    </option>
                  ))}
                </select>
              </Field>
              {type === 'DROPDOWN' && (
                <Field
                  id={`question-${n}-options`}
                  label={t`Choices of question ${n}`}
                  hint={t`Separate the choices with commas.`}
                >
                  <ChoicesInput form={form} index={i} id={`question-${n}-options`} />
                </Field>
              )}
              <LanguageTexts given={languagesGiven(form.watch(`config.form.fields.${i}.texts`), 'label')}>
                {(language, languageName) => (
                  <>
                    <TextField
                      id={`question-${n}-label-${language}`}
                      label={t`Question ${n} in ${languageName}`}
                      markOptional
                      error={e?.texts?.[language]?.label?.message}
                      maxLength={MAX_FORM_LABEL}
                      lang={language}
                      autoComplete="off"
                      {...form.register(`config.form.fields.${i}.texts.${language}.label`)}
                    />
                    {type === 'DROPDOWN' && (
                      <Field
                        id={`question-${n}-options-${language}`}
                        label={t`Choices of question ${n} in ${languageName}`}
                        markOptional
                        error={e?.texts?.[language]?.options?.message}
                        hint={t`In the order of the English choices, separated with commas.`}
                      >
                        <ChoicesInput
                          form={form}
                          index={i}
                          id={`question-${n}-options-${language}`}
                          language={language}
                          error={e?.texts?.[language]?.options?.message}
                        />
                      </Field>
                    )}
                  </>
                )}
              </LanguageTexts>
              <CheckField
                registered={form.register(`config.form.fields.${i}.required`)}
                label={t`Answer required`}
              />
              <Button variant="ghost" onClick={() => fields.remove(i)}>
                <Trans>Remove question {n}</Trans>
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        onClick={() => fields.append({ key: '', label: '', type: 'SHORT_ANSWER', required: false })}
      >
        <Trans>Add a question</Trans>
      </Button>
    </fieldset>
  );
}
