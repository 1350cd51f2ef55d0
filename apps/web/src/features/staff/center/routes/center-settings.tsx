import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { staffCenterOptions } from '../../../../api/staff-center';
import { PageTitle } from '../../../../components/page-title/page-title';
import { PATHS } from '../../../../lib/paths';
import { CenterSettingsFormView } from '../components/center-settings-form';
import { CenterChoice } from '../../components/center-choice';
import { CentersState } from '../../components/centers-state';
import { QueryState } from '../../components/query-state';
import { useStaffCenter } from '../../hooks/use-staff-center';
import '../center.css';

/**
 * `/staff/centre` on the back-office site: a centre admin sets the centre's contact, treasurer e-mail, gateway URLs,
 * time zone, date format, refund and subscription switches and dark variant. The api checks the role again.
 */
export default function CenterSettingsRoute() {
  const { isBackOffice, centers, list, center, choose } = useStaffCenter('centre.edit');
  const settings = useQuery(staffCenterOptions(center?.id ?? ''));
  if (!isBackOffice) return <Navigate to={PATHS.home} replace />;
  return (
    <div className="sn-centre-settings">
      <PageTitle title="Center settings" subtitle={center?.name} />
      <CentersState
        centers={centers}
        count={list.length}
        none="Only a center admin can change the center settings. Ask your center admin."
      />
      {list.length > 1 && (
        <CenterChoice id="centre-settings-center" list={list} center={center?.id ?? ''} onChange={choose} />
      )}
      {center && (
        <QueryState
          query={settings}
          loading={<>Loading the settings of {center.name}…</>}
          refused={<>Your role at {center.name} does not let you change its settings.</>}
          failed={<>The settings of {center.name} could not be loaded. Please try again.</>}
        />
      )}
      {settings.data && (
        <CenterSettingsFormView key={settings.data.center.id} center={settings.data.center} />
      )}
    </div>
  );
}
