import { describe, expect, it } from 'vitest';
import { addMonths, afterFailedCharge, resumeSchedule } from './subscription-renewal';

describe('addMonths', () => {
  it('keeps the day of month, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('afterFailedCharge', () => {
  const due = new Date('2026-03-01T00:00:00Z');
  it('retries on days 1, 3 and 7 after the due date, then pauses', () => {
    expect(afterFailedCharge(1, due)).toEqual({ kind: 'retry', at: new Date('2026-03-02T00:00:00Z') });
    expect(afterFailedCharge(2, due)).toEqual({ kind: 'retry', at: new Date('2026-03-04T00:00:00Z') });
    expect(afterFailedCharge(3, due)).toEqual({ kind: 'retry', at: new Date('2026-03-08T00:00:00Z') });
    expect(afterFailedCharge(4, due)).toEqual({ kind: 'pause' });
  });
});

describe('resumeSchedule', () => {
  const due = new Date('2026-03-01T00:00:00Z');
  it('resumed before the due date: that month, on its due date', () => {
    expect(resumeSchedule(due, new Date('2026-02-20T00:00:00Z'))).toEqual({ dueAt: due, chargeAt: due });
  });
  it('resumed while the month is due (paused and resumed the same day): charged at once, nothing skipped', () => {
    const now = new Date('2026-03-01T09:00:00Z');
    expect(resumeSchedule(due, now)).toEqual({ dueAt: due, chargeAt: now });
  });
  it('skips the months that fell due while paused and charges the latest at once', () => {
    const now = new Date('2026-05-10T00:00:00Z');
    expect(resumeSchedule(due, now)).toEqual({ dueAt: new Date('2026-05-01T00:00:00Z'), chargeAt: now });
    const onTheDay = new Date('2026-06-01T00:00:00Z');
    expect(resumeSchedule(due, onTheDay)).toEqual({ dueAt: onTheDay, chargeAt: onTheDay });
  });
});
