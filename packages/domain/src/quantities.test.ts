import { describe, expect, it } from 'vitest';
import { clampQuantities, quantityIssue, sameQuantities, totalQuantity, variantMaximum } from './quantities';

const single = { id: 'single', maxQuantity: 4 };
const couple = { id: 'couple', maxQuantity: 2 };

describe('variantMaximum', () => {
  it('is the option maximum without other limits', () => {
    expect(variantMaximum(single, {}, {})).toBe(4);
  });
  it('never exceeds the places left once others are chosen', () => {
    expect(variantMaximum(single, { couple: 2 }, { placesLeft: 3 })).toBe(1);
    expect(variantMaximum(single, { single: 1 }, { placesLeft: 3 })).toBe(3);
    expect(variantMaximum(single, { couple: 2 }, { placesLeft: 1 })).toBe(0);
  });
  it('follows the inventory of the slot (missing means none)', () => {
    expect(variantMaximum(single, {}, { inventory: { single: 2 } })).toBe(2);
    expect(variantMaximum(couple, {}, { inventory: { single: 2 } })).toBe(0);
  });
  it('caps places at the number of participants', () => {
    expect(variantMaximum(single, { couple: 1 }, { participantCap: 2 })).toBe(1);
  });
});

describe('clampQuantities', () => {
  it('brings quantities back within the limits in option order', () => {
    expect(clampQuantities([single, couple], { single: 3, couple: 2 }, { placesLeft: 4 })).toEqual({
      single: 3,
      couple: 1,
    });
    expect(clampQuantities([single, couple], { single: 0, couple: 1 }, {})).toEqual({ couple: 1 });
  });
  it('totals and compares', () => {
    expect(totalQuantity({ a: 2, b: 1, c: 0 })).toBe(3);
    expect(sameQuantities({ a: 1, b: 0 }, { a: 1 })).toBe(true);
    expect(sameQuantities({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('quantityIssue', () => {
  it('refuses an option above its maximum and places above the participant cap', () => {
    expect(quantityIssue([{ name: 'Single', quantity: 5, maxQuantity: 4 }])).toBe(
      'at most 4 of "Single" per booking',
    );
    expect(
      quantityIssue(
        [
          { name: 'Single', quantity: 3, maxQuantity: 4 },
          { name: 'Couple', quantity: 2, maxQuantity: 2 },
        ],
        4,
      ),
    ).toBe('at most 4 places per booking (one participant each)');
    expect(quantityIssue([{ name: 'Single', quantity: 2, maxQuantity: 4 }], 1)).toBe(
      'at most 1 place per booking (one participant each)',
    );
    expect(quantityIssue([{ name: 'Single', quantity: 4, maxQuantity: 4 }], 4)).toBeNull();
    expect(quantityIssue([{ name: 'Single', quantity: 9, maxQuantity: 10 }])).toBeNull();
  });
});
