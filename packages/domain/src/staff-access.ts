// Who may do what in the staff console: the role × action table of docs/decisions.md ("Staff roles and duties").
// The api enforces it in one place (apps/api/src/services/roles/authorize.ts); the web uses it only to choose which
// pages to offer. A role is held per centre; ROLE_ADMINISTRATOR holds its duties at every centre.
import { StaffRole } from './enums';

export const STAFF_ACTIONS = [
  'roles.manage',
  'audit.view',
  'analytics.view',
  'catalogue.edit',
  'centre.edit',
  'schedule.edit',
  'day.view',
  'checkin.mark',
  'checkin.undo',
  'prasadam.dispatch',
  'accounts.view',
  'accounts.close',
  'refunds.manage',
  'refunds.approve',
  'devotees.register',
  'booking.forOthers',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The roles that may take each action at a centre where they hold the role. */
export const STAFF_ACCESS: Readonly<Record<StaffAction, readonly StaffRole[]>> = {
  'roles.manage': ['ROLE_ADMINISTRATOR', 'CENTER_ADMIN'],
  'audit.view': ['CENTER_ADMIN'],
  'analytics.view': ['ROLE_ADMINISTRATOR', 'CENTER_ADMIN'],
  'catalogue.edit': ['CENTER_ADMIN'],
  'centre.edit': ['CENTER_ADMIN'],
  'schedule.edit': ['CENTER_ADMIN', 'RITUAL_SCHEDULER'],
  'day.view': [
    'CENTER_ADMIN',
    'RITUAL_SCHEDULER',
    'RITUAL_ASSISTANT',
    'RITUAL_ASSISTANT_VOLUNTEER',
    'SEVAKA',
  ],
  'checkin.mark': ['CENTER_ADMIN', 'RITUAL_ASSISTANT', 'RITUAL_ASSISTANT_VOLUNTEER', 'SEVAKA'],
  'checkin.undo': ['CENTER_ADMIN', 'RITUAL_ASSISTANT'],
  'prasadam.dispatch': ['CENTER_ADMIN', 'PRASADAM_PACKING_VOLUNTEER'],
  'accounts.view': ['CENTER_ADMIN', 'OFFICE_ACCOUNTS_MANAGER'],
  'accounts.close': ['OFFICE_ACCOUNTS_MANAGER'],
  'refunds.manage': ['CENTER_ADMIN', 'OFFICE_ACCOUNTS_MANAGER'],
  'refunds.approve': ['CENTER_ADMIN', 'OFFICE_ACCOUNTS_MANAGER'],
  'devotees.register': ['CENTER_ADMIN', 'REGISTRATION_ADMINISTRATOR', 'OFFICE_VOLUNTEER'],
  'booking.forOthers': ['OFFICE_VOLUNTEER'],
};

/** Roles whose duties reach every centre, wherever the role row was granted. */
export const EVERY_CENTER_ROLES: readonly StaffRole[] = ['ROLE_ADMINISTRATOR'];

/** Whether any of the roles a person holds at a centre allows the action there. */
export function mayTakeAction(rolesAtCenter: readonly string[], action: StaffAction): boolean {
  const allowed: readonly string[] = STAFF_ACCESS[action];
  return rolesAtCenter.some((r) => allowed.includes(r));
}

/** The actions the roles allow, in table order: what the staff console offers. */
export function actionsOf(rolesAtCenter: readonly string[]): StaffAction[] {
  return STAFF_ACTIONS.filter((a) => mayTakeAction(rolesAtCenter, a));
}

/** The roles a person holds at a centre: those granted there, and the every-centre roles granted anywhere. */
export function rolesHeldAt(
  grants: readonly { role: string; centerId: string }[],
  centerId: string,
): string[] {
  const everywhere: readonly string[] = EVERY_CENTER_ROLES;
  return grants.filter((g) => g.centerId === centerId || everywhere.includes(g.role)).map((g) => g.role);
}

/**
 * Roles that only a ROLE_ADMINISTRATOR grants or removes: a centre admin runs the centre's team but does not appoint
 * (or depose) centre admins, nor give anyone power over every centre (docs/decisions.md).
 */
export const ADMIN_ROLES: readonly StaffRole[] = ['ROLE_ADMINISTRATOR', 'CENTER_ADMIN'];

/** The roles a person may grant and remove at a centre, given the roles they hold there. */
export function grantableRoles(rolesAtCenter: readonly string[]): StaffRole[] {
  if (!mayTakeAction(rolesAtCenter, 'roles.manage')) return [];
  if (rolesAtCenter.some((r) => (EVERY_CENTER_ROLES as readonly string[]).includes(r)))
    return [...StaffRole.options];
  return StaffRole.options.filter((r) => !ADMIN_ROLES.includes(r));
}
