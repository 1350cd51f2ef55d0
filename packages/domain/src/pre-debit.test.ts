import { describe, expect, it } from 'vitest';
import {
  earliestChargeAt,
  isNoticeDue,
  mandateValidUntil,
  mayChargeAfterNotice,
  noticeLinkState,
  preDebitNoticeDueAt,
  sendsPreDebitNotices,
} from './pre-debit';

const due = new Date('2026-12-10T04:00:00Z');
const none = { noticedMonth: null, noticedAt: null };

describe('pre-debit notices', () => {
  it('are due 48 hours before the charge, once per month', () => {
    expect(preDebitNoticeDueAt(due).toISOString()).toBe('2026-12-08T04:00:00.000Z');
    expect(isNoticeDue(none, 3, due, new Date('2026-12-08T03:59:00Z'))).toBe(false);
    expect(isNoticeDue(none, 3, due, new Date('2026-12-08T04:00:00Z'))).toBe(true);
    const sent = { noticedMonth: 3, noticedAt: new Date('2026-12-08T04:00:00Z') };
    expect(isNoticeDue(sent, 3, due, new Date('2026-12-09T00:00:00Z'))).toBe(false);
    expect(isNoticeDue(sent, 4, new Date('2027-01-10T04:00:00Z'), new Date('2027-01-08T05:00:00Z'))).toBe(
      true,
    );
  });

  it('hold the charge back: none without a notice for that month, none within 24 hours of it', () => {
    const now = new Date('2026-12-10T05:00:00Z');
    expect(earliestChargeAt(none, 3, due)).toBeNull();
    expect(mayChargeAfterNotice(none, 3, due, now)).toBe(false);
    expect(
      mayChargeAfterNotice({ noticedMonth: 2, noticedAt: new Date('2026-11-08T04:00:00Z') }, 3, due, now),
    ).toBe(false);
    // Sent on time: the charge goes on its due date.
    const onTime = { noticedMonth: 3, noticedAt: new Date('2026-12-08T04:00:00Z') };
    expect(earliestChargeAt(onTime, 3, due)?.toISOString()).toBe(due.toISOString());
    expect(mayChargeAfterNotice(onTime, 3, due, new Date('2026-12-10T03:59:00Z'))).toBe(false);
    expect(mayChargeAfterNotice(onTime, 3, due, due)).toBe(true);
    // Sent late (the job was down): the charge waits a full 24 hours after the notice.
    const late = { noticedMonth: 3, noticedAt: new Date('2026-12-10T02:00:00Z') };
    expect(earliestChargeAt(late, 3, due)?.toISOString()).toBe('2026-12-11T02:00:00.000Z');
    expect(mayChargeAfterNotice(late, 3, due, new Date('2026-12-11T01:59:00Z'))).toBe(false);
    expect(mayChargeAfterNotice(late, 3, due, new Date('2026-12-11T02:00:00Z'))).toBe(true);
  });

  it('state how long a mandate is valid', () => {
    expect(mandateValidUntil(new Date('2026-11-28T00:00:00Z'), 12).toISOString()).toBe(
      '2027-11-28T00:00:00.000Z',
    );
  });
});

describe('which centres announce their charges', () => {
  it('Indian centres always (RBI), others only when their settings ask for it', () => {
    expect(sendsPreDebitNotices({ countryCode: 'IN' })).toBe(true);
    expect(sendsPreDebitNotices({})).toBe(true);
    expect(sendsPreDebitNotices({ countryCode: 'IN', preDebitNotices: false })).toBe(true);
    expect(sendsPreDebitNotices({ countryCode: 'US' })).toBe(false);
    expect(sendsPreDebitNotices({ countryCode: 'US', preDebitNotices: true })).toBe(true);
  });
});

describe("a notice's one-tap link", () => {
  const active = { status: 'ACTIVE', monthsPaid: 1, noticeMonth: 2 };
  it('acts while its month is announced by it and not yet charged', () => {
    expect(noticeLinkState(active, { month: 2, current: true })).toBe('due');
    expect(noticeLinkState(active, { month: 2, current: false })).toBe('skipped');
    expect(noticeLinkState({ ...active, noticeMonth: null }, { month: 2, current: true })).toBe('skipped');
    expect(noticeLinkState({ ...active, monthsPaid: 2 }, { month: 2, current: true })).toBe('charged');
    expect(noticeLinkState({ ...active, status: 'PAUSED' }, { month: 2, current: true })).toBe('paused');
    expect(noticeLinkState({ ...active, status: 'CANCELLED' }, { month: 2, current: true })).toBe('closed');
  });
});
