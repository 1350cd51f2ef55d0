import { describe, expect, it } from 'vitest';
import type { Center } from '../../../lib/session-types';
import {
  bookingForOthersAllowed,
  decideCenterSelection,
  destinationAfterChoice,
  filterCenters,
  parseCenterFilters,
} from './center-selection';

function buildCenter(overrides: Partial<Center> = {}): Center {
  return {
    id: 'in-coimbatore',
    name: 'Sannidhi Coimbatore',
    label: 'Coimbatore',
    image: '',
    isAvailable: true,
    description: '',
    currency: 'INR',
    contact: { address: '', email: '', phone: '' },
    treasurerEmail: '',
    meta: {
      timezone: 'Asia/Kolkata',
      dateFormat: 'dd-MM-yyyy',
      countryCode: 'IN',
      theme: 'light',
      showCarousel: false,
      showSubscriptions: false,
      refundOnCancel: false,
      reminderHours: 24,
      waitingListHoldHours: 2,
      preDebitNotices: false,
    },
    ...overrides,
  };
}

const coimbatore = buildCenter();
const bengaluru = buildCenter({ id: 'in-bengaluru', name: 'Sannidhi Bengaluru' });
const chennai = buildCenter({ id: 'in-chennai', name: 'Sannidhi Chennai' });
const closed = buildCenter({ id: 'np-kathmandu', name: 'Sannidhi Kathmandu', isAvailable: false });
const all = [coimbatore, bengaluru, chennai, closed];

const decide = (overrides: Partial<Parameters<typeof decideCenterSelection>[0]> = {}) =>
  decideCenterSelection({
    centers: all,
    filters: [],
    currentCenter: null,
    targetCenterId: '',
    isBackOffice: false,
    ...overrides,
  });

describe('parseCenterFilters', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(parseCenterFilters(' in-chennai, ,in-bengaluru,in-chennai ')).toEqual([
      'in-chennai',
      'in-bengaluru',
    ]);
  });
  it('is empty without a value', () => {
    expect(parseCenterFilters(null)).toEqual([]);
    expect(parseCenterFilters('')).toEqual([]);
  });
});

describe('filterCenters', () => {
  it('keeps every centre without filters', () => {
    expect(filterCenters(all, [])).toEqual(all);
  });
  it('keeps the filtered centres in list order', () => {
    expect(filterCenters(all, ['in-chennai', 'in-coimbatore']).map((c) => c.id)).toEqual([
      'in-coimbatore',
      'in-chennai',
    ]);
  });
  it('is empty when no centre matches', () => {
    expect(filterCenters(all, ['nowhere'])).toEqual([]);
  });
});

describe('decideCenterSelection', () => {
  it('lists every centre when nothing picks one', () => {
    expect(decide()).toEqual({ kind: 'list', centers: all });
  });

  it('lists the filtered centres', () => {
    expect(decide({ filters: ['in-chennai', 'in-bengaluru'] })).toEqual({
      kind: 'list',
      centers: [bengaluru, chennai],
    });
  });

  it('chooses the only centre of the list automatically and empties the cart', () => {
    expect(decide({ filters: ['in-chennai'] })).toEqual({
      kind: 'auto',
      center: chennai,
      reason: 'single',
      keepCart: false,
    });
    expect(decide({ centers: [bengaluru] })).toMatchObject({ kind: 'auto', center: bengaluru });
  });

  it('does not choose a single centre that is not available', () => {
    expect(decide({ filters: ['np-kathmandu'] })).toEqual({ kind: 'list', centers: [closed] });
  });

  it('chooses the current centre again, with the fresh copy from the list, keeping the cart', () => {
    const stale = { ...chennai, name: 'Old name' };
    expect(decide({ currentCenter: stale })).toEqual({
      kind: 'auto',
      center: chennai,
      reason: 'current',
      keepCart: true,
    });
  });

  it('falls back to the list when the current centre is no longer available', () => {
    expect(decide({ currentCenter: closed })).toEqual({ kind: 'list', centers: all });
  });

  it('honours a target centre of the list for a devotee', () => {
    expect(decide({ targetCenterId: 'in-bengaluru', currentCenter: chennai })).toEqual({
      kind: 'auto',
      center: bengaluru,
      reason: 'target',
      keepCart: false,
    });
  });

  it('ignores a devotee target centre outside the filtered list', () => {
    expect(decide({ targetCenterId: 'in-bengaluru', filters: ['in-chennai', 'in-coimbatore'] })).toEqual({
      kind: 'list',
      centers: [coimbatore, chennai],
    });
  });

  it('honours any known target centre in back-office mode, whatever the filters', () => {
    expect(
      decide({
        targetCenterId: 'in-bengaluru',
        filters: ['in-chennai', 'in-coimbatore'],
        isBackOffice: true,
      }),
    ).toMatchObject({ kind: 'auto', center: bengaluru, reason: 'target' });
  });

  it('ignores an unknown or unavailable target centre', () => {
    expect(decide({ targetCenterId: 'nowhere' })).toEqual({ kind: 'list', centers: all });
    expect(decide({ targetCenterId: 'np-kathmandu', isBackOffice: true })).toEqual({
      kind: 'list',
      centers: all,
    });
  });

  it('keeps the cart when the target is the current centre', () => {
    expect(decide({ targetCenterId: 'in-chennai', currentCenter: chennai })).toMatchObject({
      reason: 'target',
      keepCart: true,
    });
  });

  it('lists nothing when there is no centre', () => {
    expect(decide({ centers: [] })).toEqual({ kind: 'list', centers: [] });
  });
});

