import { describe, expect, it } from 'vitest';
import type { FormField } from '@sannidhi/domain/catalogue';
import { addressFromFamily, participantsFromFamily } from './family';

const fields: FormField[] = [
  { key: 'name', label: 'Name of the devotee', type: 'SHORT_ANSWER', required: true },
  { key: 'nakshatram', label: 'Nakshatram (birth star)', type: 'NAKSHATRAM' },
  { key: 'nakshatramLanguage', label: 'Language', type: 'LANGUAGE_OPTIONS' },
  { key: 'sankalpam', label: 'Prayer', type: 'TEXT' },
] as FormField[];

const family = {
  members: [
    { name: 'Lakshmi Narayanan', nakshatram: 'Rohini' },
    { name: ' ', nakshatram: '' },
    { name: 'Suresh Narayanan', nakshatram: 'Ashwini' },
  ],
  nakshatramLanguage: 'sanskrit',
};

describe('participantsFromFamily', () => {
  it('fills name, nakshatram and its language of each participant asked for from the named members', () => {
    const filled = participantsFromFamily(fields, family, 2, [{ sankalpam: 'Health' }]);
    expect(filled).toEqual([
      {
        sankalpam: 'Health',
        name: 'Lakshmi Narayanan',
        nakshatram: 'Rohini',
        nakshatramLanguage: 'sanskrit',
      },
      { name: 'Suresh Narayanan', nakshatram: 'Ashwini', nakshatramLanguage: 'sanskrit' },
    ]);
  });

  it('fills no more participants than are asked for, and leaves the others as typed', () => {
    expect(participantsFromFamily(fields, family, 1, [{ name: 'Old' }, { name: 'Kept' }])).toEqual([
      { name: 'Lakshmi Narayanan', nakshatram: 'Rohini', nakshatramLanguage: 'sanskrit' },
      { name: 'Kept' },
    ]);
  });
});

describe('addressFromFamily', () => {
  it('keeps the address fields and drops the carrier details', () => {
    const address = {
      name: 'L N',
      code: '+1',
      phone: '6155550123',
      country: 'US',
      pinCode: '37355',
      city: 'Manchester',
      state: 'Tennessee',
      line1: '951 Isha Lane, Suite 4',
      line2: '',
      line3: '',
      usShippingDetails: { carrier: 'UPS' },
    };
    const { usShippingDetails: _c, ...expected } = address;
    expect(addressFromFamily(address)).toEqual(expected);
  });
});
