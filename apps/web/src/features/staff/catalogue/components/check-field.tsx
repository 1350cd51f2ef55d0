import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled checkbox of the catalogue editor. */
export function CheckField({
  registered,
  label,
  value,
}: {
  registered: UseFormRegisterReturn;
  label: string;
  value?: string;
}) {
  return (
    <label className="sn-catalogue__check">
      <input type="checkbox" value={value} {...registered} />
      <span>{label}</span>
    </label>
  );
}
