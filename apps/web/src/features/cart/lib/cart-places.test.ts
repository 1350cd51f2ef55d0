import { describe, expect, it } from 'vitest';
import { expandCartSlots, type CartItem } from '@sannidhi/domain/cart';
import { addPlace, removePlace, slotPlaces, variantParticipantNumbers } from './cart-places';

const cartWith = (variants: Array<[string, number]>, meta: Record<string, unknown>): CartItem[] => [
  {
    itemId: 'a',
    productId: 'p',
    meta: {},
    prasadamDeliveryAddress: null,
    hasPrasadam: false,
    subscriptionType: null,
    slots: [
      {
        slotId: 's',
        inPerson: true,
        startTime: '2026-03-05T13:00:00.000Z',
        meta,
        hasPrasadam: false,
        variants: variants.map(([name, quantity]) => ({ name, quantity, unitPrice: 100, date: '05032026' })),
      },
    ],
  },
];
const slotOf = (cart: CartItem[]) => cart[0]!.slots[0]!;

describe('places and participants', () => {
  it('numbers a variant’s places after the variants before it', () => {
    const slot = slotOf(
      cartWith(
        [
          ['Single', 2],
          ['Couple', 1],
        ],
        {},
      ),
    );
    expect(slotPlaces(slot)).toBe(3);
    expect(variantParticipantNumbers(slot, 'Single')).toEqual([1, 2]);
    expect(variantParticipantNumbers(slot, 'Couple')).toEqual([3]);
    expect(variantParticipantNumbers(slot, 'Other')).toEqual([]);
  });

  it('adds a place with its participant after the variant’s last one, moving later ones up', () => {
    const cart = cartWith(
      [
        ['Single', 1],
        ['Couple', 1],
      ],
      { name_1: 'Asha', name_2: 'Ravi', utm_1: 'x' },
    );
    const next = addPlace(cart, { itemId: 'a', slotIndex: 0, variantName: 'Single' }, { name_1: 'Meera' });
    const slot = slotOf(next);
    expect(slot.variants.map((v) => v.quantity)).toEqual([2, 1]);
    expect(slot.meta).toEqual({ name_1: 'Asha', name_2: 'Meera', name_3: 'Ravi', utm_1: 'x' });
    // The expansion gives each unit its own participant: Single → Asha, Meera; Couple → Ravi.
    const units = expandCartSlots(next)[0]!.slots;
    expect(units.map((u) => [u.variants[0]!.name, u.meta.name_1])).toEqual([
      ['Single', 'Asha'],
      ['Single', 'Meera'],
      ['Couple', 'Ravi'],
    ]);
  });

  it('removes the chosen participant with one place and renumbers the rest', () => {
    const cart = cartWith([['Single', 3]], {
      name_1: 'Asha',
      nakshatram_1: 'Rohini',
      name_2: 'Meera',
      nakshatram_2: 'Bharani',
      name_3: 'Ravi',
      sankalpam: 'shared',
    });
    const next = removePlace(cart, { itemId: 'a', slotIndex: 0, variantName: 'Single' }, 2);
    const slot = slotOf(next);
    expect(slot.variants[0]!.quantity).toBe(2);
    expect(slot.meta).toEqual({
      name_1: 'Asha',
      nakshatram_1: 'Rohini',
      name_2: 'Ravi',
      sankalpam: 'shared',
    });
  });

  it('never lowers a variant below one place, and a ritual without participants only counts', () => {
    const target = { itemId: 'a', slotIndex: 0, variantName: 'Single' };
    const one = cartWith([['Single', 1]], { name_1: 'Asha' });
    expect(removePlace(one, target, 1)).toEqual(one);
    const plain = cartWith([['Single', 2]], {});
    expect(slotOf(removePlace(plain, target, null)).variants[0]!.quantity).toBe(1);
  });
});
