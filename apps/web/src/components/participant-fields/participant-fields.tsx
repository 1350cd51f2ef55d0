import { Trans, useLingui } from '@lingui/react/macro';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { FormField } from '@sannidhi/domain/catalogue';
import { TEXT_INPUT_MAX } from '@sannidhi/domain/constants';
import { fieldLabelIn, optionLabelIn } from '@sannidhi/domain/form-texts';
import type { NakshatramLanguage } from '@sannidhi/domain/enums';
import {
  defaultNakshatramLanguage,
  LANGUAGES,
  NAKSHATRAM_LISTS,
  NAKSHATRAM_PLACEHOLDER,
  translateNakshatram,
} from '@sannidhi/domain/nakshatram';
import { nakshatramLabel } from '../../lib/nakshatram-names';
import { controlProps, describedBy, Field, FieldError, SelectField, TextField } from '../field/field';
import {
  AGE_MONTHS_KEY,
  AGE_YEARS_KEY,
  languageKeyOf,
  languageOf,
  MAX_AGE_YEARS,
} from '@sannidhi/domain/participants';
import { inUiLanguage } from '../../lib/domain-texts';
import { i18n } from '../../lib/i18n';
import './participant-fields.css';

/** What a form holding participants keeps: one record of field values per participant. */
export interface ParticipantsValues extends FieldValues {
  participants: Record<string, string>[];
}

export interface ParticipantFieldsProps<T extends ParticipantsValues = ParticipantsValues> {
  idPrefix: string;
  fields: readonly FormField[];
  count: number;
  /** Legends read "Participant n" when the ritual takes several participants. */
  numbered: boolean;
  /** A react-hook-form form whose values hold `participants` (the booking details, the cart's new place). */
  form: UseFormReturn<T>;
  /** The first participant's number in the legends (the cart's new place is "Participant 3"). */
  firstNumber?: number;
}

/** The form fields of config.form, once per participant (numbered _1, _2 … in the cart). */
export function ParticipantFields<T extends ParticipantsValues>(given: ParticipantFieldsProps<T>) {
  // The fields read and write only `participants.*`, whatever else the form holds.
  const props = given as unknown as ParticipantFieldsProps;
  const { fields, count, numbered, firstNumber = 1 } = props;
  return (
    <div className="sn-participants">
      {Array.from({ length: count }, (_, index) =>
        numbered ? (
          <fieldset key={index} className="sn-participant" data-testid="participant">
            <legend className="sn-participant__legend">
              <ParticipantLegend number={index + firstNumber} />
            </legend>
            <div className="sn-participant__fields">
              {fields.map((field) => (
                <ParticipantField key={field.key} {...props} field={field} index={index} />
              ))}
            </div>
          </fieldset>
        ) : (
          <div key={index} className="sn-participant sn-participant--single" data-testid="participant">
            <div className="sn-participant__fields">
              {fields.map((field) => (
                <ParticipantField key={field.key} {...props} field={field} index={index} />
              ))}
            </div>
          </div>
        ),
      )}
    </div>
  );
}

/** The age's hint: "Years from 0 to 120, and months." */
function AgeHint() {
  const maxYears = MAX_AGE_YEARS;
  return <Trans>Years from 0 to {maxYears}, and months.</Trans>;
}

/** "Participant n". */
function ParticipantLegend({ number }: { number: number }) {
  return <Trans>Participant {number}</Trans>;
}

