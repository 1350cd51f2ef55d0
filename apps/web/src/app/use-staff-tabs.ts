import type { MessageDescriptor } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { staffActionsOptions } from '../api/staff';
import { STAFF_HOME_TAB, type HeaderTab } from '../components/layout/nav-items';
import { STAFF_PAGES } from '../features/staff/home/staff-pages';
import { useIsBackOffice } from '../hooks/use-app-config';
import { useSessionValue } from '../lib/session';

/**
 * The staff pages the signed-in person may open at the chosen centre, as header tabs (the staff home first), on the
 * back-office site; null on the devotee site, before a centre is chosen, or when their roles there give no staff
 * page. The same question and filter as the staff home (`/staff`); the api checks the role again on every page.
 */
export function useStaffTabs(): readonly HeaderTab[] | null {
  const isBackOffice = useIsBackOffice();
  const centerId = useSessionValue((s) => s.currentCenter?.id ?? '');
  const actions = useQuery({
    ...staffActionsOptions(isBackOffice ? centerId : ''),
    // Asked once per centre by the header; the staff home asks again when it opens.
    staleTime: 5 * 60_000,
  });
  if (!isBackOffice || !actions.data) return null;
  const pages = STAFF_PAGES.filter((p) => actions.data.actions.includes(p.action));
  if (pages.length === 0) return null;
  return [STAFF_HOME_TAB, ...pages.map((p) => ({ to: p.path, label: asDescriptor(p.tab) }))];
}

/**
 * A staff page's tab name as a descriptor. Until the staff feature gives its tab names as descriptors (msg`…`), a
 * plain English name becomes a descriptor whose id is that name: shown in English until the catalogue has it.
 */
function asDescriptor(label: string | MessageDescriptor): MessageDescriptor {
  return typeof label === 'string' ? { id: label, message: label } : label;
}
