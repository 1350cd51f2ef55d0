import { majorAmountText, parseMajorAmount } from '@sannidhi/domain/money';
import { useState } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import type { RitualForm, RitualFormInput } from '@sannidhi/domain/contracts/staff-catalogue';
import { controlProps } from '../../../../components/field/field';

/** A price typed in major units ('25.00'), held by the form as integer minor units (2500). */
export function AmountInput({
  control,
  name,
  id,
  error,
}: {
  control: Control<RitualFormInput, unknown, RitualForm>;
  name: FieldPath<RitualFormInput>;
  id: string;
  error?: string;
}) {
  const { field } = useController({ control, name });
  const [text, setText] = useState(() => majorAmountText(field.value as number));
  return (
    <input
      className="sn-input"
      inputMode="decimal"
      autoComplete="off"
      {...controlProps(id, { error, required: true })}
      name={field.name}
      ref={field.ref}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(parseMajorAmount(e.target.value));
      }}
      onBlur={() => {
        const minor = parseMajorAmount(text);
        if (Number.isFinite(minor)) setText(majorAmountText(minor));
        field.onBlur();
      }}
    />
  );
}
