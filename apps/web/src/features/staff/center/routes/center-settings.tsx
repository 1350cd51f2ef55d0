import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const page = useStaffCenter('centre.edit');
  const { center } = page;
  const centerName = center?.name ?? '';
  const settings = useQuery(staffCenterOptions(center?.id ?? ''));
  return (
    <CenterPage
      staff={page}
      className="sn-centre-settings"
      title={t`Center settings`}
      choiceId="centre-settings-center"
      none={t`Only a centre admin can change the centre settings. Ask your centre admin.`}
    >
      {center && (
        <QueryState
          query={settings}
          loading={<Trans>Loading the settings of {centerName}…</Trans>}
          refused={<Trans>Your role at {centerName} does not let you change its settings.</Trans>}
          failed={<Trans>The settings of {centerName} could not be loaded. Please try again.</Trans>}
        />
      )}
      {settings.data && (
        <CenterSettingsFormView key={settings.data.center.id} center={settings.data.center} />
      )}
    </CenterPage>
  );
}
