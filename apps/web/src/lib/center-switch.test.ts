import { describe, expect, it } from 'vitest';
import { afterCenterChange } from './center-switch';

describe('afterCenterChange', () => {
  it('keeps My Rituals on My Rituals (the new centre’s orders) and sends every other page to /rituals', () => {
    expect(afterCenterChange('/account')).toBe('/account');
    expect(afterCenterChange('/account/')).toBe('/account');
    expect(afterCenterChange('/rituals')).toBe('/rituals');
    expect(afterCenterChange('/BackOfficeUserNotAllowed')).toBe('/rituals');
  });
});
