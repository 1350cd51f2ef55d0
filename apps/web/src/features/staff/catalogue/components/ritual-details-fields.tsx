import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DeliveryMode, OfferingCategory, RitualType } from '@sannidhi/domain/enums';
import { controlProps, Field } from '../../../../components/field/field';
import { TranslatedTexts } from '../../components/translated-texts';
import { enumLabel } from '../lib/ritual-form-values';
import { CheckField } from './check-field';
import type { RitualFormApi } from './ritual-form-types';

const DELIVERY_LABELS: Record<DeliveryMode, MessageDescriptor> = {
  IN_PERSON: msg`In person at the temple`,
  ONLINE: msg`Online (prasadam can be mailed)`,
  BOTH: msg`In person or online`,
};

/** Name, type, category, description, how devotees attend, and who may book it. */
export function RitualDetailsFields({ form }: { form: RitualFormApi }) {
  const { t, i18n } = useLingui();
  const errors = form.formState.errors;
  const select = (
    id: string,
    name: 'type' | 'category' | 'deliveryMode',
    options: readonly string[],
    label: (o: string) => string,
    placeholder?: string,
  ) => (
    <select
      className="sn-select"
      {...controlProps(id, { error: errors[name]?.message, required: true })}
      {...form.register(name)}
    >
      {placeholder && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className="sn-catalogue__group">
      <legend>
        <Trans>The ritual</Trans>
      </legend>
      <Field id="ritual-name" label={t`Name`} required error={errors.name?.message}>
        <input
          className="sn-input"
          autoComplete="off"
          {...controlProps('ritual-name', { error: errors.name?.message, required: true })}
          {...form.register('name')}
        />
      </Field>
      <Field id="ritual-type" label={t`Type`} required error={errors.type?.message}>
        {select('ritual-type', 'type', RitualType.options, enumLabel, t`Choose a type`)}
      </Field>
      <Field id="ritual-category" label={t`Category`} required error={errors.category?.message}>
        {select('ritual-category', 'category', OfferingCategory.options, enumLabel, t`Choose a category`)}
      </Field>
      <Field id="ritual-description" label={t`Description`} markOptional error={errors.description?.message}>
        <textarea
          className="sn-textarea"
          rows={3}
          {...controlProps('ritual-description', { error: errors.description?.message })}
          {...form.register('description')}
        />
      </Field>
      <TranslatedTexts
        idPrefix="ritual"
        keys={['name', 'description']}
        register={(language, key) => form.register(`texts.${language}.${key}`)}
        errorOf={(language, key) => errors.texts?.[language]?.[key]?.message}
        maxLength={{ name: 200, description: 2000 }}
      />
      <Field
        id="ritual-delivery"
        label={t`How devotees attend`}
        required
        error={errors.deliveryMode?.message}
      >
        {select('ritual-delivery', 'deliveryMode', DeliveryMode.options, (o) =>
          i18n._(DELIVERY_LABELS[o as DeliveryMode]),
        )}
      </Field>
      <CheckField registered={form.register('isAvailable')} label={t`Devotees can book it on the site`} />
      <CheckField
        registered={form.register('isAvailableForBackOffice')}
        label={t`The office can book it for devotees`}
      />
    </fieldset>
  );
}
