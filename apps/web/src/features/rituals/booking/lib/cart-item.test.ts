import { describe, expect, it } from 'vitest';
import { expandCartSlots } from '@sannidhi/domain/cart';
import type { Product } from '@sannidhi/domain/catalogue';
import { buildCartItem, selectionTotal, type BookingSelection } from './cart-item';

const config: Product['config'] = {
  canCancel: true,
  canReschedule: true,
  cutOffHours: 12,
  calendar: { title: 'Choose', layout: 'MULTI_DATE_SELECT' },
  prasadam: { askWhen: 'online-only' },
  sections: ['CALENDAR', 'PRASADAM'],
  form: {
    fields: [
      { key: 'name', label: 'Name', type: 'SHORT_ANSWER', required: true },
      { key: 'age', label: 'Age', type: 'AGE', required: true },
      { key: 'gender', label: 'Gender', type: 'DROPDOWN', required: true, options: ['Female', 'Male'] },
    ],
    maxParticipants: 2,
  },
  maxChildAge: 60,
  pastOffsetDays: 0,
};

const address = {
  name: 'Lakshmi',
  code: '+91',
  phone: '9876543210',
  country: 'IN',
  pinCode: '641041',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  line1: '12 Temple Car Street',
  line2: '',
  line3: '',
};

function selection(overrides: Partial<BookingSelection> = {}): BookingSelection {
  return {
    product: { id: 'p1', type: 'NAVARATRI_ABHISHEKAM', ritualCategory: 'FESTIVE_OFFERINGS', config },
    timezone: 'Asia/Kolkata',
    slots: [
      { id: 's1', inPerson: false, startTime: '2026-12-10T13:00:00.000Z' },
      { id: 's2', inPerson: false, startTime: '2026-12-11T19:00:00.000Z' }, // 00:30 on the 12th in Kolkata
    ],
    variants: [
      { id: 'single', name: 'Single', unitPrice: 110100 },
      { id: 'couple', name: 'Couple', unitPrice: 200100 },
    ],
    quantities: { single: 2 },
    participants: [
      { name: 'Meena', ageInYear: '3', gender: 'female' },
      { name: 'Ravi', ageInYear: '40', gender: 'Male' },
    ],
    participantCount: 2,
    wantsPrasadam: true,
    address,
    familyId: '',
    subscriptionType: null,
    utms: { utm_source: 'mail' },
    itemId: 'item-1',
    ...overrides,
  };
}

describe('buildCartItem', () => {
  it('makes one slot per date with the utms, numbered participants and dated variants', () => {
    const item = buildCartItem(selection());
    expect(item).toMatchObject({
      itemId: 'item-1',
      productId: 'p1',
      meta: { utm_source: 'mail' },
      hasPrasadam: true,
      prasadamDeliveryAddress: address,
      subscriptionType: null,
    });
    expect(item.slots.map((s) => s.variants[0]?.date)).toEqual(['10122026', '12122026']);
    expect(item.slots[0]).toMatchObject({
      slotId: 's1',
      inPerson: false,
      hasPrasadam: true,
      ritualCategory: 'FESTIVE_OFFERINGS',
      maxChildAge: 60,
      ageGroup: 'CHILD',
      gender: 'FEMALE',
      meta: { utm_source: 'mail', name_1: 'Meena', ageInYear_1: 3, name_2: 'Ravi', age_2: '40 years' },
      variants: [{ name: 'Single', quantity: 2, unitPrice: 110100 }],
    });
  });

  it('expands for the api into one slot per participant with their own age group', () => {
    const expanded = expandCartSlots([buildCartItem(selection())]);
    expect(expanded[0]?.slots.map((s) => [s.meta.name_1, s.ageGroup, s.gender])).toEqual([
      ['Meena', 'CHILD', 'FEMALE'],
      ['Ravi', 'ADULT', 'MALE'],
      ['Meena', 'CHILD', 'FEMALE'],
      ['Ravi', 'ADULT', 'MALE'],
    ]);
  });

  it('drops prasadam and the address where it is not offered (in person, online-only)', () => {
    const item = buildCartItem(
      selection({ slots: [{ id: 's1', inPerson: true, startTime: '2026-12-10T13:00:00.000Z' }] }),
    );
    expect(item.hasPrasadam).toBe(false);
    expect(item.prasadamDeliveryAddress).toBeNull();
    expect(item.slots[0]?.hasPrasadam).toBe(false);
  });

  it('puts the family into the item meta and keeps the subscription choice', () => {
    const item = buildCartItem(selection({ familyId: 'fam-1', subscriptionType: 'recurring' }));
    expect(item.meta).toEqual({ utm_source: 'mail', familyId: 'fam-1' });
    expect(item.subscriptionType).toBe('recurring');
  });

  it("puts the chosen family's named members and their nakshatram language into the item meta", () => {
    const family = {
      members: [
        { name: ' Lakshmi Narayanan ', nakshatram: 'Rohini' },
        { name: '', nakshatram: '' },
        { name: 'Suresh Narayanan', nakshatram: '' },
      ],
      nakshatramLanguage: 'tamil',
    };
    expect(buildCartItem(selection({ familyId: 'fam-1', family })).meta).toEqual({
      utm_source: 'mail',
      familyId: 'fam-1',
      members: [
        { name: 'Lakshmi Narayanan', nakshatram: 'Rohini' },
        { name: 'Suresh Narayanan', nakshatram: '' },
      ],
      nakshatramLanguageList: ['tamil', 'tamil'],
    });
    // Without a family id the members are not sent.
    expect(buildCartItem(selection({ familyId: '', family })).meta).toEqual({ utm_source: 'mail' });
  });

  it('throws for a product without a calendar title (the cart stays unchanged)', () => {
    const broken = { ...config, calendar: { title: '', layout: 'DEFAULT' as const } };
    expect(() =>
      buildCartItem(
        selection({
          product: { id: 'p', type: 'PACKAGE', ritualCategory: 'DEVI_OFFERINGS', config: broken },
        }),
      ),
    ).toThrow('product config not found');
  });
});

describe('selectionTotal', () => {
  it('prices each chosen slot', () => {
    expect(selectionTotal(selection().variants, { single: 2, couple: 1 }, 2)).toBe((2 * 110100 + 200100) * 2);
    expect(selectionTotal(selection().variants, { single: 2 }, 0)).toBe(0);
  });
});
