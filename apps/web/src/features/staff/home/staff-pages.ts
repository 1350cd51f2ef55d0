import type { StaffAction } from '@sannidhi/domain/staff-access';
import { PATHS } from '../../../lib/paths';

/** The staff console's pages, each offered to the roles whose action it needs (docs/decisions.md table). */
export const STAFF_PAGES: { path: string; title: string; description: string; action: StaffAction }[] = [
  {
    path: PATHS.staffDay,
    title: "The day's rituals",
    description:
      'Every slot of a date with its participants, to print for the priests and to check devotees in.',
    action: 'day.view',
  },
  {
    path: PATHS.staffRoles,
    title: 'Staff roles',
    description: 'Who holds which role at the center: add a role by e-mail, remove one.',
    action: 'roles.manage',
  },
  {
    path: PATHS.staffRefunds,
    title: 'Failed refunds',
    description: 'Refunds the gateway refused or has not settled, with a retry.',
    action: 'refunds.manage',
  },
  {
    path: PATHS.staffSchedule,
    title: 'Schedule',
    description:
      "Open a ritual's dates from recurring rules, change a slot's capacity, close a date or a slot.",
    action: 'schedule.edit',
  },
];
