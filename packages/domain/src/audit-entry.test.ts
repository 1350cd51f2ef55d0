import { describe, expect, it } from 'vitest';
import { auditDetailLines, auditEntityLabel, auditSentence } from './audit-entry';

describe('auditSentence', () => {
  it('says what happened in words, with the booking reference people read and money in currency', () => {
    expect(
      auditSentence(
        { action: 'checkin.mark', entity: 'order', data: { bookingId: 'SAN0001234', to: 'COMPLETED' } },
        'USD',
      ),
    ).toBe('Checked in booking 0001234 as Completed.');
    expect(
      auditSentence(
        {
          action: 'accounts.closeDay',
          entity: 'day_close',
          data: { date: '2026-11-25', checked: 1, mismatches: 0, net: 2100 },
        },
        'USD',
      ),
    ).toBe('Closed the day 2026-11-25: 1 gateway payment checked, 0 mismatches, net $21.00.');
    expect(
      auditSentence(
        { action: 'role.grant', entity: 'user_role', data: { role: 'SEVAKA', email: 'a@b.org' } },
        'USD',
      ),
    ).toBe('Gave a@b.org the role Sevaka.');
  });
  it('has a readable sentence for any other action', () => {
    expect(auditSentence({ action: 'payment.completed', entity: 'payment', data: {} }, 'INR')).toBe(
      'Payment completed.',
    );
    expect(auditSentence({ action: 'something.newThing', entity: 'x', data: {} }, 'INR')).toBe(
      'Something new thing.',
    );
  });
});

describe('auditEntityLabel and auditDetailLines', () => {
  it('names entities in words and shows a booking id as its reference', () => {
    expect(auditEntityLabel('day_close')).toBe('Day close');
    expect(auditEntityLabel('new_thing')).toBe('New thing');
    expect(
      auditDetailLines({ bookingId: 'SAN0001234', from: 'NOT_COMPLETED', empty: null, o: { a: 1 } }),
    ).toEqual([
      { key: 'booking reference', value: '0001234' },
      { key: 'from', value: 'NOT_COMPLETED' },
      { key: 'o', value: '{"a":1}' },
    ]);
  });
});
