import { describe, expect, it } from 'vitest';
import { AddScheduleRuleBody, ruleBodyOf, ScheduleRuleForm } from './contracts/staff-schedule';
import { datesOfRule, describeRule, slotStartsOfRule, type DayRule } from './schedule-rule';

const CHICAGO = 'America/Chicago';
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('slotStartsOfRule', () => {
  it('keeps 06:30 at 06:30 local across the autumn change (Chicago, 1 November 2026): the UTC hour moves', () => {
    const now = new Date('2026-10-30T12:00:00Z'); // 07:00 CDT on Friday 30 October
    const starts = slotStartsOfRule(
      { kind: 'weekdays', days: ['SAT', 'SUN', 'MON'] },
      ['06:30'],
      CHICAGO,
      now,
      4,
    );
    expect(iso(starts)).toEqual([
      '2026-10-31T11:30:00.000Z', // Saturday, CDT (UTC-5)
      '2026-11-01T12:30:00.000Z', // Sunday, CST (UTC-6) from 02:00 that night
      '2026-11-02T12:30:00.000Z',
    ]);
  });

  it('keeps 18:00 at 18:00 local across the spring change (Chicago, 14 March 2027)', () => {
    const now = new Date('2027-03-13T06:00:00Z');
    const starts = slotStartsOfRule({ kind: 'daily' }, ['18:00'], CHICAGO, now, 2);
    expect(iso(starts)).toEqual(['2027-03-14T00:00:00.000Z', '2027-03-14T23:00:00.000Z']);
  });

  it('moves a time the spring change skips (02:30) one hour later, and takes an ambiguous autumn time first', () => {
    const spring = slotStartsOfRule(
      { kind: 'daily' },
      ['02:30'],
      CHICAGO,
      new Date('2027-03-14T06:00:00Z'),
      1,
    );
    expect(iso(spring)).toEqual(['2027-03-14T08:30:00.000Z']); // 03:30 CDT
    const autumn = slotStartsOfRule(
      { kind: 'daily' },
      ['01:30'],
      CHICAGO,
      new Date('2026-11-01T05:00:00Z'),
      1,
    );
    expect(iso(autumn)).toEqual(['2026-11-01T06:30:00.000Z']); // the first 01:30, still CDT
  });

  it('opens today from now on: a time already past today is left out, one later today is kept', () => {
    const now = new Date('2026-11-24T16:00:00Z'); // 10:00 CST
    const starts = slotStartsOfRule({ kind: 'daily' }, ['09:00', '15:00'], CHICAGO, now, 2);
    expect(iso(starts)).toEqual([
      '2026-11-24T21:00:00.000Z',
      '2026-11-25T15:00:00.000Z',
      '2026-11-25T21:00:00.000Z',
    ]);
  });

  it('counts days from today in the centre’s zone, not in UTC', () => {
    // 23:30 on 24 November in Chicago is already 25 November in UTC.
    const now = new Date('2026-11-25T05:30:00Z');
    const starts = slotStartsOfRule({ kind: 'daily' }, ['23:45'], CHICAGO, now, 1);
    expect(iso(starts)).toEqual(['2026-11-25T05:45:00.000Z']); // 23:45 CST on the 24th
  });
});

describe('datesOfRule', () => {
  it('finds Pournami on the local date of the full moon: one instant, different dates in two zones', () => {
    // The full moon of 24 December 2026 is at about 01:28 UTC: 23 December in Chicago, 24 December in India.
    const rule: DayRule = { kind: 'moon', phase: 'full', offsets: [0] };
    const first = { year: 2026, month: 12, day: 1 };
    expect(datesOfRule(rule, first, 31, CHICAGO)).toEqual([{ year: 2026, month: 12, day: 23 }]);
    expect(datesOfRule(rule, first, 31, 'Asia/Kolkata')).toEqual([{ year: 2026, month: 12, day: 24 }]);
  });

  it('finds weekdays and the nth weekday of a month', () => {
    const first = { year: 2026, month: 11, day: 1 }; // a Sunday
    expect(datesOfRule({ kind: 'weekdays', days: ['SUN'] }, first, 14, CHICAGO).map((d) => d.day)).toEqual([
      1, 8,
    ]);
    expect(datesOfRule({ kind: 'monthly-weekday', weekday: 'SAT', nth: 2 }, first, 30, CHICAGO)).toEqual([
      { year: 2026, month: 11, day: 14 },
    ]);
  });
});

