/**
 * Navigation for code outside React (the api client's 401 handling). The app registers the
 * router's navigate; until then, and in a bare page, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigate: Navigate | null = null;

export function registerNavigator(fn: Navigate | null): void {
  navigate = fn;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigate) {
    void navigate(to, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
