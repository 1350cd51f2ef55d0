import { Navigate, useLocation } from 'react-router';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { PATHS } from '../../../lib/paths';

/**
 * A staff page opened before a centre is chosen (a deep link, a new tab): on to the centre selection, which comes back
 * to this page, with its query, once the centre is chosen. Off the back office, on to the home page.
 */
export function ChooseCenterFirst() {
  const { pathname, search } = useLocation();
  const isBackOffice = useIsBackOffice();
  if (!isBackOffice) return <Navigate to={PATHS.home} replace />;
  const comeBackTo = encodeURIComponent(`${pathname}${search}`);
  return <Navigate to={`${PATHS.home}?comeBackTo=${comeBackTo}`} replace />;
}
