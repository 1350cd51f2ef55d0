import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/spinner/spinner';
import { useAppConfig } from '../../../hooks/use-app-config';
import { buildInfoSiteUrl, INFO_PAGES, type InfoPage } from '../../../lib/info-site';
import { PATHS } from '../../../lib/paths';
import { useSessionValue } from '../../../lib/session';

const isInfoPage = (value: string): value is InfoPage => (INFO_PAGES as readonly string[]).includes(value);

/**
 * /sadhana, /events, /bring-devi-home, /visit-devi, /about-devi, /blog: the current centre's page on
 * the information site. Without a centre the visitor chooses one first.
 */
export default function InfoRedirectRoute() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const config = useAppConfig();
  const center = useSessionValue((s) => s.currentCenter);
  const page = pathname.replace(/^\/+|\/+$/g, '');
  const target =
    center && isInfoPage(page) ? buildInfoSiteUrl(config.infoSiteBase, center.meta.infoSitePath, page) : null;

  useEffect(() => {
    // replace(): the back button returns to where the visitor was, not to this redirect.
    if (target) window.location.replace(target);
  }, [target]);

  if (!target) return <Navigate to={PATHS.home} replace state={{ comeBackTo: pathname }} />;
  return <PageSpinner label={t`Opening the page…`} />;
}
