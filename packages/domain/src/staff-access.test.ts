import { describe, expect, it } from 'vitest';
import { StaffRole } from './enums';
import {
  STAFF_ACCESS,
  STAFF_ACTIONS,
  actionsOf,
  grantableRoles,
  mayTakeAction,
  rolesHeldAt,
} from './staff-access';

describe('staff access table', () => {
  it('names only real roles and covers every action', () => {
    for (const action of STAFF_ACTIONS) {
      expect(STAFF_ACCESS[action].length).toBeGreaterThan(0);
      for (const role of STAFF_ACCESS[action]) expect(StaffRole.options).toContain(role);
    }
  });

  it('grants nothing without a role and nothing to a role outside the action', () => {
    expect(actionsOf([])).toEqual([]);
    expect(mayTakeAction(['OFFICE_VOLUNTEER'], 'catalogue.edit')).toBe(false);
    expect(mayTakeAction(['PRASADAM_PACKING_VOLUNTEER'], 'accounts.view')).toBe(false);
    expect(mayTakeAction(['SEVAKA'], 'checkin.undo')).toBe(false);
  });

  it('gives each duty to its role', () => {
    expect(actionsOf(['PRASADAM_PACKING_VOLUNTEER'])).toEqual(['prasadam.dispatch']);
    expect(actionsOf(['RITUAL_SCHEDULER'])).toEqual(['schedule.edit', 'day.view']);
    expect(actionsOf(['ROLE_ADMINISTRATOR'])).toEqual(['roles.manage', 'analytics.view']);
    expect(mayTakeAction(['OFFICE_ACCOUNTS_MANAGER'], 'accounts.close')).toBe(true);
    expect(mayTakeAction(['CENTER_ADMIN'], 'accounts.close')).toBe(false);
  });
});

describe('roles held at a centre', () => {
  it('counts the roles granted there and a role administrator granted anywhere', () => {
    const grants = [
      { role: 'SEVAKA', centerId: 'a' },
      { role: 'CENTER_ADMIN', centerId: 'b' },
      { role: 'ROLE_ADMINISTRATOR', centerId: 'b' },
    ];
    expect(rolesHeldAt(grants, 'a')).toEqual(['SEVAKA', 'ROLE_ADMINISTRATOR']);
    expect(rolesHeldAt(grants, 'b')).toEqual(['CENTER_ADMIN', 'ROLE_ADMINISTRATOR']);
    expect(rolesHeldAt(grants.slice(0, 2), 'c')).toEqual([]);
  });
});

describe('roles a person may grant', () => {
  it('lets a role administrator grant every role, a centre admin the duty roles only', () => {
    expect(grantableRoles(['ROLE_ADMINISTRATOR'])).toEqual(StaffRole.options);
    const byAdmin = grantableRoles(['CENTER_ADMIN']);
    expect(byAdmin).not.toContain('CENTER_ADMIN');
    expect(byAdmin).not.toContain('ROLE_ADMINISTRATOR');
    expect(byAdmin).toContain('SEVAKA');
    expect(byAdmin).toContain('OFFICE_ACCOUNTS_MANAGER');
    expect(byAdmin).toHaveLength(StaffRole.options.length - 2);
  });

  it('lets nobody else grant anything', () => {
    for (const role of StaffRole.options.filter((r) => r !== 'ROLE_ADMINISTRATOR' && r !== 'CENTER_ADMIN')) {
      expect(grantableRoles([role])).toEqual([]);
    }
    expect(grantableRoles([])).toEqual([]);
  });
});
