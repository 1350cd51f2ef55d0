import { useLingui } from '@lingui/react/macro';
import { controlProps, Field } from '../../../components/field/field';

/** A choice among the centres a person may manage, shown by pages whose person holds their duty at several. */
export function CenterChoice({
  id,
  list,
  center,
  onChange,
}: {
  id: string;
  list: readonly { id: string; name: string }[];
  center: string;
  onChange: (center: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field id={id} label={t`Center`}>
      <select
        className="sn-select"
        {...controlProps(id, {})}
        value={center}
        onChange={(e) => onChange(e.target.value)}
      >
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
