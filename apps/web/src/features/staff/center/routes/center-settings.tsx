import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { staffCenterOptions } from '../../../../api/staff-center';
import { PageTitle } from '../../../../components/page-title/page-title';
import { ApiError } from '../../../../lib/api-client';
import { PATHS } from '../../../../lib/paths';
import { CenterSettingsFormView } from '../components/center-settings-form';
import { CenterChoice } from '../../components/center-choice';
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
  const refused = settings.error instanceof ApiError && settings.error.status === 403;
  return (
    <div className="sn-centre-settings">
      <PageTitle title="Center settings" subtitle={center?.name} />
      {centers.isPending && <p>Loading your centers…</p>}
      {centers.isError && <p role="alert">Your centers could not be loaded. Please reload the page.</p>}
      {centers.data && list.length === 0 && (
        <p role="alert">Only a center admin can change the center settings. Ask your center admin.</p>
      )}
      {list.length > 1 && (
        <CenterChoice id="centre-settings-center" list={list} center={center?.id ?? ''} onChange={choose} />
      )}
      {center && settings.isPending && <p>Loading the settings of {center.name}…</p>}
      {center && refused && (
        <p role="alert">Your role at {center.name} does not let you change its settings.</p>
      )}
      {center && settings.isError && !refused && (
        <p role="alert">The settings of {center.name} could not be loaded. Please try again.</p>
      )}
      {settings.data && (
        <CenterSettingsFormView key={settings.data.center.id} center={settings.data.center} />
      )}
    </div>
  );
}
