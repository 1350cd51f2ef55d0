import { describe, expect, it } from 'vitest';
import { dayCloseRefusal, gatewayMinorUnits, gatewayMismatch, needsSecondApprover } from './day-close';

describe('gatewayMismatch', () => {
  it('agrees when both say paid for the same amount, or neither took money', () => {
    expect(
      gatewayMismatch({ status: 'COMPLETED', amount: 2500 }, { status: 'COMPLETED', amount: '25.00' }),
    ).toBe(null);
    expect(
      gatewayMismatch({ status: 'REFUNDED', amount: 2500 }, { status: 'COMPLETED', amount: '25.00' }),
    ).toBe(null);
    expect(gatewayMismatch({ status: 'INITIALIZED', amount: 2500 }, { status: 'NOT_FOUND' })).toBe(null);
    expect(gatewayMismatch({ status: 'EXPIRED', amount: 2500 }, { status: 'PENDING' })).toBe(null);
    expect(gatewayMismatch({ status: 'ERROR', amount: 2500 }, { status: 'ERROR' })).toBe(null);
  });

  it('flags money recorded but not taken, taken but not recorded, and a different amount', () => {
    expect(gatewayMismatch({ status: 'COMPLETED', amount: 2500 }, { status: 'NOT_FOUND' })).toBe(
      'Recorded as paid here, but the gateway has no such payment',
    );
    expect(gatewayMismatch({ status: 'COMPLETED', amount: 2500 }, { status: 'ERROR' })).toBe(
      'Recorded as paid here, but the gateway says “Failed”',
    );
    expect(
      gatewayMismatch({ status: 'EXPIRED', amount: 2500 }, { status: 'COMPLETED', amount: '25.00' }),
    ).toBe('Paid at the gateway, but recorded here as “Expired”');
    expect(
      gatewayMismatch({ status: 'COMPLETED', amount: 2500 }, { status: 'COMPLETED', amount: '24.99' }),
    ).toBe('The gateway took a different amount');
  });
});

describe('gatewayMinorUnits', () => {
  it('reads the decimal amount in minor units', () => {
    expect(gatewayMinorUnits('31.00')).toBe(3100);
    expect(gatewayMinorUnits('0.29')).toBe(29);
    expect(gatewayMinorUnits(null)).toBe(null);
    expect(gatewayMinorUnits('abc')).toBe(null);
  });
});

describe('needsSecondApprover', () => {
  it('only above the threshold, and never without one', () => {
    expect(needsSecondApprover(10001, 10000)).toBe(true);
    expect(needsSecondApprover(10000, 10000)).toBe(false);
    expect(needsSecondApprover(1_000_000, undefined)).toBe(false);
    expect(needsSecondApprover(1, 0)).toBe(true);
  });
});

describe('dayCloseRefusal', () => {
  it('closes a day that has ended', () => {
    expect(dayCloseRefusal('2026-11-25', '2026-11-26', 'Sannidhi Tennessee')).toBeNull();
  });
  it('refuses today and later days, saying why', () => {
    expect(dayCloseRefusal('2026-11-26', '2026-11-26', 'Sannidhi Tennessee')).toMatch(
      /^2026-11-26 has not ended yet at Sannidhi Tennessee/,
    );
    expect(dayCloseRefusal('2026-11-27', '2026-11-26', 'X')).toMatch(/has not begun yet/);
  });
  it("writes the day in the centre's date format when given one (the screen)", () => {
    expect(dayCloseRefusal('2026-11-26', '2026-11-26', 'Sannidhi Tennessee', 'MM/dd/yyyy')).toMatch(
      /^11\/26\/2026 has not ended yet at Sannidhi Tennessee/,
    );
    expect(dayCloseRefusal('2026-11-27', '2026-11-26', 'X', 'dd-MM-yyyy')).toMatch(
      /^27-11-2026 has not begun yet/,
    );
  });
});