describe('describeRule', () => {
  it('says the rule in words', () => {
    expect(describeRule({ kind: 'weekdays', days: ['WED', 'MON'] }, ['18:00', '06:30'])).toBe(
      'Every MON, WED at 06:30, 18:00',
    );
    expect(describeRule({ kind: 'moon', phase: 'full', offsets: [0] }, ['07:00'])).toBe('Pournami at 07:00');
  });
});

describe('AddScheduleRuleBody', () => {
  const good = {
    center: 'us-tennessee',
    product: 'p',
    rule: { kind: 'weekdays', days: ['MON'] },
    times: ['06:30'],
    capacity: 10,
    days: 7,
  };
  it('accepts a rule and refuses bad times, weekdays, capacity and days with a message', () => {
    expect(AddScheduleRuleBody.safeParse(good).success).toBe(true);
    const issue = (patch: object) =>
      AddScheduleRuleBody.safeParse({ ...good, ...patch }).error?.issues[0]?.message;
    expect(issue({ times: ['6.30'] })).toBe('Use a time such as 06:30');
    expect(issue({ times: ['24:00'] })).toBe('Use a time such as 06:30');
    expect(issue({ rule: { kind: 'weekdays', days: [] } })).toBe('Choose at least one weekday');
    expect(issue({ capacity: 0 })).toBe('capacity: at least 1 place');
    expect(issue({ days: 400 })).toBe('days: at most 366 days');
  });
});

describe('ScheduleRuleForm and ruleBodyOf', () => {
  const form = {
    repeat: 'weekdays',
    days: ['MON', 'FRI'],
    times: '6:30, 18:00',
    capacity: 20,
    ahead: 14,
  } as const;
  it('turns a filled form into the request body', () => {
    const parsed = ScheduleRuleForm.parse({ ...form, days: [...form.days] });
    expect(ruleBodyOf(parsed, { center: 'c', product: 'p' })).toEqual({
      center: 'c',
      product: 'p',
      rule: { kind: 'weekdays', days: ['MON', 'FRI'] },
      times: ['06:30', '18:00'],
      capacity: 20,
      inventory: {},
      days: 14,
    });
    const both = ScheduleRuleForm.parse({
      ...form,
      days: [...form.days],
      onlineCapacity: 40,
      inventory: { lamp: 5, flower: Number.NaN },
    });
    expect(ruleBodyOf(both, { center: 'c', product: 'p' })).toMatchObject({
      onlineCapacity: 40,
      inventory: { lamp: 5 },
    });
    const pournami = ScheduleRuleForm.parse({ ...form, days: [], repeat: 'pournami', times: '07:00' });
    expect(ruleBodyOf(pournami, { center: 'c', product: 'p' }).rule).toEqual({
      kind: 'moon',
      phase: 'full',
      offsets: [0],
    });
  });
  it('says what is wrong: no weekday, a time that is not one', () => {
    const issues = (patch: object) =>
      ScheduleRuleForm.safeParse({ ...form, days: [...form.days], ...patch }).error?.issues.map(
        (i) => i.message,
      );
    expect(issues({ days: [] })).toEqual(['Choose at least one weekday']);
    expect(issues({ times: '06:30, 25:00' })).toEqual([
      '"25:00" is not a time: use 24-hour times such as 06:30',
    ]);
    expect(issues({ capacity: 0 })).toEqual(['At least 1 place']);
  });
});
