import { describe, expect, it } from 'vitest';
import { auditDetailLines, auditEntityLabel, auditSentence } from './audit-entry';

const US = { currency: 'USD', timezone: 'America/Chicago' };
const INDIA = { currency: 'INR', timezone: 'Asia/Kolkata' };

describe('auditSentence', () => {
  it('says what happened in words, with the booking reference people read and money in currency', () => {
    expect(
      auditSentence(
        { action: 'checkin.mark', entity: 'order', data: { bookingId: 'SAN0001234', to: 'COMPLETED' } },
        US,
      ),
    ).toBe('Checked in booking 0001234 as Completed.');
    expect(
      auditSentence(
        {
          action: 'accounts.closeDay',
          entity: 'day_close',
          data: { date: '2026-11-25', checked: 1, mismatches: 0, net: 2100 },
        },
        US,
      ),
    ).toBe('Closed the day 2026-11-25: 1 gateway payment checked, 0 mismatches, net $21.00.');
    expect(
      auditSentence(
        { action: 'role.grant', entity: 'user_role', data: { role: 'SEVAKA', email: 'a@b.org' } },
        US,
      ),
    ).toBe('Gave a@b.org the role Sevaka.');
  });
  it('has a readable sentence for any other action', () => {
    expect(auditSentence({ action: 'payment.completed', entity: 'payment', data: {} }, INDIA)).toBe(
      'A payment went through.',
    );
    expect(auditSentence({ action: 'something.newThing', entity: 'x', data: {} }, INDIA)).toBe(
      'Something new thing.',
    );
  });
  it("names a parcel's dispatch change by its delivery statuses (the api writes the parcel before and after)", () => {
    expect(
      auditSentence(
        {
          action: 'order.delivery',
          entity: 'order',
          data: { from: { deliveryStatus: 'PACKED', carrier: null }, to: { deliveryStatus: 'SHIPPED' } },
        },
        INDIA,
      ),
    ).toBe('Changed the prasadam dispatch from Packed to Shipped.');
  });
});

describe('auditEntityLabel and auditDetailLines', () => {
  it('names entities in words and shows a booking id as its reference', () => {
    expect(auditEntityLabel('day_close')).toBe('Day close');
    expect(auditEntityLabel('new_thing')).toBe('New thing');
    expect(
      auditDetailLines({ bookingId: 'SAN0001234', from: 'NOT_COMPLETED', empty: null, o: { a: 1 } }, US),
    ).toEqual([
      { key: 'Booking reference', value: '0001234' },
      { key: 'From', value: 'Not completed' },
      { key: 'O', value: '{"a":1}' },
    ]);
  });
  it('shows money in the centre currency, times in its zone with the abbreviation, and no internal ids', () => {
    expect(
      auditDetailLines(
        { centerId: 'us-tennessee', date: '2026-11-25', checked: 1, mismatches: 0, net: 0 },
        US,
      ),
    ).toEqual([
      { key: 'Date', value: '2026-11-25' },
      { key: 'Checked', value: '1' },
      { key: 'Mismatches', value: '0' },
      { key: 'Net', value: '$0.00' },
    ]);
    expect(
      auditDetailLines(
        {
          devoteeId: 'u-1',
          channel: 'CASH',
          amount: 2100,
          from: '6f1c0a52-8f3e-4e0b-9d5e-1c2b3a4d5e6f',
          nextChargeAt: '2026-12-01T15:30:00.000Z',
        },
        US,
      ),
    ).toEqual([
      { key: 'Channel', value: 'Cash' },
      { key: 'Amount', value: '$21.00' },
      { key: 'Next charge at', value: 'Dec 1, 2026, 09:30 AM CT' },
    ]);
    expect(auditDetailLines({ at: '2026-12-01T15:30:00.000Z' }, INDIA)).toEqual([
      { key: 'At', value: 'Dec 1, 2026, 09:00 PM GMT+5:30' },
    ]);
  });
  it("names the log's own centre by its name, not its id in words", () => {
    const coimbatore = { ...INDIA, center: { id: 'in-coimbatore', name: 'Sannidhi Coimbatore' } };
    expect(auditDetailLines({ center: 'in-coimbatore' }, coimbatore)).toEqual([
      { key: 'Center', value: 'Sannidhi Coimbatore' },
    ]);
    expect(auditDetailLines({ center: 'in-coimbatore' }, INDIA)[0]?.value).toBe('In coimbatore');
  });
});

describe('auditSentence for the entries that fell back to raw words', () => {
  it('says an order in words, with its amount in currency and the channel by its label', () => {
    expect(
      auditSentence(
        {
          action: 'order.create',
          entity: 'payment',
          data: { devoteeId: 'u', channel: 'GPMS', amount: 4200, orders: 2 },
        },
        US,
      ),
    ).toBe('Booked 2 rituals for $42.00, paid by gateway.');
  });
  it('says a resumed subscription with its next charge in the centre zone', () => {
    expect(
      auditSentence(
        {
          action: 'subscription.resume',
          entity: 'subscription',
          data: { nextChargeAt: '2026-12-01T15:30:00Z' },
        },
        US,
      ),
    ).toBe('Resumed a subscription; its next charge is on Dec 1, 2026, 09:30 AM CT.');
    expect(
      auditSentence(
        {
          action: 'payment.partially_refunded',
          entity: 'payment',
          data: { refundRef: 'R1', amount: 500, refunded: 500, of: 2100 },
        },
        US,
      ),
    ).toBe('Refund R1 of $5.00 reached the devotee ($5.00 of $21.00 refunded).');
  });
});
