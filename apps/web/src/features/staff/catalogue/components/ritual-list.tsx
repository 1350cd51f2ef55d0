import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';
import { localizedTexts } from '@sannidhi/domain/catalogue-texts';
import { variantNameIn } from '@sannidhi/domain/form-texts';
import { formatMoney } from '@sannidhi/domain/money';
import { Button } from '../../../../components/button/button';
import { categoryTitle } from '../../../../lib/category-title';
import { enumLabel } from '../lib/ritual-form-values';

/** The id of a ritual's Edit button: the page returns the focus there when its editor closes. */
export const ritualEditButtonId = (ritualId: string) => `catalogue-edit-${ritualId}`;

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
  const { t, i18n } = useLingui();
  if (rituals.length === 0)
    return (
      <p>
        <Trans>{centerName} has no rituals yet: add the first one.</Trans>
      </p>
    );
  return (
    <ul className="sn-catalogue__list" aria-label={t`Rituals of ${centerName}`}>
      {rituals.map((r) => {
        // Named in the page's language where the centre gave a name; the English (the stored name) beside it.
        const ritualName = localizedTexts({ name: r.name, texts: r.texts }, i18n.locale).name;
        const category = categoryTitle(r.category, i18n);
        return (
          <li key={r.id} className="sn-catalogue__item">
            <div className="sn-catalogue__who">
              <strong>{ritualName}</strong>
              {ritualName !== r.name && (
                <span className="sn-catalogue__muted" lang="en">
                  {r.name}
                </span>
              )}
              <span className="sn-catalogue__muted">
                {category} · {enumLabel(r.type)}
              </span>
            </div>
            <ul className="sn-catalogue__prices" aria-label={t`Prices of ${ritualName}`}>
              {r.variants.map((v) => (
                <li key={v.id}>
                  {variantNameIn(v, i18n.locale)}: {formatMoney(v.unitPrice, r.currency)}
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
            <Button
              id={ritualEditButtonId(r.id)}
              variant="secondary"
              onClick={() => onEdit(r)}
              aria-label={t`Edit ${ritualName}`}
            >
              <Trans comment="Button: edit a ritual">Edit</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
