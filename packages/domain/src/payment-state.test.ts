import { describe, expect, it } from 'vitest';
import { PaymentStatus } from './enums';
import { canTransitionPayment, isOpenPayment, releasesCapacity } from './payment-state';

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
