import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AutoSubmitForm } from '../../../components/auto-submit-form/auto-submit-form';
import { PageSpinner } from '../../../components/spinner/spinner';
import { useAppConfig, useIsBackOffice } from '../../../hooks/use-app-config';
import { signOutLocally } from '../../../lib/kept-work';
import { resetSession } from '../../../lib/session';
import { buildSsoLogoutFields } from '../../../lib/sso-forms';

/**
 * `/logout`: clear local storage (and cached data), then post the provider's logout form. Work kept
 * aside for a person whose session expired stays until they sign in again (docs/decisions.md).
 */
export default function LogoutRoute() {
  const { t } = useLingui();
  const config = useAppConfig();
  const isBackOffice = useIsBackOffice();
  const queryClient = useQueryClient();
  const [fields] = useState(() => buildSsoLogoutFields(config, isBackOffice, window.location.origin));

  useEffect(() => {
    queryClient.clear();
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      // storage blocked: the in-memory session is reset all the same
    }
    signOutLocally(storage, resetSession);
  }, [queryClient]);

  return (
    <>
      <h1 className="visually-hidden">
        <Trans>Signing out</Trans>
      </h1>
      <PageSpinner label={t`Signing you out…`} />
      <AutoSubmitForm action={config.ssoLogoutUrl} fields={fields} />
    </>
  );
}
