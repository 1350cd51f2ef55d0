import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (rituals.length === 0)
    return (
      <p>
        <Trans>{centerName} has no rituals yet: add the first one.</Trans>
      </p>
    );
  return (
    <ul className="sn-catalogue__list" aria-label={t`Rituals of ${centerName}`}>
      {rituals.map((r) => {
        const ritualName = r.name;
        return (
          <li key={r.id} className="sn-catalogue__item">
            <div className="sn-catalogue__who">
              <strong>{r.name}</strong>
              <span className="sn-catalogue__muted">
                {enumLabel(r.category)} · {enumLabel(r.type)}
              </span>
            </div>
            <ul className="sn-catalogue__prices" aria-label={t`Prices of ${ritualName}`}>
              {r.variants.map((v) => (
                <li key={v.id}>
                  {v.name}: {formatMoney(v.unitPrice, r.currency)}
                </li>
              ))}
            </ul>
            <ul className="sn-catalogue__tags" aria-label={t`About ${ritualName}`}>
              <li>{r.isAvailable ? t`Shown to devotees` : t`Hidden from devotees`}</li>
              {r.isAvailableForBackOffice && (
                <li>
                  <Trans>Office can book</Trans>
                </li>
              )}
              {r.config.prasadam?.askWhen && (
                <li>
                  <Trans>Prasadam delivery</Trans>
                </li>
              )}
            </ul>
            <Button variant="secondary" onClick={() => onEdit(r)} aria-label={t`Edit ${ritualName}`}>
              <Trans comment="Button: edit a ritual">Edit</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
