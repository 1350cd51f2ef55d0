import { describe, it, expect } from 'vitest';
import {
  CartItem,
  cartBadgeLabel,
  cartSlotCount,
  cartTotal,
  expandCartSlots,
  participantMeta,
  participantNumbers,
  type CartSlot,
  type CartVariant,
} from './cart';

function buildVariant(overrides: Partial<CartVariant> = {}): CartVariant {
  return { name: 'Adult', quantity: 1, unitPrice: 50_000, date: '05032026', ...overrides };
}

function buildSlot(overrides: Partial<CartSlot> = {}): CartSlot {
  return {
    slotId: 'slot-1',
    inPerson: true,
    startTime: '2026-03-05T01:00:00Z',
    meta: {},
    variants: [buildVariant()],
    hasPrasadam: false,
    ...overrides,
  };
}

function buildItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    itemId: 'item-1',
    productId: 'product-1',
    meta: {},
    prasadamDeliveryAddress: null,
    hasPrasadam: false,
    slots: [buildSlot()],
    subscriptionType: null,
    ...overrides,
  };
}

describe('CartItem schema', () => {
  it('applies defaults to a minimal item', () => {
    const parsed = CartItem.parse({
      itemId: 'i',
      productId: 'p',
      slots: [{ slotId: 's', inPerson: false, startTime: '2026-03-05T01:00:00.000Z', variants: [] }],
    });
    expect(parsed).toMatchObject({
      meta: {},
      hasPrasadam: false,
      prasadamDeliveryAddress: null,
      subscriptionType: null,
    });
    expect(parsed.slots[0]).toMatchObject({ meta: {}, hasPrasadam: false });
  });

  it('refuses a variant date that is not ddMMyyyy, a negative quantity and a fractional price', () => {
    const item = (variant: Record<string, unknown>) =>
      CartItem.safeParse(
        buildItem({ slots: [buildSlot({ variants: [{ ...buildVariant(), ...variant }] })] }),
      );
    expect(item({}).success).toBe(true);
    expect(item({ date: '2026-03-05' }).success).toBe(false);
    expect(item({ date: '31022026' }).success).toBe(false);
    expect(item({ quantity: -1 }).success).toBe(false);
    expect(item({ unitPrice: 10.5 }).success).toBe(false);
  });

  it('refuses an unknown subscription type and a start time that is not ISO', () => {
    expect(CartItem.safeParse({ ...buildItem(), subscriptionType: 'weekly' }).success).toBe(false);
    expect(CartItem.safeParse({ ...buildItem(), subscriptionType: 'recurring' }).success).toBe(true);
    expect(CartItem.safeParse(buildItem({ slots: [buildSlot({ startTime: '05/03/2026' })] })).success).toBe(
      false,
    );
  });
});

describe('cartTotal', () => {
  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });

  it('sums quantity × unitPrice over every variant of every slot and item', () => {
    const items = [
      buildItem({
        slots: [
          buildSlot({
            variants: [buildVariant({ quantity: 2, unitPrice: 110_000 }), buildVariant({ quantity: 0 })],
          }),
          buildSlot({ variants: [buildVariant({ quantity: 3, unitPrice: 2_500 })] }),
        ],
      }),
      buildItem({ slots: [buildSlot({ variants: [buildVariant({ quantity: 1, unitPrice: 1 })] })] }),
    ];
    expect(cartTotal(items)).toBe(2 * 110_000 + 3 * 2_500 + 1);
  });
});

