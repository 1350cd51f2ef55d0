/** Where the header, footer, centre drop-down and bottom-tab indicators appear (spec part 1 §2). */
import { PATHS } from './paths';

/** "Payment paths": /payment and everything under it. */
export function isPaymentPath(pathname: string): boolean {
  return pathname === '/payment' || pathname.startsWith('/payment/');
}

const CHROMELESS_PATHS: readonly string[] = [PATHS.gpmsResponse, PATHS.login, PATHS.logout];

/**
 * Header and footer are hidden on payment paths and on /gpmsResponse, the gateway's return page,
 * which is a payment result page too (our reading; the spec names only /payment paths). /login and
 * /logout are hand-over screens to the sign-in provider and have none either.
 */
export function hidesChrome(pathname: string): boolean {
  return isPaymentPath(pathname) || CHROMELESS_PATHS.includes(pathname);
}

const CENTER_SELECT_PATHS: readonly string[] = [PATHS.rituals, PATHS.account, PATHS.backOfficeUserNotAllowed];

/** The centre drop-down is offered only on /rituals, /account and /BackOfficeUserNotAllowed. */
export function showsCenterSelect(pathname: string): boolean {
  return CENTER_SELECT_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

export type BottomTab = 'rituals' | 'cart' | 'account';

/** The bottom-bar tab to mark as current for a path. */
export function activeBottomTab(pathname: string): BottomTab | null {
  if (pathname === PATHS.cart) return 'cart';
  if (pathname === PATHS.rituals || pathname.startsWith(`${PATHS.rituals}/`)) return 'rituals';
  if (pathname === PATHS.account || pathname.startsWith(`${PATHS.account}/`)) return 'account';
  return null;
}

/** The staff console's pages: /staff and everything under it. */
export function isStaffPath(pathname: string): boolean {
  return pathname === PATHS.staffHome || pathname.startsWith(`${PATHS.staffHome}/`);
}
