/**
 * The app's history router: react-router's declarative mode (its data router, loaders and all, is
 * twice the size and the app uses none of it), with two things the data router gave us:
 *   - a pending flag while the next screen's code loads (navigations run in a React transition,
 *     so the current screen stays until the next is ready), read with useNavigationPending;
 *   - scroll restoration: a new page starts at the top (or its #hash), Back returns to where the
 *     reader was.
 * It also gives code outside React (the api client's 401 handling) a way to navigate.
 */
import { createContext, use, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router';
import { registerNavigator } from '../lib/navigation';

const NavigationPending = createContext(false);

/** True while a navigation waits for the next screen. */
export function useNavigationPending(): boolean {
  return use(NavigationPending);
}

function restoreScroll(location: Location, action: NavigationType, saved: Map<string, number>) {
  const top = action === 'POP' ? saved.get(location.key) : undefined;
  if (top !== undefined) {
    window.scrollTo(0, top);
    return;
  }
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  const scrollTops = useRef(new Map<string, number>());
  const rendered = useRef(state.location);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    registerNavigator((to, options) => (options?.replace ? history.replace(to) : history.push(to)));
    const stop = history.listen((update) => {
      scrollTops.current.set(rendered.current.key, window.scrollY);
      startTransition(() => setState({ action: update.action, location: update.location }));
    });
    return () => {
      stop();
      registerNavigator(null);
    };
  }, [history]);

  useLayoutEffect(() => {
    if (rendered.current === state.location) return;
    rendered.current = state.location;
    restoreScroll(state.location, state.action, scrollTops.current);
  }, [state]);

  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
