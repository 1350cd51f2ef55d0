import type { BillingFormState } from '../hooks/use-billing-form';
import type { BillingValues } from '../lib/billing-values';
import { TextField, type TextFieldProps } from './form-field';

type TextKey = {
  [K in keyof BillingValues]: BillingValues[K] extends string ? K : never;
}[keyof BillingValues];

export interface BillingTextRowProps extends Omit<TextFieldProps, 'value' | 'onValueChange' | 'error'> {
  billing: BillingFormState;
  field: TextKey;
  /** Spans both columns on a wide screen. */
  wide?: boolean;
}

/** One row of the billing form holding one text input bound to a value of the form. */
export function BillingTextRow({ billing, field, wide, ...text }: BillingTextRowProps) {
  return (
    <div className={wide ? 'sn-billing__row sn-billing__wide' : 'sn-billing__row'} data-field={field}>
      <TextField
        {...text}
        value={billing.values[field]}
        onValueChange={billing.set(field)}
        error={billing.errors[field]}
      />
    </div>
  );
}
