import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '@sannidhi/domain/cart';
import {
  attachUtms,
  chargeLines,
  clampQuantity,
  describeParticipant,
  hasPrasadamDelivery,
  prasadamAddressLines,
  receiptItems,
  removeItem,
  removeSlot,
  setVariantQuantity,
  slotParticipants,
} from './cart-lines';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const slot = (
  slotId: string,
  variants: Array<[string, number, number]>,
  meta: Record<string, unknown> = {},
) => ({
  slotId,
  inPerson: true,
  startTime: '2026-03-05T13:00:00.000Z',
  meta,
  hasPrasadam: false,
  variants: variants.map(([name, quantity, unitPrice]) => ({ name, quantity, unitPrice, date: '05032026' })),
});

const item = (itemId: string, slots: CartItem['slots']): CartItem => ({
  itemId,
  productId: `product-${itemId}`,
  meta: {},
  prasadamDeliveryAddress: null,
  hasPrasadam: false,
  slots,
  subscriptionType: null,
});

const cart: CartItem[] = [
  item('a', [
    slot('s1', [
      ['Ghee lamp', 2, 25100],
      ['Camphor arati', 1, 5100],
    ]),
    slot('s2', [['Single', 1, 110100]]),
  ]),
  item('b', [
    slot('s3', [
      ['Couple^#T1', 1, 210100],
      ['Single', 0, 110100],
    ]),
  ]),
];
const IST = { timezone: 'Asia/Kolkata', dateFormat: 'dd-MM-yyyy' };

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the maximum', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(-3, 4)).toBe(1);
    expect(clampQuantity(1, 4)).toBe(1);
    expect(clampQuantity(4, 4)).toBe(4);
    expect(clampQuantity(5, 4)).toBe(4);
    expect(clampQuantity(2.7, 4)).toBe(2);
  });
  it('has no upper bound while the maximum is unknown', () => {
    expect(clampQuantity(12, undefined)).toBe(12);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
  });
});

describe('cart changes', () => {
  it('sets one variant of one slot, clamped, without touching the rest or the input', () => {
    const next = setVariantQuantity(cart, { itemId: 'a', slotIndex: 0, variantName: 'Ghee lamp' }, 9, 4);
    expect(next[0]?.slots[0]?.variants[0]?.quantity).toBe(4);
    expect(next[0]?.slots[0]?.variants[1]?.quantity).toBe(1);
    expect(next[1]).toBe(cart[1]);
    expect(cart[0]?.slots[0]?.variants[0]?.quantity).toBe(2);
    const lower = setVariantQuantity(cart, { itemId: 'a', slotIndex: 0, variantName: 'Ghee lamp' }, 0, 4);
    expect(lower[0]?.slots[0]?.variants[0]?.quantity).toBe(1);
  });

  it('removes a slot, and the item with its last slot', () => {
    expect(removeSlot(cart, 'a', 1)[0]?.slots.map((s) => s.slotId)).toEqual(['s1']);
    expect(removeSlot(cart, 'b', 0).map((i) => i.itemId)).toEqual(['a']);
    expect(removeItem(cart, 'a').map((i) => i.itemId)).toEqual(['b']);
  });
});

describe('what a slot shows', () => {
  it('lists numbered participants with age, gender and birth star', () => {
    const people = slotParticipants({
      name_1: 'Lakshmi',
      age_1: 34,
      gender_1: 'FEMALE',
      nakshatram_1: 'Rohini',
      name_2: 'Arjun',
      ageInYear_2: '1',
      ageInMonth_2: '6',
      utm_source: 'mail',
    });
    expect(people.map((p) => describeParticipant(p, i18n))).toEqual([
      'Lakshmi · 34 years · Female · Rohini',
      'Arjun · 1 year 6 months',
    ]);
    expect(slotParticipants({ sankalpam: 'health' })).toEqual([]);
  });

  it('shows a prasadam address only when prasadam is asked for', () => {
    const address = {
      name: 'Lakshmi',
      code: '+91',
      phone: '9843012345',
      country: 'IN',
      pinCode: '641002',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      line1: '21 Venkatasamy Road West',
      line2: '',
      line3: '',
    };
    expect(prasadamAddressLines(address, i18n)).toEqual([
      'Lakshmi',
      '21 Venkatasamy Road West',
      'Coimbatore, Tamil Nadu 641002',
      'India',
      'Phone +91 9843012345',
    ]);
    expect(hasPrasadamDelivery({ ...item('x', []), prasadamDeliveryAddress: address })).toBe(false);
    expect(
      hasPrasadamDelivery({ ...item('x', []), hasPrasadam: true, prasadamDeliveryAddress: address }),
    ).toBe(true);
    expect(hasPrasadamDelivery({ ...item('x', []), hasPrasadam: true })).toBe(false);
  });
});

describe('charge and receipt lines', () => {
  it('one charge line per slot, with the date in the centre zone and only booked options', () => {
    const lines = chargeLines(cart, (id) => `Ritual ${id}`, IST, i18n);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      ritual: 'Ritual product-a',
      when: '05-03-2026, 06:30 PM',
      amount: 55300,
      variants: [
        { name: 'Ghee lamp', quantity: 2, amount: 50200 },
        { name: 'Camphor arati', quantity: 1, amount: 5100 },
      ],
    });
    expect(lines[2]?.variants).toEqual([{ name: 'Couple', quantity: 1, amount: 210100 }]);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(375500);
  });

  it('receipt items name ritual and option, priced quantity × unit price', () => {
    expect(receiptItems(cart, () => 'Lamp')).toEqual([
      { name: 'Lamp – Ghee lamp', quantity: 2, price: 50200 },
      { name: 'Lamp – Camphor arati', quantity: 1, price: 5100 },
      { name: 'Lamp – Single', quantity: 1, price: 110100 },
      { name: 'Lamp – Couple', quantity: 1, price: 210100 },
    ]);
  });
});

describe('attachUtms', () => {
  it('puts the utms on the item and every slot, keeping the other meta', () => {
    const withMeta = [item('a', [slot('s1', [['Single', 1, 100]], { name_1: 'Lakshmi' })])];
    const [out] = attachUtms(withMeta, { utm_source: 'mail', selection_source: 'Back Office' });
    expect(out?.meta).toEqual({ utms: { utm_source: 'mail', selection_source: 'Back Office' } });
    expect(out?.slots[0]?.meta).toEqual({
      name_1: 'Lakshmi',
      utms: { utm_source: 'mail', selection_source: 'Back Office' },
    });
    expect(withMeta[0]?.meta).toEqual({});
  });
  it('leaves the items alone without utms', () => {
    expect(attachUtms(cart, {})).toEqual(cart);
  });
});
