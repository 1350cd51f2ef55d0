import { describe, it, expect } from 'vitest';
import { isPrasadamOffered, prasadamForSlot, type PrasadamProduct } from './prasadam';

function buildProduct(askWhen?: string | null, type = 'DEVI_ABHISHEKAM'): PrasadamProduct {
  return {
    type,
    config: {
      calendar: { title: 'Choose a date' },
      ...(askWhen === undefined ? {} : { prasadam: { askWhen } }),
    },
  };
}

const online = { inPerson: false };
const inPerson = { inPerson: true };

describe('prasadamForSlot with a prasadam config', () => {
  it.each([
    ['online-only', online, true, true],
    ['online-only', online, false, false],
    ['online-only', inPerson, true, false],
    ['in-person-only', inPerson, true, true],
    ['in-person-only', inPerson, false, false],
    ['in-person-only', online, true, false],
    ['both', online, true, true],
    ['both', inPerson, true, true],
    ['both', inPerson, false, false],
    ['never', online, true, false],
    ['', inPerson, true, false],
    ['BOTH', online, true, false],
  ])('askWhen %s, %o, chosen %s → %s', (askWhen, slot, hasPrasadam, expected) => {
    expect(prasadamForSlot(buildProduct(askWhen), { ...slot, hasPrasadam })).toBe(expected);
  });

  it('forces false when askWhen is missing inside the prasadam config', () => {
    expect(prasadamForSlot(buildProduct(null), { inPerson: false, hasPrasadam: true })).toBe(false);
  });
});

describe('prasadamForSlot without a prasadam config', () => {
  it.each(['MALA_ARPANAM', 'NETRAM_ARPANAM', 'MANGALYA_ARPANAM'])('%s keeps the chosen value', (type) => {
    expect(prasadamForSlot(buildProduct(undefined, type), { inPerson: true, hasPrasadam: true })).toBe(true);
    expect(prasadamForSlot(buildProduct(undefined, type), { inPerson: true, hasPrasadam: false })).toBe(
      false,
    );
    expect(prasadamForSlot(buildProduct(undefined, type), { inPerson: false, hasPrasadam: true })).toBe(true);
  });

  it('other types keep it only for online slots', () => {
    const product = buildProduct(undefined, 'DEVI_ABHISHEKAM');
    expect(prasadamForSlot(product, { inPerson: false, hasPrasadam: true })).toBe(true);
    expect(prasadamForSlot(product, { inPerson: false, hasPrasadam: false })).toBe(false);
    expect(prasadamForSlot(product, { inPerson: true, hasPrasadam: true })).toBe(false);
  });

  it('treats a null prasadam config as missing', () => {
    const product: PrasadamProduct = {
      type: 'MALA_ARPANAM',
      config: { calendar: { title: 't' }, prasadam: null },
    };
    expect(prasadamForSlot(product, { inPerson: true, hasPrasadam: true })).toBe(true);
  });
});

describe('prasadamForSlot errors', () => {
  it('throws product not found without a product', () => {
    expect(() => prasadamForSlot(undefined, { inPerson: false, hasPrasadam: true })).toThrow(
      new Error('product not found'),
    );
    expect(() => prasadamForSlot(null, { inPerson: false, hasPrasadam: true })).toThrow('product not found');
  });

  it('throws product config not found without a calendar title', () => {
    const slot = { inPerson: false, hasPrasadam: true };
    expect(() => prasadamForSlot({ type: 'X' }, slot)).toThrow(new Error('product config not found'));
    expect(() => prasadamForSlot({ type: 'X', config: null }, slot)).toThrow('product config not found');
    expect(() => prasadamForSlot({ type: 'X', config: {} }, slot)).toThrow('product config not found');
    expect(() => prasadamForSlot({ type: 'X', config: { calendar: { title: '' } } }, slot)).toThrow(
      'product config not found',
    );
  });
});

describe('isPrasadamOffered', () => {
  it('follows askWhen and the type rule without needing a calendar title', () => {
    expect(isPrasadamOffered({ type: 'X', config: { prasadam: { askWhen: 'in-person-only' } } }, true)).toBe(
      true,
    );
    expect(isPrasadamOffered({ type: 'X', config: { prasadam: { askWhen: 'in-person-only' } } }, false)).toBe(
      false,
    );
    expect(isPrasadamOffered({ type: 'X' }, false)).toBe(true);
    expect(isPrasadamOffered({ type: 'X' }, true)).toBe(false);
    expect(isPrasadamOffered({ type: 'NETRAM_ARPANAM' }, true)).toBe(true);
  });
});
