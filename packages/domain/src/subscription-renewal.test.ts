import { describe, expect, it } from 'vitest';
import { addMonths, afterFailedCharge, dueAfterResume } from './subscription-renewal';

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

describe('dueAfterResume', () => {
  it('skips the months that fell due while paused', () => {
    const due = new Date('2026-03-01T00:00:00Z');
    expect(dueAfterResume(due, new Date('2026-02-20T00:00:00Z'))).toEqual(due);
    expect(dueAfterResume(due, new Date('2026-05-10T00:00:00Z'))).toEqual(new Date('2026-06-01T00:00:00Z'));
  });
});
