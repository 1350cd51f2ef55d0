import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { StaffPackage } from '@sannidhi/domain/contracts/staff-packages';
import { staffCatalogueOptions } from '../../../../api/staff-catalogue';
import { staffPackagesOptions } from '../../../../api/staff-packages';
import { staffCentersOptions } from '../../../../api/staff-roles';
import { Button } from '../../../../components/button/button';
import { PageTitle } from '../../../../components/page-title/page-title';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { PATHS } from '../../../../lib/paths';
import { useSessionValue } from '../../../../lib/session';
import { CenterField } from '../../components/center-field';
import { QueryState } from '../../components/query-state';
import { PackageFormView } from '../components/package-form';
import '../packages.css';

/**
 * `/staff/packages` on the back-office site: a centre admin gathers the centre's rituals into packages with URL tags
 * (the devotee site's /eventRituals/{tag}). The api checks the role again.
 */
export default function StaffPackagesRoute() {
  const { t } = useLingui();
  const isBackOffice = useIsBackOffice();
  const current = useSessionValue((s) => s.currentCenter);
  const centers = useQuery({ ...staffCentersOptions('catalogue.edit'), enabled: isBackOffice });
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffPackage | 'new' | null>(null);
  const allowed = centers.data?.centers ?? [];
  const center = chosen ?? current?.id ?? allowed[0]?.id ?? '';
  const centerName = allowed.find((c) => c.id === center)?.name ?? current?.name ?? center;
  const packages = useQuery(staffPackagesOptions(center));
  const rituals = useQuery(staffCatalogueOptions(center));
  if (!isBackOffice) return <Navigate to={PATHS.home} replace />;
  const list = packages.data?.packages ?? [];
  return (
    <div className="sn-staff-packages">
      <PageTitle title={t`Packages`} subtitle={centerName} />
      <CenterField
        id="staff-packages-centre"
        center={center}
        centerName={centerName}
        allowed={allowed}
        onChange={(c) => {
          setChosen(c);
          setEditing(null);
        }}
      />
      <QueryState
        query={packages}
        loading={center ? t`Loading the packages…` : null}
        refused={
          <Trans>Only a centre admin of {centerName} can change its packages. Choose another centre.</Trans>
        }
        failed={t`The packages could not be loaded. Please try again.`}
      />
      {packages.data && editing === null && (
        <div>
          <Button onClick={() => setEditing('new')}>
            <Trans>Add a package</Trans>
          </Button>
        </div>
      )}
      {editing !== null && rituals.data && (
        <PackageFormView
          key={editing === 'new' ? 'new' : editing.id}
          center={center}
          rituals={rituals.data.rituals}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {packages.data && list.length === 0 && (
        <p>
          <Trans>No packages yet. Add one to gather rituals under a link.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <ul className="sn-staff-packages__list" aria-label={t`Packages of ${centerName}`}>
          {list.map((p) => {
            const packageName = p.name;
            const names = p.rituals.length
              ? p.rituals.map((r) => r.name).join(', ')
              : t`No ritual of this centre`;
            const others = p.otherCenterRituals;
            return (
              <li key={p.id} className="sn-staff-packages__item" aria-label={p.name}>
                <div>
                  <strong>{p.name}</strong>{' '}
                  <span className="sn-staff-packages__tag">/eventRituals/{p.urlTag}</span>
                </div>
                <p>{others > 0 ? t`${names} · and ${others} of other centres` : names}</p>
                <Button variant="secondary" onClick={() => setEditing(p)} aria-label={t`Edit ${packageName}`}>
                  <Trans comment="Button: edit a package">Edit</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
