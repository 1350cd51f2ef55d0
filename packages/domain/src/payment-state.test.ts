import { describe, expect, it } from 'vitest';
import { PaymentStatus } from './enums';
import { canTransitionPayment, isOpenPayment, lateBookingRefusal, releasesCapacity } from './payment-state';

describe('canTransitionPayment', () => {
  it('moves forward from INITIALIZED and PENDING only', () => {
    expect(canTransitionPayment('INITIALIZED', 'PENDING')).toBe(true);
    expect(canTransitionPayment('INITIALIZED', 'COMPLETED')).toBe(true);
    expect(canTransitionPayment('PENDING', 'COMPLETED')).toBe(true);
    expect(canTransitionPayment('PENDING', 'ERROR')).toBe(true);
    expect(canTransitionPayment('PENDING', 'EXPIRED')).toBe(true);
    expect(canTransitionPayment('PENDING', 'INITIALIZED')).toBe(false);
    expect(canTransitionPayment('PENDING', 'PENDING')).toBe(false);
  });

  it('never leaves a final status except COMPLETED → REFUNDED', () => {
    for (const to of PaymentStatus.options) {
      expect(canTransitionPayment('ERROR', to)).toBe(false);
      expect(canTransitionPayment('EXPIRED', to)).toBe(false);
      expect(canTransitionPayment('REFUNDED', to)).toBe(false);
      expect(canTransitionPayment('COMPLETED', to)).toBe(to === 'REFUNDED');
    }
  });
});

describe('open payments and capacity', () => {
  it('treats INITIALIZED and PENDING as open', () => {
    expect(PaymentStatus.options.filter(isOpenPayment)).toEqual(['INITIALIZED', 'PENDING']);
  });
  it('releases places on ERROR, EXPIRED and REFUNDED', () => {
    expect(PaymentStatus.options.filter(releasesCapacity)).toEqual(['ERROR', 'EXPIRED', 'REFUNDED']);
  });
});

describe('lateBookingRefusal', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const ahead = [new Date('2026-11-27T10:00:00Z')];
  const base = { slotStarts: ahead, anySlotClosed: false, anyRitualHidden: false };
  it('keeps a booking whose slots are ahead, open and offered', () => {
    expect(lateBookingRefusal(base, now)).toBeNull();
    expect(lateBookingRefusal({ ...base, slotStarts: [] }, now)).toBeNull();
  });
  it('refuses a past or started slot, a closed slot, a hidden ritual, a month paid meanwhile, an ended subscription', () => {
    expect(lateBookingRefusal({ ...base, slotStarts: [now] }, now)).toBe('slot-past');
    expect(lateBookingRefusal({ ...base, anySlotClosed: true }, now)).toBe('slot-closed');
    expect(lateBookingRefusal({ ...base, anyRitualHidden: true }, now)).toBe('ritual-hidden');
    expect(lateBookingRefusal({ ...base, monthAlreadyPaid: true }, now)).toBe('month-already-paid');
    expect(lateBookingRefusal({ ...base, subscriptionEnded: true }, now)).toBe('subscription-ended');
  });
});
