import type { StaffAction } from '@sannidhi/domain/staff-access';
import { PATHS } from '../../../lib/paths';

/** The staff console's pages, each offered to the roles whose action it needs (docs/decisions.md table). */
export const STAFF_PAGES: {
  path: string;
  title: string;
  /** The page's short name in the header's tab row on staff pages. */
  tab: string;
  description: string;
  action: StaffAction;
}[] = [
  {
    path: PATHS.staffDay,
    title: "The day's rituals",
    tab: "Day's rituals",
    description:
      'Every slot of a date with its participants, to print for the priests and to check devotees in.',
    action: 'day.view',
  },
  {
    path: PATHS.staffRoles,
    title: 'Staff roles',
    tab: 'Roles',
    description: 'Who holds which role at the center: add a role by e-mail, remove one.',
    action: 'roles.manage',
  },
  {
    path: PATHS.staffRefunds,
    title: 'Failed refunds',
    tab: 'Refunds',
    description:
      'Refunds the gateway refused or has not settled, with a retry; large refunds awaiting a second approver.',
    action: 'refunds.manage',
  },
  {
    path: PATHS.staffCatalogue,
    title: 'Catalogue',
    tab: 'Catalogue',
    description: 'The rituals of the center: add one, change its prices, prasadam, booking rules and form.',
    action: 'catalogue.edit',
  },
  {
    path: PATHS.staffPackages,
    title: 'Packages',
    tab: 'Packages',
    description: 'Gather rituals under a link (/eventRituals/{tag}) for a festival or an event.',
    action: 'catalogue.edit',
  },
  {
    path: PATHS.staffCenter,
    title: 'Center settings',
    tab: 'Settings',
    description: 'Contact, treasurer e-mail, payment gateways, time zone, date format and switches.',
    action: 'centre.edit',
  },
  {
    path: PATHS.staffDispatch,
    title: 'Prasadam dispatch',
    tab: 'Dispatch',
    description:
      'Parcels of prasadam to pack and ship: packing slips, address labels, carrier and tracking ids.',
    action: 'prasadam.dispatch',
  },
  {
    path: PATHS.staffAccounts,
    title: 'Accounts',
    tab: 'Accounts',
    description:
      "The day's collections per channel, the day close against the gateway, references and CSV export.",
    action: 'accounts.view',
  },
  {
    path: PATHS.staffAudit,
    title: 'Audit log',
    tab: 'Audit log',
    description: 'Every change at the center: who did what and when, by entity, person and date.',
    action: 'audit.view',
  },
  {
    path: PATHS.staffSchedule,
    title: 'Schedule',
    tab: 'Schedule',
    description:
      "Open a ritual's dates from recurring rules, change a slot's capacity, close a date or a slot.",
    action: 'schedule.edit',
  },
];