describe('cartSlotCount and cartBadgeLabel', () => {
  it('counts slots across items', () => {
    expect(cartSlotCount([])).toBe(0);
    expect(cartSlotCount([buildItem({ slots: [buildSlot(), buildSlot()] }), buildItem()])).toBe(3);
  });

  it('labels the badge', () => {
    expect(cartBadgeLabel(0)).toBe('');
    expect(cartBadgeLabel(-1)).toBe('');
    expect(cartBadgeLabel(Number.NaN)).toBe('');
    expect(cartBadgeLabel(1)).toBe('1');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
});

describe('participantNumbers and participantMeta', () => {
  const meta = {
    utm_source: 'x',
    utm_2024: 'y',
    selection_source: 'Back Office',
    name_1: 'A',
    age_1: 30,
    name_3: 'C',
    gender_3: 'f',
  };

  it('finds numbered participant keys, ignoring utm keys', () => {
    expect(participantNumbers(meta)).toEqual([1, 3]);
    expect(participantNumbers({ name_0: 'x', first_name: 'y' })).toEqual([]);
  });

  it('keeps shared keys and one participant renumbered to _1', () => {
    expect(participantMeta(meta, 3)).toEqual({
      utm_source: 'x',
      utm_2024: 'y',
      selection_source: 'Back Office',
      name_1: 'C',
      gender_1: 'f',
    });
    expect(participantMeta(meta, null)).toEqual({
      utm_source: 'x',
      utm_2024: 'y',
      selection_source: 'Back Office',
    });
  });
});

describe('expandCartSlots', () => {
  it('keeps only variants with quantity above 0 for a slot with one participant', () => {
    const slot = buildSlot({
      variants: [buildVariant({ name: 'A', quantity: 2 }), buildVariant({ name: 'B', quantity: 0 })],
      meta: { name_1: 'Asha' },
    });
    const [item] = expandCartSlots([buildItem({ slots: [slot] })]);
    expect(item?.slots).toHaveLength(1);
    expect(item?.slots[0]?.variants).toEqual([buildVariant({ name: 'A', quantity: 2 })]);
    expect(item?.slots[0]?.meta).toEqual({ name_1: 'Asha' });
  });

  it('leaves ageGroup and gender alone when the slot has no participant metadata', () => {
    const slot = buildSlot({ ageGroup: 'ADULT', gender: 'FEMALE' });
    expect(expandCartSlots([buildItem({ slots: [slot] })])[0]?.slots[0]).toEqual(slot);
  });

  it('derives ageGroup and gender of a single participant', () => {
    const slot = buildSlot({ maxChildAge: 144, meta: { age_1: '8', gender_1: 'male' } });
    expect(expandCartSlots([buildItem({ slots: [slot] })])[0]?.slots[0]).toMatchObject({
      ageGroup: 'CHILD',
      gender: 'MALE',
    });
  });

  it('splits a slot with several participants into one slot per unit', () => {
    const slot = buildSlot({
      maxChildAge: 144,
      meta: {
        utm_source: 'mail',
        name_1: 'Asha',
        age_1: 40,
        gender_1: 'female',
        name_2: 'Ravi',
        ageInYear_2: 5,
        ageInMonth_2: 6,
        gender_2: 'MALE',
      },
      variants: [
        buildVariant({ name: 'Adult', quantity: 1 }),
        buildVariant({ name: 'Child', quantity: 1, unitPrice: 100 }),
      ],
    });
    const [item] = expandCartSlots([buildItem({ slots: [slot] })]);
    expect(item?.slots).toHaveLength(2);
    expect(item?.slots[0]).toMatchObject({
      slotId: 'slot-1',
      meta: { utm_source: 'mail', name_1: 'Asha', age_1: 40, gender_1: 'female' },
      variants: [buildVariant({ name: 'Adult', quantity: 1 })],
      ageGroup: 'ADULT',
      gender: 'FEMALE',
    });
    expect(item?.slots[1]).toMatchObject({
      meta: { utm_source: 'mail', name_1: 'Ravi', ageInYear_1: 5, ageInMonth_1: 6, gender_1: 'MALE' },
      variants: [buildVariant({ name: 'Child', quantity: 1, unitPrice: 100 })],
      ageGroup: 'CHILD',
      gender: 'MALE',
    });
    expect(item?.slots[1]?.meta).not.toHaveProperty('name_2');
    expect(cartTotal(item ? [item] : [])).toBe(cartTotal([buildItem({ slots: [slot] })]));
  });

  it('pairs units with participants in ascending number, across variants and quantities', () => {
    const slot = buildSlot({
      meta: { name_2: 'B', name_1: 'A', name_3: 'C' },
      variants: [
        buildVariant({ quantity: 0 }),
        buildVariant({ name: 'X', quantity: 2 }),
        buildVariant({ name: 'Y', quantity: 1 }),
      ],
    });
    const slots = expandCartSlots([buildItem({ slots: [slot] })])[0]?.slots ?? [];
    expect(slots.map((s) => [s.variants[0]?.name, s.variants[0]?.quantity, s.meta['name_1']])).toEqual([
      ['X', 1, 'A'],
      ['X', 1, 'B'],
      ['Y', 1, 'C'],
    ]);
  });

  it('gives units beyond the participants only the shared metadata', () => {
    const slot = buildSlot({
      meta: { utm_medium: 'm', name_1: 'A', name_2: 'B' },
      variants: [buildVariant({ quantity: 3 })],
    });
    const slots = expandCartSlots([buildItem({ slots: [slot] })])[0]?.slots ?? [];
    expect(slots).toHaveLength(3);
    expect(slots[2]?.meta).toEqual({ utm_medium: 'm' });
  });

  it('drops slots without any variant left, and items without slots', () => {
    const empty = buildSlot({ variants: [buildVariant({ quantity: 0 })] });
    const split = buildSlot({
      meta: { name_1: 'A', name_2: 'B' },
      variants: [buildVariant({ quantity: 0 })],
    });
    const kept = buildSlot({ slotId: 'kept' });
    const result = expandCartSlots([
      buildItem({ itemId: 'a', slots: [empty, kept] }),
      buildItem({ itemId: 'b', slots: [empty, split] }),
    ]);
    expect(result.map((i) => [i.itemId, i.slots.map((s) => s.slotId)])).toEqual([['a', ['kept']]]);
  });

  it('does not modify its input', () => {
    const items = [
      buildItem({
        slots: [buildSlot({ meta: { name_1: 'A', name_2: 'B' }, variants: [buildVariant({ quantity: 2 })] })],
      }),
    ];
    const copy = structuredClone(items);
    expandCartSlots(items);
    expect(items).toEqual(copy);
  });
});
