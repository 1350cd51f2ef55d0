import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useIsBackOffice } from '../../hooks/use-app-config';
import { showsCenterSelect } from '../../lib/layout-rules';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/session';
import { MenuIcon } from '../icons/icons';
import { CartLink } from './cart-link';
import { CenterSelect } from './center-select';
import { MobileDrawer } from './mobile-drawer';
import { HEADER_TABS } from './nav-items';
import { ProfileMenu } from './profile-menu';
import { VolunteerStrip } from './volunteer-strip';
import './header.css';

/**
 * The signed-in header (spec part 1 §2): brand, centre drop-down on the three pages that offer it,
 * cart with badge, profile menu; the centre-scoped tabs (a drawer below the desktop breakpoint);
 * the volunteer strip. Dark for centres whose meta.theme is "dark"; marked in back-office mode.
 */
export function Header() {
  const { pathname } = useLocation();
  const isBackOffice = useIsBackOffice();
  const isDark = useSessionValue((s) => s.currentCenter?.meta.theme === 'dark');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const withCenterSelect = showsCenterSelect(pathname);

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
          aria-label="Open menu"
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
            {isBackOffice && <span className="sn-header__mode">Back office</span>}
          </span>
          <span className="visually-hidden">, home</span>
        </Link>
        {withCenterSelect && (
          <div className="sn-header__center">
            <CenterSelect />
          </div>
        )}
        <div className="sn-header__actions">
          <CartLink active={pathname === PATHS.cart} />
          <ProfileMenu />
        </div>
      </div>
      <nav className="sn-header__tabs" aria-label="Main">
        <ul className="sn-header__tab-list">
          {HEADER_TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} className="sn-header__tab">
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <VolunteerStrip />
      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        returnFocusRef={menuButtonRef}
      />
    </header>
  );
}
