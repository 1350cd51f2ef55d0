import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useIsBackOffice } from '../../hooks/use-app-config';
import { isStaffPath, showsCenterSelect } from '../../lib/layout-rules';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/session';
import { MenuIcon } from '../icons/icons';
import { CartLink } from './cart-link';
import { CenterSelect } from './center-select';
import { MobileDrawer } from './mobile-drawer';
import { HeaderTabs } from './header-tabs';
import { LanguageMenu } from './language-menu';
import { HEADER_TABS, STAFF_HOME_TAB, type HeaderTab } from './nav-items';
import { ProfileMenu } from './profile-menu';
import { VolunteerStrip } from './volunteer-strip';
import './header.css';

/**
 * The signed-in header (spec part 1 §2): brand, centre drop-down on the three pages that offer it,
 * cart with badge, profile menu; the centre-scoped tabs (a drawer below the desktop breakpoint);
 * the volunteer strip. Dark for centres whose meta.theme is "dark"; marked in back-office mode.
 *
 * `staffTabs`: on the back-office site, the staff pages the person may open at the chosen centre (the app composes
 * them from the staff feature). Then the profile menu and the drawer offer "Staff pages", and on `/staff` pages the
 * tab row shows the staff pages instead of the devotee tabs, on a phone too.
 */
export function Header({ staffTabs = null }: { staffTabs?: readonly HeaderTab[] | null }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const isBackOffice = useIsBackOffice();
  const isDark = useSessionValue((s) => s.currentCenter?.meta.theme === 'dark');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const withCenterSelect = showsCenterSelect(pathname);
  const onStaffPage = isBackOffice && isStaffPath(pathname);
  const tabs = onStaffPage ? (staffTabs ?? [STAFF_HOME_TAB]) : HEADER_TABS;

  const classes = ['sn-header', isDark ? 'sn-header--dark' : '', isBackOffice ? 'sn-header--back-office' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <header className={classes} data-testid="app-header">
      <div className="sn-header__bar">
        <button
          ref={menuButtonRef}
          type="button"
          className="sn-header__icon-button sn-header__menu-button"
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link to={PATHS.home} className="sn-header__brand">
          {/* The emblem part of logo.svg; the name is text so that it follows the light/dark theme. */}
          <span className="sn-header__emblem" aria-hidden="true">
            <img
              src="/images/logo.svg"
              alt=""
              width={150}
              height={40}
              onError={(event) => (event.currentTarget.hidden = true)}
            />
          </span>
          <span className="sn-header__brand-text">
            <span className="sn-header__brand-name">Sannidhi</span>
            {isBackOffice && (
              <span className="sn-header__mode">
                <Trans>Back office</Trans>
              </span>
            )}
          </span>
          <span className="visually-hidden">
            <Trans>, home</Trans>
          </span>
        </Link>
        {withCenterSelect && (
          <div className="sn-header__center">
            <CenterSelect />
          </div>
        )}
        <div className="sn-header__actions">
          <LanguageMenu variant="header" />
          <CartLink active={pathname === PATHS.cart} />
          <ProfileMenu withStaffPages={isBackOffice && staffTabs !== null} />
        </div>
      </div>
      <HeaderTabs tabs={tabs} label={onStaffPage ? t`Staff pages` : t`Main`} sideways={onStaffPage} />
      <VolunteerStrip />
      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        returnFocusRef={menuButtonRef}
        tabs={tabs}
        staffHome={isBackOffice && staffTabs !== null && !onStaffPage}
      />
    </header>
  );
}
