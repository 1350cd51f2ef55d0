import { PATHS } from '../../lib/paths';

export interface HeaderTab {
  to: string;
  label: string;
  /** Active only on the exact path. */
  end?: boolean;
}

/** The header's centre-scoped tabs (spec part 1 §2 Header), in order. */
export const HEADER_TABS: readonly HeaderTab[] = [
  { to: PATHS.home, label: 'Home', end: true },
  { to: PATHS.rituals, label: 'Rituals & Offerings' },
  { to: PATHS.sadhana, label: 'Sadhana' },
  { to: PATHS.events, label: 'Events' },
  { to: PATHS.bringDeviHome, label: 'Bring Devi Home' },
  { to: PATHS.visitDevi, label: 'Visit Devi' },
  { to: PATHS.aboutDevi, label: 'About Devi' },
  { to: PATHS.blog, label: 'Explore Devi' },
];

/** The staff home, first of the tab row on staff pages (the only one while the person's staff pages load). */
export const STAFF_HOME_TAB: HeaderTab = { to: PATHS.staffHome, label: 'Staff home', end: true };
