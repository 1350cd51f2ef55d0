import { useQuery } from '@tanstack/react-query';
import { staffCenterOptions } from '../../../../api/staff-center';
import { CenterSettingsFormView } from '../components/center-settings-form';
import { CenterPage } from '../../components/center-page';
import { QueryState } from '../../components/query-state';
import { useStaffCenter } from '../../hooks/use-staff-center';
import '../center.css';

/**
 * `/staff/centre` on the back-office site: a centre admin sets the centre's contact, treasurer e-mail, gateway URLs,
 * time zone, date format, refund and subscription switches and dark variant. The api checks the role again.
 */
export default function CenterSettingsRoute() {
  const page = useStaffCenter('centre.edit');
  const { center } = page;
  const settings = useQuery(staffCenterOptions(center?.id ?? ''));
  return (
    <CenterPage
      staff={page}
      className="sn-centre-settings"
      title="Center settings"
      choiceId="centre-settings-center"
      none="Only a centre admin can change the centre settings. Ask your centre admin."
    >
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
    </CenterPage>
  );
}
