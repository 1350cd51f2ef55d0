import { describe, expect, it } from 'vitest';
import {
  checkInRefusal,
  checkInTooEarly,
  dayFamilyMembers,
  dayParticipants,
  isoDateIn,
  normaliseBookingReference,
} from './day-list';

describe('dayParticipants', () => {
  it('reads each numbered participant with age group, gender and nakshatram in its language', () => {
    const meta = {
      utm_source: 'x',
      name_1: 'Lakshmi',
      gender_1: 'Female',
      nakshatram_1: 'Karthigai',
      nakshatramLanguage_1: 'tamil',
      name_2: 'Arun',
      age_2: '4 years',
      ageInYear_2: 4,
      ageInMonth_2: 0,
      gender_2: 'male',
    };
    expect(dayParticipants(meta, { ritualCategory: 'TEMPLE_OFFERINGS', maxChildAge: 120 })).toEqual([
      {
        name: 'Lakshmi',
        ageGroup: 'UNKNOWN',
        gender: 'FEMALE',
        age: null,
        nakshatram: 'Karthigai',
        nakshatramLanguage: 'tamil',
      },
      {
        name: 'Arun',
        ageGroup: 'CHILD',
        gender: 'MALE',
        age: '4 years',
        nakshatram: null,
        nakshatramLanguage: null,
      },
    ]);
  });

  it('leaves out participants without a name and answers none for empty meta', () => {
    expect(dayParticipants({ gender_1: 'MALE' }, {})).toEqual([]);
    expect(dayParticipants({}, {})).toEqual([]);
  });
});

describe('dayFamilyMembers', () => {
  it('pairs each member with its nakshatram language and skips blank names', () => {
    expect(
      dayFamilyMembers({
        members: [{ name: 'Ravi', nakshatram: 'Rohini' }, { name: ' ' }, { name: 'Uma', nakshatram: '' }],
        nakshatramLanguageList: ['telugu', 'telugu', 'telugu'],
      }),
    ).toEqual([
      { name: 'Ravi', nakshatram: 'Rohini', nakshatramLanguage: 'telugu' },
      { name: 'Uma', nakshatram: null, nakshatramLanguage: null },
    ]);
    expect(dayFamilyMembers({ members: 'nonsense' })).toEqual([]);
  });
});

describe('normaliseBookingReference', () => {
  it('drops spaces and dashes and upper-cases', () => {
    expect(normaliseBookingReference(' ab12-cd 34ef ')).toBe('AB12CD34EF');
  });
});

describe('checkInRefusal', () => {
  it('allows a paid booking not yet marked, and one already marked (the duplicate is answered elsewhere)', () => {
    expect(checkInRefusal({ status: 'NOT_COMPLETED', paymentStatus: 'COMPLETED' })).toBeNull();
    expect(checkInRefusal({ status: 'COMPLETED', paymentStatus: 'COMPLETED' })).toBeNull();
  });
  it('refuses cancelled, on-hold, failed and unpaid bookings, saying why', () => {
    expect(checkInRefusal({ status: 'CANCELLED', paymentStatus: 'COMPLETED' })).toMatch(/cancelled/);
    expect(checkInRefusal({ status: 'ON_HOLD', paymentStatus: 'COMPLETED' })).toMatch(/on hold/);
    expect(checkInRefusal({ status: 'ERROR', paymentStatus: 'ERROR' })).toMatch(/failed/);
    expect(checkInRefusal({ status: 'NOT_COMPLETED', paymentStatus: 'PENDING' })).toMatch(
      /not paid \(payment pending\)/,
    );
  });
});

describe('isoDateIn', () => {
  it('answers the calendar date in the zone', () => {
    const instant = new Date('2026-03-01T02:00:00Z');
    expect(isoDateIn('Asia/Kolkata', instant)).toBe('2026-03-01');
    expect(isoDateIn('America/Chicago', instant)).toBe('2026-02-28');
  });
});

describe('checkInTooEarly', () => {
  it('checks in on the ritual date and after it', () => {
    expect(checkInTooEarly('2026-11-26', '2026-11-26', 'x')).toBeNull();
    expect(checkInTooEarly('2026-11-25', '2026-11-26', 'x')).toBeNull();
  });
  it('refuses a ritual of a later day, saying when it is', () => {
    expect(checkInTooEarly('2026-11-28', '2026-11-26', '9:00 AM CT on Nov 28, 2026')).toBe(
      'This booking is for 9:00 AM CT on Nov 28, 2026: a devotee is checked in on the day of the ritual, not before.',
    );
  });
});
