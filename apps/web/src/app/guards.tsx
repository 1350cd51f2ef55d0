import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useIsBackOffice } from '../hooks/use-app-config';
import { isLoggedIn, isRestrictedBackOfficeUser, needsDevoteeProfile } from '../lib/access';
import { linkOfReturn } from '../lib/link-payment-return';
import { rememberedReturn } from '../lib/login-redirect';
import { PATHS } from '../lib/paths';
import { setSession, useSessionValue } from '../lib/session';

function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    setSession(rememberedReturn(pathname, search));
    void navigate(PATHS.login, { replace: true });
  }, [pathname, search, navigate]);
  return null;
}

/** Login-required routes: a logged-out visitor goes to /login; the address is kept for afterwards. */
export function RequireLogin() {
  const loggedIn = useSessionValue(isLoggedIn);
  return loggedIn ? <Outlet /> : <RedirectToLogin />;
}

/**
 * The gateway's return address: after paying by an e-mailed link in this tab (the link page remembered it) it
 * needs no login, like the link page itself; any other return is login-required (issue 26, symptom 14).
 */
export function RequireLoginUnlessLinkReturn() {
  const { search } = useLocation();
  const loggedIn = useSessionValue(isLoggedIn);
  const linkReturn = linkOfReturn(new URLSearchParams(search).get('requestId')) !== null;
  return loggedIn || linkReturn ? <Outlet /> : <RedirectToLogin />;
}

/**
 * Back-office users without the office-volunteer role at their chosen centre reach only /, the
 * catch-all, /login, /logout and the screen explaining it; everything inside this gate sends them there.
 */
export function BackOfficeGate() {
  const isBackOffice = useIsBackOffice();
  const restricted = useSessionValue((s) => isRestrictedBackOfficeUser(s, isBackOffice));
  return restricted ? <Navigate to={PATHS.backOfficeUserNotAllowed} replace /> : <Outlet />;
}

/** An office volunteer books for a devotee: without one chosen, booking screens send them to pick one. */
export function RequireDevoteeProfile() {
  const needed = useSessionValue(needsDevoteeProfile);
  return needed ? <Navigate to={PATHS.devoteeProfileDetails} replace /> : <Outlet />;
}
