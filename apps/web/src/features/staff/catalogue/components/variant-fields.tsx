import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray } from 'react-hook-form';
import { MAX_VARIANTS } from '@sannidhi/domain/contracts/staff-catalogue';
import { Button } from '../../../../components/button/button';
import { controlProps, Field, FieldError, TextField } from '../../../../components/field/field';
import { MAX_OPTION_TEXT } from '@sannidhi/domain/form-texts';
import { AmountInput } from './amount-input';
import { LanguageTexts, languagesGiven } from './language-texts';
import type { RitualFormApi } from './ritual-form-types';

/** The ritual's variants, each with its price (in the centre's currency) and the most one booking may take. */
export function VariantFields({ form, currency }: { form: RitualFormApi; currency: string | null }) {
  const { t } = useLingui();
  const variants = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  const errors = form.formState.errors.variants;
  return (
    <fieldset className="sn-catalogue__group">
      <legend>
        <Trans>Variants and prices</Trans>
      </legend>
      <ol className="sn-catalogue__rows">
        {variants.fields.map((v, i) => {
          const e = errors?.[i];
          const n = i + 1;
          return (
            <li key={v.key} className="sn-catalogue__row">
              <Field id={`variant-${n}-name`} label={t`Variant ${n}`} required error={e?.name?.message}>
                <input
                  className="sn-input"
                  {...controlProps(`variant-${n}-name`, { error: e?.name?.message, required: true })}
                  {...form.register(`variants.${i}.name`)}
                />
              </Field>
              <Field
                id={`variant-${n}-price`}
                label={currency ? t`Price of variant ${n} (${currency})` : t`Price of variant ${n}`}
                required
                error={e?.unitPrice?.message}
              >
                <AmountInput
                  control={form.control}
                  name={`variants.${i}.unitPrice`}
                  id={`variant-${n}-price`}
                  error={e?.unitPrice?.message}
                />
              </Field>
              <TextField
                id={`variant-${n}-max`}
                label={t`Most of variant ${n} per booking`}
                required
                error={e?.maxQuantity?.message}
                type="number"
                min={1}
                {...form.register(`variants.${i}.maxQuantity`, { valueAsNumber: true })}
              />
              <LanguageTexts given={languagesGiven(form.watch(`variants.${i}.texts`), 'name')}>
                {(language, languageName) => (
                  <TextField
                    id={`variant-${n}-name-${language}`}
                    label={t`Name of variant ${n} in ${languageName}`}
                    markOptional
                    error={e?.texts?.[language]?.name?.message}
                    maxLength={MAX_OPTION_TEXT}
                    lang={language}
                    autoComplete="off"
                    {...form.register(`variants.${i}.texts.${language}.name`)}
                  />
                )}
              </LanguageTexts>
              {variants.fields.length > 1 && (
                <Button variant="ghost" onClick={() => variants.remove(i)}>
                  <Trans>Remove variant {n}</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <FieldError id="variants-error" message={errors?.message ?? errors?.root?.message} />
      {variants.fields.length < MAX_VARIANTS && (
        <Button
          variant="secondary"
          onClick={() => variants.append({ name: '', unitPrice: Number.NaN, maxQuantity: 1 })}
        >
          <Trans>Add a variant</Trans>
        </Button>
      )}
    </fieldset>
  );
}
