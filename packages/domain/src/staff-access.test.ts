import { describe, expect, it } from 'vitest';
import { StaffRole } from './enums';
import { STAFF_ACCESS, STAFF_ACTIONS, actionsOf, mayTakeAction } from './staff-access';

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
