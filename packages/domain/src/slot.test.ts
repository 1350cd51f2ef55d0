import { describe, it, expect } from 'vitest';
import { cutOffTime, isBeforeCutOff, isSlotPast } from './slot';

describe('isSlotPast', () => {
  // 2026-03-05 23:00 in Kolkata; still 2026-03-05 morning in Chicago.
  const now = new Date('2026-03-05T17:30:00Z');

  it('is past for an earlier day and not past for today or later (offset 0)', () => {
    expect(isSlotPast('2026-03-04T18:29:00Z', now, 'Asia/Kolkata')).toBe(true); // 4 Mar 23:59 IST
    expect(isSlotPast('2026-03-04T18:30:00Z', now, 'Asia/Kolkata')).toBe(false); // 5 Mar 00:00 IST
    expect(isSlotPast('2026-03-05T01:00:00Z', now, 'Asia/Kolkata')).toBe(false); // earlier today
    expect(isSlotPast('2026-03-06T01:00:00Z', now, 'Asia/Kolkata')).toBe(false);
  });

  it('compares days in the centre zone', () => {
    const lateNow = new Date('2026-03-06T02:00:00Z'); // 6 Mar in Kolkata, 5 Mar 20:00 in Chicago
    const slot = '2026-03-05T15:00:00Z'; // 5 Mar in both zones
    expect(isSlotPast(slot, lateNow, 'Asia/Kolkata')).toBe(true);
    expect(isSlotPast(slot, lateNow, 'America/Chicago')).toBe(false);
  });

  it('defaults to Asia/Kolkata and offset 0', () => {
    expect(isSlotPast('2026-03-04T18:29:00Z', now)).toBe(true);
  });

  it('keeps recent days with a positive offset', () => {
    expect(isSlotPast('2026-03-04T06:00:00Z', now, 'Asia/Kolkata', 1)).toBe(false);
    expect(isSlotPast('2026-03-03T06:00:00Z', now, 'Asia/Kolkata', 1)).toBe(true);
  });

  it('demands lead time with a negative offset', () => {
    expect(isSlotPast('2026-03-06T06:00:00Z', now, 'Asia/Kolkata', -1)).toBe(false);
    expect(isSlotPast('2026-03-06T06:00:00Z', now, 'Asia/Kolkata', -2)).toBe(true);
    expect(isSlotPast('2026-03-07T06:00:00Z', now, 'Asia/Kolkata', -2)).toBe(false);
  });
});

describe('cutOffTime and isBeforeCutOff', () => {
  const start = '2026-03-10T06:00:00Z';

  it('puts the cut-off cutOffHours before the start', () => {
    expect(cutOffTime(start, 24).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(cutOffTime(new Date(start), 0).toISOString()).toBe('2026-03-10T06:00:00.000Z');
  });

  it('is before the cut-off until the last millisecond', () => {
    expect(isBeforeCutOff(start, 24, new Date('2026-03-09T05:59:59.999Z'))).toBe(true);
    expect(isBeforeCutOff(start, 24, new Date('2026-03-09T06:00:00.000Z'))).toBe(false);
    expect(isBeforeCutOff(start, 24, new Date('2026-03-09T07:00:00Z'))).toBe(false);
  });

  it('with 0 hours, the cut-off is the start itself', () => {
    expect(isBeforeCutOff(start, 0, new Date('2026-03-10T05:59:59Z'))).toBe(true);
    expect(isBeforeCutOff(start, 0, new Date('2026-03-10T06:00:00Z'))).toBe(false);
  });

  it('is false for an invalid start', () => {
    expect(isBeforeCutOff('not a date', 24, new Date('2000-01-01T00:00:00Z'))).toBe(false);
  });
});
