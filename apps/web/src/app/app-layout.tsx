import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { BottomTabBar } from '../components/layout/bottom-tab-bar';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { SomethingWentWrong } from '../components/something-went-wrong/something-went-wrong';
import { PageSpinner } from '../components/spinner/spinner';
import { useFocusStaysInView } from '../hooks/use-focus-stays-in-view';
import { useUtmCapture } from '../hooks/use-utm-capture';
import { isLoggedIn } from '../lib/access';
import { hidesChrome } from '../lib/layout-rules';
import { useSessionValue } from '../lib/session';
import { useNavigationPending } from './browser-router';
import { RouteErrorScreen, ScreenLoadError } from './route-error';
import { useStaffTabs } from './use-staff-tabs';
import './app-layout.css';

/** Moves focus to the new screen's heading after an in-app navigation, so screen readers hear it. */
function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('#main h1');
    const target = heading ?? document.getElementById('main');
    target?.focus({ preventScroll: true });
  }, [pathname]);
}

/** A screen that threw while rendering gets the product fallback; one whose code did not load, the route error. */
function screenFallback(error: unknown) {
  return error instanceof ScreenLoadError ? (
    <RouteErrorScreen error={error} inLayout />
  ) : (
    <SomethingWentWrong />
  );
}

/**
 * The page frame: header and footer for signed-in users except on payment pages, the tab bar on
 * phones, and a render-error boundary around the screen that shows the product fallback while the
 * header stays usable.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigating = useNavigationPending();
  const loggedIn = useSessionValue(isLoggedIn);
  const withChrome = loggedIn && !hidesChrome(pathname);
  const staffTabs = useStaffTabs();
  useFocusOnNavigation(pathname);
  useUtmCapture();
  const main = useRef<HTMLElement>(null);
  useFocusStaysInView(main);

  return (
    <div className={`sn-layout${withChrome ? ' sn-layout--chrome' : ''}`}>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      {navigating && <div className="sn-route-progress" aria-hidden="true" />}
      {withChrome && <Header staffTabs={staffTabs} />}
      <main id="main" className="sn-main" tabIndex={-1} ref={main}>
        <ErrorBoundary resetKey={pathname} fallback={screenFallback}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {withChrome && <Footer />}
      {withChrome && <BottomTabBar />}
    </div>
  );
}
