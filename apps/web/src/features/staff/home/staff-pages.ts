import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffAction } from '@sannidhi/domain/staff-access';
import { PATHS } from '../../../lib/paths';

/** The address of a package's page, shown as it is (its braces are not a placeholder). */
const eventLink = '/eventRituals/{tag}';

/** The staff console's pages, each offered to the roles whose action it needs (docs/decisions.md table). */
export const STAFF_PAGES: {
  path: string;
  /** Texts are descriptors, shown with `i18n._(…)` where they are rendered. */
  title: MessageDescriptor;
  /** The page's short name in the header's tab row on staff pages. */
  tab: MessageDescriptor;
  description: MessageDescriptor;
  action: StaffAction;
}[] = [
  {
    path: PATHS.staffDay,
    title: msg`The day's rituals`,
    tab: msg`Day's rituals`,
    description: msg`Every slot of a date with its participants, to print for the priests and to check devotees in.`,
    action: 'day.view',
  },
  {
    path: PATHS.staffRoles,
    title: msg`Staff roles`,
    tab: msg`Roles`,
    description: msg`Who holds which role at the center: add a role by e-mail, remove one.`,
    action: 'roles.manage',
  },
  {
    path: PATHS.staffRefunds,
    title: msg`Failed refunds`,
    tab: msg`Refunds`,
    description: msg`Refunds the gateway refused or has not settled, with a retry; large refunds awaiting a second approver.`,
    action: 'refunds.manage',
  },
  {
    path: PATHS.staffCatalogue,
    title: msg`Catalogue`,
    tab: msg`Catalogue`,
    description: msg`The rituals of the center: add one, change its prices, prasadam, booking rules and form.`,
    action: 'catalogue.edit',
  },
  {
    path: PATHS.staffPackages,
    title: msg`Packages`,
    tab: msg`Packages`,
    description: msg`Gather rituals under a link (${eventLink}) for a festival or an event.`,
    action: 'catalogue.edit',
  },
  {
    path: PATHS.staffCenter,
    title: msg`Center settings`,
    tab: msg`Settings`,
    description: msg`Contact, treasurer e-mail, payment gateways, time zone, date format and switches.`,
    action: 'centre.edit',
  },
  {
    path: PATHS.staffDispatch,
    title: msg`Prasadam dispatch`,
    tab: msg`Dispatch`,
    description: msg`Parcels of prasadam to pack and ship: packing slips, address labels, carrier and tracking ids.`,
    action: 'prasadam.dispatch',
  },
  {
    path: PATHS.staffAccounts,
    title: msg`Accounts`,
    tab: msg`Accounts`,
    description: msg`The day's collections per channel, the day close against the gateway, references and CSV export.`,
    action: 'accounts.view',
  },
  {
    path: PATHS.staffAudit,
    title: msg`Audit log`,
    tab: msg`Audit log`,
    description: msg`Every change at the center: who did what and when, by entity, person and date.`,
    action: 'audit.view',
  },
  {
    path: PATHS.staffSchedule,
    title: msg`Schedule`,
    tab: msg`Schedule`,
    description: msg`Open a ritual's dates from recurring rules, change a slot's capacity, close a date or a slot.`,
    action: 'schedule.edit',
  },
];
