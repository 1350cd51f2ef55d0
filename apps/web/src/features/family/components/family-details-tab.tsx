import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { familyListOptions, type Family } from '../../../api/families';
import { nakshatramLabel } from '../../../lib/nakshatram-names';
import { countryLabel } from '../../../components/address-fields/address-fields';
import { Button } from '../../../components/button/button';
import { Spinner } from '../../../components/spinner/spinner';
import { useSession } from '../../../lib/session';
import { FamilyDialog } from './family-dialog';
import './family.css';

/** The Family Details tab of the Dashboard (spec part 2 §2): saved families with '+ Edit Family' and '+ Add Family'. */
export default function FamilyDetailsTab() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const ssoId = session.userId;
  const families = useQuery(familyListOptions(ssoId));
  const [dialog, setDialog] = useState<{ family: Family | null } | null>(null);
  const country = session.currentCenter?.meta.countryCode ?? session.countryOfResidence ?? 'IN';
  return (
    <section className="sn-families" aria-label={t`Family details`}>
      <div className="sn-families__bar">
        <Button onClick={() => setDialog({ family: null })}>
          <Trans>+ Add Family</Trans>
        </Button>
      </div>
      {families.isPending && ssoId ? (
        <Spinner label={t`Loading families`} />
      ) : (families.data ?? []).length === 0 ? (
        <p>
          <Trans>No families to show</Trans>
        </p>
      ) : (
        <ul className="sn-families__list">
          {(families.data ?? []).map((f) => (
            <li key={f.id} className="sn-families__card">
              <div>
                <h3 className="sn-families__name">{f.name}</h3>
                <p className="sn-families__meta">
                  {f.prasadamDeliveryAddress.line1}, {f.prasadamDeliveryAddress.city}{' '}
                  {f.prasadamDeliveryAddress.pinCode}, {countryLabel(f.prasadamDeliveryAddress.country)}
                </p>
                <p className="sn-families__meta">
                  {f.palmLeafInfo.members
                    .map((m) =>
                      m.nakshatram
                        ? `${m.name} (${nakshatramLabel(m.nakshatram, i18n.locale, f.palmLeafInfo.nakshatramLanguage)})`
                        : m.name,
                    )
                    .join(', ')}
                </p>
              </div>
              <Button variant="secondary" onClick={() => setDialog({ family: f })}>
                <Trans>+ Edit Family</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FamilyDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        family={dialog?.family ?? null}
        ssoId={ssoId}
        country={dialog?.family?.prasadamDeliveryAddress.country || country}
        mayBookForOthers={session.hasUserPermissionToBookForOthers}
      />
    </section>
  );
}
