import { useLingui } from '@lingui/react/macro';
import { Field } from '../../../components/field/field';

/**
 * The centre a staff page works on: the centres where the person may take the page's action, and the one shown even
 * when their roles there do not allow it (the page then says so).
 */
export function CenterField({
  id,
  center,
  centerName,
  allowed,
  onChange,
}: {
  id: string;
  center: string;
  centerName: string;
  allowed: readonly { id: string; name: string }[];
  onChange: (center: string) => void;
}) {
  const { t } = useLingui();
  const options = allowed.some((c) => c.id === center)
    ? allowed
    : [{ id: center, name: centerName }, ...allowed];
  return (
    <Field id={id} label={t`Centre`}>
      <select id={id} className="sn-select" value={center} onChange={(e) => onChange(e.target.value)}>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
