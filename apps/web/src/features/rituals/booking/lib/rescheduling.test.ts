import { describe, expect, it } from 'vitest';
import { reschedulingState, type ReschedulingOrderDetails } from '../../../../lib/rescheduling-hand-off';
import { readRescheduling } from './rescheduling';

const handOff: ReschedulingOrderDetails = {
  orderId: 'order-1',
  bookingId: 'SAN4Q7T2K9B1X',
  bookedOptions: [{ name: 'Couple', quantity: 2, unitPrice: 2500 }],
  currency: 'USD',
  itemId: 'item-1',
  sisterOrderIds: ['order-2'],
  sisterOrderMeta: [{ name_1: 'Ravi' }],
  totPrice: 5000,
  inPerson: true,
  hasPrasadam: true,
  prasadamDeliveryAddress: { city: 'Nashville', state: 'TN', pin: 37201 },
  meta: { name_1: 'Lakshmi' },
  slotId: 'slot-1',
  slots: [{ slotId: 'slot-1', startTime: '2026-12-10T14:00:00.000Z', variants: [] }],
  slotInfo: { startTime: '2026-12-10T14:00:00.000Z', day: 10, month: 12, year: 2026 },
  ritualStatus: 'NOT_COMPLETED',
  ogSlotInfo: { startTime: '2026-12-01T14:00:00.000Z' },
  isCalendarUnlocked: true,
};

describe('readRescheduling: the hand-off My Rituals writes, as the booking page reads it', () => {
  it('reads back what My Rituals wrote, the dates from the slot infos and only the address texts', () => {
    expect(readRescheduling(reschedulingState(handOff))).toEqual({
      orderId: 'order-1',
      bookingId: 'SAN4Q7T2K9B1X',
      bookedOptions: [{ name: 'Couple', quantity: 2, unitPrice: 2500 }],
      totPrice: 5000,
      currency: 'USD',
      itemId: 'item-1',
      slotId: 'slot-1',
      inPerson: true,
      hasPrasadam: true,
      prasadamDeliveryAddress: { city: 'Nashville', state: 'TN' },
      meta: { name_1: 'Lakshmi' },
      startTime: '2026-12-10T14:00:00.000Z',
      ogStartTime: '2026-12-01T14:00:00.000Z',
      sisterOrderIds: ['order-2'],
    });
  });

  it('takes a hand-off with only some fields, the original date then being the slot’s', () => {
    const read = readRescheduling({
      reschedulingOrderDetails: { orderId: 'o', slotInfo: { startTime: '2026-12-10T14:00:00.000Z' } },
    });
    expect(read).toMatchObject({ orderId: 'o', bookedOptions: [], sisterOrderIds: [] });
    expect(read?.ogStartTime).toBe('2026-12-10T14:00:00.000Z');
  });

  it('is null without a hand-off, without an order id, or with one of the wrong shape', () => {
    expect(readRescheduling(null)).toBeNull();
    expect(readRescheduling({})).toBeNull();
    expect(readRescheduling({ reschedulingOrderDetails: { orderId: '' } })).toBeNull();
    expect(readRescheduling({ reschedulingOrderDetails: { orderId: 'o', totPrice: '50' } })).toBeNull();
  });
});