function ParticipantField({
  idPrefix,
  fields,
  field,
  index,
  form,
}: ParticipantFieldsProps & { field: FormField; index: number }) {
  const { t } = useLingui();
  const { register, setValue, watch } = form;
  const nameOf = (key: string) => `participants.${index}.${key}` as FieldPath<ParticipantsValues>;
  const errorOf = (key: string): string | null =>
    (get(form.formState.errors, nameOf(key)) as { message?: string } | undefined)?.message ?? null;
  const error = errorOf(field.type === 'AGE' ? AGE_YEARS_KEY : field.key);
  const id = `${idPrefix}-p${index + 1}-${field.key}`;
  const common = controlProps(id, { error, required: field.required });
  /** What every kind of question's field says: its id, label, whether it is required, and its error. */
  // The label and options in the interface language where the centre gave them (form-texts.ts); English otherwise.
  const language = i18n.locale;
  const label = fieldLabelIn(field, language);
  const named = { id, label, required: field.required, error };

  switch (field.type) {
    case 'SHORT_ANSWER':
      return (
        <TextField
          {...named}
          {...register(nameOf(field.key))}
          type="text"
          maxLength={TEXT_INPUT_MAX}
          autoComplete={field.key === 'name' ? 'off' : undefined}
        />
      );
    case 'TEXT':
      return (
        <Field {...named}>
          <textarea
            {...register(nameOf(field.key))}
            {...common}
            className="sn-textarea"
            maxLength={TEXT_INPUT_MAX}
            rows={3}
          />
        </Field>
      );
    case 'EMAIL':
      return (
        <TextField
          {...named}
          {...register(nameOf(field.key))}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={TEXT_INPUT_MAX}
        />
      );
    case 'DROPDOWN':
      return (
        <SelectField
          {...named}
          // The value stays the English option: the order stores it, the api checks it against the config.
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: optionLabelIn(field, option, language),
          }))}
          {...register(nameOf(field.key))}
        >
          <option value="">{t({ comment: 'The empty choice of a drop-down', message: 'Select' })}</option>
        </SelectField>
      );
    case 'AGE': {
      const years = register(nameOf(AGE_YEARS_KEY), {
        setValueAs: (v: string | undefined) => (v ?? '').replace(/\D/g, ''),
      });
      return (
        <fieldset className="sn-age" aria-describedby={describedBy(id, error)}>
          <legend className="sn-field__label">
            {label}
            {field.required && (
              <span className="sn-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </legend>
          <div className="sn-age__parts">
            <div className="sn-field">
              <label htmlFor={`${id}-years`}>
                <Trans comment="A person's age: whole years">Years</Trans>
              </label>
              <input
                {...years}
                onChange={(e) => {
                  e.target.value = e.target.value.replace(/\D/g, '');
                  return years.onChange(e);
                }}
                id={`${id}-years`}
                className="sn-input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={3}
                aria-invalid={error ? true : undefined}
                aria-required={field.required || undefined}
                aria-describedby={describedBy(id, error)}
              />
            </div>
            <div className="sn-field">
              <label htmlFor={`${id}-months`}>
                <Trans comment="A person's age: months beyond the years">Months</Trans>
              </label>
              <select
                {...register(nameOf(AGE_MONTHS_KEY))}
                id={`${id}-months`}
                className="sn-select"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error)}
              >
                <option value="">0</option>
                {Array.from({ length: 11 }, (_, i) => (
                  <option key={i + 1} value={String(i + 1)}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p className="sn-field__hint">
            <AgeHint />
          </p>
          <FieldError id={`${id}-error`} message={error} />
        </fieldset>
      );
    }
    case 'NAKSHATRAM': {
      const languageKey = languageKeyOf(fields);
      const languageField = fields.find((f) => f.type === 'LANGUAGE_OPTIONS');
      const values = watch(`participants.${index}`) ?? {};
      const starLanguage = languageOf(values, fields, defaultNakshatramLanguage(language));
      const value = values[field.key] ?? '';
      const options = NAKSHATRAM_LISTS[starLanguage];
      return (
        <div className="sn-nakshatram">
          <SelectField
            id={`${id}-language`}
            label={
              languageField ? fieldLabelIn(languageField, language) : t`Language of the nakshatram names`
            }
            options={LANGUAGES.map((l) => ({ ...l, label: inUiLanguage(l.label) }))}
            value={starLanguage}
            onChange={(e) => {
              const next = e.target.value as NakshatramLanguage;
              setValue(nameOf(languageKey), next);
              setValue(nameOf(field.key), value ? translateNakshatram(value, starLanguage, next) : '', {
                shouldValidate: form.formState.isSubmitted,
              });
            }}
          />
          <Field {...named}>
            {/* Controlled: its options change with the language, and the chosen star follows it. */}
            <select {...register(nameOf(field.key))} {...common} className="sn-select" value={value}>
              {options.map((option) => (
                <option key={option} value={option === NAKSHATRAM_PLACEHOLDER ? '' : option}>
                  {option === NAKSHATRAM_PLACEHOLDER
                    ? inUiLanguage(option)
                    : nakshatramLabel(option, language, starLanguage)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      );
    }
    case 'LANGUAGE_OPTIONS':
      // Shown next to the nakshatram it qualifies; alone when the form has no nakshatram.
      if (fields.some((f) => f.type === 'NAKSHATRAM')) return null;
      return (
        <Field {...named}>
          <select {...register(nameOf(field.key))} {...common} className="sn-select">
            <option value="">{t`Select a language`}</option>
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value}>
                {inUiLanguage(l.label)}
              </option>
            ))}
          </select>
        </Field>
      );
  }
}
