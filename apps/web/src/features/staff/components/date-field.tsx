import { Field } from '../../../components/field/field';

/** A labelled date input (yyyy-mm-dd) of a staff page's filters. */
export function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="date"
        className="sn-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
