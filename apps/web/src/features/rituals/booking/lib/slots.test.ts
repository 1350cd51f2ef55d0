import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  counterpartSlot,
  dayKeyOf,
  groupSlotsByDay,
  monthGrid,
  monthOf,
  longDayName,
  monthTitle,
  remainingText,
  shortDayName,
  slotDayLabel,
  slotsOfMode,
  slotStatus,
  type SlotRules,
} from './slots';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  now: new Date('2026-11-22T05:00:00Z'), // 10:30 in Kolkata
  timezone: 'Asia/Kolkata',
  pastOffsetDays: 0,
  cutOffHours: 6,
  bypassCutOff: false,
  ...overrides,
});

describe('slotStatus', () => {
  it('is available ahead of the cut-off with places left', () => {
    expect(slotStatus({ startTime: '2026-11-23T13:00:00Z', remaining: 3 }, rules())).toBe('available');
  });
  it('is full without places', () => {
    expect(slotStatus({ startTime: '2026-11-23T13:00:00Z', remaining: 0 }, rules())).toBe('full');
  });
  it('is closed past the cut-off for devotees, open for volunteers', () => {
    const soon = { startTime: '2026-11-22T10:00:00Z', remaining: 3 }; // 5 h away, cut-off 6 h
    expect(slotStatus(soon, rules())).toBe('closed');
    expect(slotStatus(soon, rules({ bypassCutOff: true }))).toBe('available');
  });
  it('is past on an earlier day in the centre zone, unless the offset keeps it', () => {
    const yesterday = { startTime: '2026-11-21T04:00:00Z', remaining: 3 };
    expect(slotStatus(yesterday, rules({ bypassCutOff: true }))).toBe('past');
    expect(slotStatus(yesterday, rules({ bypassCutOff: true, pastOffsetDays: 1 }))).toBe('available');
  });
});

describe('days and modes', () => {
  const slots = [
    { id: 'b', inPerson: false, startTime: '2026-11-24T13:00:00Z' },
    { id: 'a', inPerson: true, startTime: '2026-11-24T13:00:00Z' },
    { id: 'c', inPerson: true, startTime: '2026-11-24T19:00:00Z' }, // 00:30 on the 25th in Kolkata
  ];
  it('groups by the calendar day of the centre', () => {
    expect(groupSlotsByDay(slots, 'Asia/Kolkata').map((d) => [d.key, d.slots.map((s) => s.id)])).toEqual([
      ['2026-11-24', ['b', 'a']],
      ['2026-11-25', ['c']],
    ]);
    expect(dayKeyOf('2026-11-24T19:00:00Z', 'America/Chicago')).toBe('2026-11-24');
  });
  it('keeps one attendance mode in time order', () => {
    expect(slotsOfMode(slots, true).map((s) => s.id)).toEqual(['a', 'c']);
  });
  it('finds the same time in the other mode', () => {
    expect(counterpartSlot(slots[1]!, slots, false)?.id).toBe('b');
    expect(counterpartSlot(slots[2]!, slots, false)).toBeUndefined();
  });
  it('labels a day with its weekday in the centre format', () => {
    expect(slotDayLabel('2026-11-24T13:00:00Z', 'Asia/Kolkata', 'dd-MM-yyyy', i18n)).toBe('Tue, 24-11-2026');
    expect(slotDayLabel('2026-11-24T13:00:00Z', 'America/Chicago', 'MM/dd/yyyy', i18n)).toBe(
      'Tue, 11/24/2026',
    );
  });
  it('names days, months and places left as before in English', () => {
    expect(longDayName({ year: 2026, month: 11, day: 24 }, i18n)).toBe('Tuesday, 24 November 2026');
    expect(shortDayName({ year: 2026, month: 9, day: 1 }, i18n)).toBe('Tue 1 Sep');
    expect(monthTitle({ year: 2026, month: 11 }, i18n)).toBe('November 2026');
    expect(i18n._(remainingText(1))).toBe('1 place left');
    expect(i18n._(remainingText(25))).toBe('25 places left');
  });
});

describe('months', () => {
  it('steps across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
  it('reads the month in the centre zone', () => {
    expect(monthOf('2026-11-30T20:00:00Z', 'Asia/Kolkata')).toEqual({ year: 2026, month: 12 });
  });
  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthGrid({ year: 2026, month: 11 }); // 1 November 2026 is a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(weeks[4]?.slice(0, 2).map((d) => d?.day)).toEqual([29, 30]);
    expect(weeks[4]?.[2]).toBeNull();
    expect(monthGrid({ year: 2027, month: 2 })[0]?.slice(0, 1)).toEqual([null]); // starts on a Monday
  });
});
