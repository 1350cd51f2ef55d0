import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PATHS } from '../../lib/paths';

export interface HeaderTab {
  to: string;
  /** Shown with `i18n._(label)`. */
  label: MessageDescriptor;
  /** Active only on the exact path. */
  end?: boolean;
}

/** The header's centre-scoped tabs (spec part 1 §2 Header), in order. */
export const HEADER_TABS: readonly HeaderTab[] = [
  { to: PATHS.home, label: msg`Home`, end: true },
  { to: PATHS.rituals, label: msg`Rituals & Offerings` },
  { to: PATHS.sadhana, label: msg`Sadhana` },
  { to: PATHS.events, label: msg`Events` },
  { to: PATHS.bringDeviHome, label: msg`Bring Devi Home` },
  { to: PATHS.visitDevi, label: msg`Visit Devi` },
  { to: PATHS.aboutDevi, label: msg`About Devi` },
  { to: PATHS.blog, label: msg`Explore Devi` },
];

/** The staff home, first of the tab row on staff pages (the only one while the person's staff pages load). */
export const STAFF_HOME_TAB: HeaderTab = { to: PATHS.staffHome, label: msg`Staff home`, end: true };