describe('bookingForOthersAllowed', () => {
  it('needs back-office mode and the OFFICE_VOLUNTEER role', () => {
    expect(bookingForOthersAllowed(['SEVAKA', 'OFFICE_VOLUNTEER'], true)).toBe(true);
    expect(bookingForOthersAllowed(['OFFICE_VOLUNTEER'], false)).toBe(false);
    expect(bookingForOthersAllowed(['SEVAKA', 'CENTER_ADMIN'], true)).toBe(false);
    expect(bookingForOthersAllowed([], true)).toBe(false);
  });
});

describe('destinationAfterChoice', () => {
  const base = { isBackOffice: false, mayBookForOthers: false, hasDevoteeProfile: false, comeBackTo: '' };

  it('goes to /rituals by default', () => {
    expect(destinationAfterChoice(base)).toBe('/rituals');
  });
  it('goes to comeBackTo when it is a path of this app', () => {
    expect(destinationAfterChoice({ ...base, comeBackTo: '/car/DEVI_ABHISHEKAM?x=1' })).toBe(
      '/car/DEVI_ABHISHEKAM?x=1',
    );
  });
  it('refuses other origins, /login, /logout and / itself', () => {
    for (const comeBackTo of ['https://evil.example', '//evil.example', '/login', '/logout', '/', '/?a=1']) {
      expect(destinationAfterChoice({ ...base, comeBackTo })).toBe('/rituals');
    }
  });
  it('sends a back-office user without the role to the no-access screen', () => {
    expect(destinationAfterChoice({ ...base, isBackOffice: true, comeBackTo: '/cart' })).toBe(
      '/BackOfficeUserNotAllowed',
    );
  });
  it('sends staff to the staff page asked for, else to the staff pages, never to the no-access screen', () => {
    const staff = { ...base, isBackOffice: true, hasStaffRole: true };
    expect(destinationAfterChoice({ ...staff, comeBackTo: '/staff/schedule?ritual=x' })).toBe(
      '/staff/schedule?ritual=x',
    );
    expect(destinationAfterChoice({ ...staff, comeBackTo: '/cart' })).toBe('/staff');
    expect(destinationAfterChoice(staff)).toBe('/staff');
    expect(destinationAfterChoice({ ...staff, comeBackTo: '//evil.example/staff' })).toBe('/staff');
    // A volunteer who is also staff follows a staff deep link before choosing a devotee.
    expect(destinationAfterChoice({ ...staff, mayBookForOthers: true, comeBackTo: '/staff/day' })).toBe(
      '/staff/day',
    );
  });
  it('sends a volunteer without a devotee to /devoteeProfileDetails', () => {
    expect(destinationAfterChoice({ ...base, isBackOffice: true, mayBookForOthers: true })).toBe(
      '/devoteeProfileDetails',
    );
  });
  it('lets a volunteer with a devotee go on', () => {
    expect(
      destinationAfterChoice({
        ...base,
        isBackOffice: true,
        mayBookForOthers: true,
        hasDevoteeProfile: true,
        comeBackTo: '/cart',
      }),
    ).toBe('/cart');
  });
});
