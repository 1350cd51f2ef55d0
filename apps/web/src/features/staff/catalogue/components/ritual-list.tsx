import type { StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { Button } from '../../../../components/button/button';
import { enumLabel } from '../lib/ritual-form-values';

/** The centre's rituals with their prices and what devotees see of them, each with an Edit button. */
export function RitualList({
  rituals,
  centerName,
  onEdit,
}: {
  rituals: StaffRitual[];
  centerName: string;
  onEdit: (ritual: StaffRitual) => void;
}) {
  if (rituals.length === 0) return <p>{centerName} has no rituals yet: add the first one.</p>;
  return (
    <ul className="sn-catalogue__list" aria-label={`Rituals of ${centerName}`}>
      {rituals.map((r) => (
        <li key={r.id} className="sn-catalogue__item">
          <div className="sn-catalogue__who">
            <strong>{r.name}</strong>
            <span className="sn-catalogue__muted">
              {enumLabel(r.category)} · {enumLabel(r.type)}
            </span>
          </div>
          <ul className="sn-catalogue__prices" aria-label={`Prices of ${r.name}`}>
            {r.variants.map((v) => (
              <li key={v.id}>
                {v.name}: {formatMoney(v.unitPrice, r.currency)}
              </li>
            ))}
          </ul>
          <ul className="sn-catalogue__tags" aria-label={`About ${r.name}`}>
            <li>{r.isAvailable ? 'Shown to devotees' : 'Hidden from devotees'}</li>
            {r.isAvailableForBackOffice && <li>Office can book</li>}
            {r.config.prasadam?.askWhen && <li>Prasadam delivery</li>}
          </ul>
          <Button variant="secondary" onClick={() => onEdit(r)} aria-label={`Edit ${r.name}`}>
            Edit
          </Button>
        </li>
      ))}
    </ul>
  );
}
