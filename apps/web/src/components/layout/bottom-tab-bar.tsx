import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { useIsBackOffice } from '../../hooks/use-app-config';
import { isRestrictedBackOfficeUser } from '../../lib/access';
import { activeBottomTab, type BottomTab } from '../../lib/layout-rules';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/session';
import { AccountIcon, CartIcon, RitualsIcon } from '../icons/icons';
import { CartBadge, useCartCount, useCartLinkLabel } from './cart-link';
import './header.css';

/**
 * The phone tab bar (Rituals, Cart with badge, Account). Account is hidden for users who book for
 * others. The current tab carries the indicator (e.g. Cart on /cart). A back-office user without the
 * volunteer role has nowhere to go from it, so it is not shown to them.
 */
/**
 * A tall text field (a textarea) focused with Tab is scrolled only as far as its caret, which can leave
 * the rest of it under the bar: bring the whole control into the scroll-padded area (global.css).
 */
function useFocusedControlClearOf(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      const nav = bar.current;
      if (!(target instanceof HTMLElement) || !nav || nav.contains(target) || target.closest('dialog'))
        return;
      requestAnimationFrame(() => {
        if (getComputedStyle(nav).display === 'none') return;
        if (target.getBoundingClientRect().bottom > nav.getBoundingClientRect().top)
          target.scrollIntoView({ block: 'nearest' });
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [bar]);
}

export function BottomTabBar() {
  const { t } = useLingui();
  const bar = useRef<HTMLElement>(null);
  useFocusedControlClearOf(bar);
  const { pathname } = useLocation();
  const active = activeBottomTab(pathname);
  const isBackOffice = useIsBackOffice();
  const mayBookForOthers = useSessionValue((s) => s.hasUserPermissionToBookForOthers);
  const count = useCartCount();
  const cartLabel = useCartLinkLabel(count);
  const isDark = useSessionValue((s) => s.currentCenter?.meta.theme === 'dark');
  const isRestricted = useSessionValue((s) => isRestrictedBackOfficeUser(s, isBackOffice));

  const item = (
    tab: BottomTab,
    to: string,
    label: string,
    icon: ReactNode,
    extra?: ReactNode,
    ariaLabel?: string,
  ) => (
    <li key={tab}>
      <Link
        to={to}
        className={`sn-tabbar__link${active === tab ? ' sn-tabbar__link--active' : ''}`}
        aria-current={active === tab ? 'page' : undefined}
        aria-label={ariaLabel}
      >
        <span className="sn-tabbar__icon">
          {icon}
          {extra}
        </span>
        <span className="sn-tabbar__label">{label}</span>
      </Link>
    </li>
  );

  if (isRestricted) return null;
  return (
    <nav ref={bar} className={`sn-tabbar${isDark ? ' sn-tabbar--dark' : ''}`} aria-label={t`Quick links`}>
      <ul className="sn-tabbar__list">
        {item('rituals', PATHS.rituals, t`Rituals`, <RitualsIcon />)}
        {item('cart', PATHS.cart, t`Cart`, <CartIcon />, <CartBadge count={count} />, cartLabel)}
        {!mayBookForOthers && item('account', PATHS.account, t`Account`, <AccountIcon />)}
      </ul>
    </nav>
  );
}
