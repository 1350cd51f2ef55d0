import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';
import { staffCatalogueOptions } from '../../../../api/staff-catalogue';
import { Button } from '../../../../components/button/button';
import { RitualEditor } from '../components/ritual-editor';
import { RitualList, ritualEditButtonId } from '../components/ritual-list';
import { CenterPage } from '../../components/center-page';
import { QueryState } from '../../components/query-state';
import { useStaffCenter } from '../../hooks/use-staff-center';
import '../catalogue.css';

const LIST_HEADING_ID = 'staff-catalogue-list-heading';

/**
 * `/staff/catalogue` on the back-office site: a centre admin's rituals of their centre, with their prices; add a
 * ritual or edit one (details, variants and prices, booking rules, prasadam, participant form). The api checks the
 * role and centre again on every request, and devotees see a saved change at once.
 */
export default function StaffCatalogueRoute() {
  const { t } = useLingui();
  const page = useStaffCenter('catalogue.edit');
  const { center } = page;
  const centerName = center?.name ?? '';
  const [editing, setEditing] = useState<StaffRitual | 'new' | null>(null);
  const catalogue = useQuery(staffCatalogueOptions(center?.id ?? ''));
  // When the editor closes (saved or cancelled), the list comes back where the person left it: the focus and the view on
  // the ritual's Edit button, or on the list's heading after adding one (the long form's Save button was at the
  // bottom, and the shorter list showed its footer).
  const returnTo = useRef<string | null>(null);
  const edit = (ritual: StaffRitual | 'new') => {
    returnTo.current = ritual === 'new' ? LIST_HEADING_ID : ritualEditButtonId(ritual.id);
    setEditing(ritual);
  };
  useEffect(() => {
    if (editing || !returnTo.current) return;
    const target = document.getElementById(returnTo.current);
    returnTo.current = null;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center' });
  }, [editing, catalogue.data]);
  return (
    <CenterPage
      staff={page}
      className="sn-catalogue"
      title={t`Catalogue`}
      choiceId="staff-catalogue-center"
      none={t`Only a centre admin can change the rituals and prices. Ask your centre admin for the role you need.`}
      hideChoice={Boolean(editing)}
    >
      {center && (
        <>
          <QueryState
            query={catalogue}
            loading={<Trans>Loading the rituals of {centerName}…</Trans>}
            refused={<Trans>Your role at {centerName} does not let you change its rituals.</Trans>}
            failed={<Trans>The rituals of {centerName} could not be loaded. Please try again.</Trans>}
          />
          {catalogue.data && editing && (
            <RitualEditor
              key={editing === 'new' ? 'new' : editing.id}
              center={center.id}
              currency={catalogue.data.currency}
              ritual={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          )}
          {catalogue.data && !editing && (
            <section aria-labelledby={LIST_HEADING_ID} className="sn-catalogue__section">
              <div className="sn-catalogue__bar">
                <h2 id={LIST_HEADING_ID} className="sn-catalogue__subheading" tabIndex={-1}>
                  <Trans>Rituals of {centerName}</Trans>
                </h2>
                <Button onClick={() => edit('new')}>
                  <Trans>Add a ritual</Trans>
                </Button>
              </div>
              <RitualList rituals={catalogue.data.rituals} centerName={center.name} onEdit={edit} />
            </section>
          )}
        </>
      )}
    </CenterPage>
  );
}
