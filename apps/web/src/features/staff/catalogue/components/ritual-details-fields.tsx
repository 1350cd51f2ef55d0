import { DeliveryMode, OfferingCategory, RitualType } from '@sannidhi/domain/enums';
import { controlProps, Field } from '../../../../components/field/field';
import { enumLabel } from '../lib/ritual-form-values';
import { CheckField } from './check-field';
import type { RitualFormApi } from './ritual-form-types';

const DELIVERY_LABELS: Record<DeliveryMode, string> = {
  IN_PERSON: 'In person at the temple',
  ONLINE: 'Online (prasadam can be mailed)',
  BOTH: 'In person or online',
};

/** Name, type, category, description, how devotees attend, and who may book it. */
export function RitualDetailsFields({ form }: { form: RitualFormApi }) {
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
      <legend>The ritual</legend>
      <Field id="ritual-name" label="Name" required error={errors.name?.message}>
        <input
          className="sn-input"
          autoComplete="off"
          {...controlProps('ritual-name', { error: errors.name?.message, required: true })}
          {...form.register('name')}
        />
      </Field>
      <Field id="ritual-type" label="Type" required error={errors.type?.message}>
        {select('ritual-type', 'type', RitualType.options, enumLabel, 'Choose a type')}
      </Field>
      <Field id="ritual-category" label="Category" required error={errors.category?.message}>
        {select('ritual-category', 'category', OfferingCategory.options, enumLabel, 'Choose a category')}
      </Field>
      <Field id="ritual-description" label="Description" markOptional error={errors.description?.message}>
        <textarea
          className="sn-textarea"
          rows={3}
          {...controlProps('ritual-description', { error: errors.description?.message })}
          {...form.register('description')}
        />
      </Field>
      <Field id="ritual-delivery" label="How devotees attend" required error={errors.deliveryMode?.message}>
        {select(
          'ritual-delivery',
          'deliveryMode',
          DeliveryMode.options,
          (o) => DELIVERY_LABELS[o as DeliveryMode],
        )}
      </Field>
      <CheckField registered={form.register('isAvailable')} label="Devotees can book it on the site" />
      <CheckField
        registered={form.register('isAvailableForBackOffice')}
        label="The office can book it for devotees"
      />
    </fieldset>
  );
}
