import { describe, it, expect } from 'vitest';
import {
  deliveryAddressFormSchema,
  emptyFamilyForm,
  familyFormSchema,
  subscriptionAddressFormSchema,
  type FamilyFormInput,
} from './family-form';
import { fieldErrors } from './form-errors';

const IN_ENGLISH = (label: string) =>
  `Please enter a valid ${label} in English. Please avoid special characters other than "- . , # /"`;

function buildAddress(overrides: Record<string, unknown> = {}) {
  return {
    name: "Lakshmi N. D'Souza-Iyer",
    code: '+91',
    phone: '9876543210',
    country: 'IN',
    pinCode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    line1: '12/4, 2nd Cross, #5 Main',
    line2: '',
    line3: '',
    ...overrides,
  };
}

function buildFamily(overrides: Partial<FamilyFormInput> = {}): FamilyFormInput {
  return {
    name: 'Narayanan',
    prasadamDeliveryAddress: buildAddress(),
    palmLeafInfo: {
      members: [
        { name: 'Lakshmi', nakshatram: 'Rohini' },
        { name: '', nakshatram: '' },
      ],
      nakshatramLanguage: 'sanskrit',
    },
    ...overrides,
  };
}

const addressErrors = (overrides: Record<string, unknown>, options = {}) =>
  fieldErrors(deliveryAddressFormSchema(options).safeParse(buildAddress(overrides)));

describe('deliveryAddressFormSchema', () => {
  it('accepts a valid address and trims it', () => {
    const parsed = deliveryAddressFormSchema().parse(buildAddress({ city: ' Bengaluru ', line2: undefined }));
    expect(parsed.city).toBe('Bengaluru');
    expect(parsed.line2).toBe('');
  });

  it.each(['name', 'code', 'phone', 'country', 'pinCode', 'city', 'state', 'line1'])(
    'requires %s',
    (field) => {
      expect(addressErrors({ [field]: '  ' })[field]).toBe('This field is mandatory');
      expect(addressErrors({ [field]: undefined })[field]).toBe('This field is mandatory');
    },
  );

  it('gives only the required message for an empty line 1', () => {
    const result = deliveryAddressFormSchema().safeParse(buildAddress({ line1: '' }));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['This field is mandatory']);
  });

  it('checks names, city and state in English', () => {
    expect(addressErrors({ name: 'लक्ष्मी' })).toEqual({ name: 'Please enter a valid name in English.' });
    expect(addressErrors({ name: 'Lakshmi, N' })).toEqual({ name: 'Please enter a valid name in English.' });
    expect(addressErrors({ city: 'Bengaluru/South' })).toEqual({ city: IN_ENGLISH('city') });
    expect(addressErrors({ state: 'Karnātaka' })).toEqual({ state: IN_ENGLISH('state') });
  });

  it('allows comma, slash and hash in address lines but not other symbols', () => {
    expect(addressErrors({ line2: "Near St. Mark's, #3/4" })).toEqual({});
    expect(addressErrors({ line1: '12 Temple Street; Block A' })).toEqual({ line1: IN_ENGLISH('address') });
    expect(addressErrors({ line2: 'Opp. (Temple)' })).toEqual({ line2: IN_ENGLISH('address') });
    expect(addressErrors({ line3: 'मंदिर' })).toEqual({ line3: IN_ENGLISH('address') });
  });

  it('skips English checks in non-English mode', () => {
    expect(
      addressErrors(
        { name: 'लक्ष्मी', city: 'ಬೆಂಗಳೂರು', line1: 'मंदिर मार्ग, बेंगलुरु नगर' },
        { allowNonEnglish: true },
      ),
    ).toEqual({});
  });

  it('keeps line 1 between 15 and 32 characters, trimmed', () => {
    expect(addressErrors({ line1: 'a'.repeat(14) })).toEqual({ line1: 'Minimum 15 characters are required' });
    expect(addressErrors({ line1: ` ${'a'.repeat(14)} ` })).toEqual({
      line1: 'Minimum 15 characters are required',
    });
    expect(addressErrors({ line1: 'a'.repeat(15) })).toEqual({});
    expect(addressErrors({ line1: 'a'.repeat(32) })).toEqual({});
    expect(addressErrors({ line1: 'a'.repeat(33) })).toEqual({ line1: 'Maximum 32 characters' });
  });

  it('keeps lines 2 and 3 optional up to 32 characters', () => {
    expect(addressErrors({ line2: 'a'.repeat(32), line3: 'b'.repeat(32) })).toEqual({});
    expect(addressErrors({ line2: 'a'.repeat(33), line3: 'b'.repeat(33) })).toEqual({
      line2: 'Maximum of 32 characters is allowed',
      line3: 'Maximum of 32 characters is allowed',
    });
  });

  it('checks the phone against the dial code', () => {
    expect(addressErrors({ phone: '98765' })).toEqual({ phone: 'Minimum 10 digits are required' });
    expect(addressErrors({ phone: '98765432100' })).toEqual({ phone: 'Maximum 10 digits are required' });
    expect(addressErrors({ phone: '0876543210' })).toEqual({ phone: 'Enter a valid phone number' });
    expect(addressErrors({ code: '+56', phone: '912345678' })).toEqual({});
  });

  it('checks the pin code against the country', () => {
    expect(addressErrors({ pinCode: '56000' })).toEqual({ pinCode: 'Please enter a valid pin code' });
    expect(addressErrors({ country: 'NP', code: '+977', pinCode: '44600' })).toEqual({});
    expect(addressErrors({ country: 'US', code: '+1', pinCode: '560001' })).toEqual({
      pinCode: 'Please enter a valid pin code',
    });
  });

  it('reports phone and pin errors even when another field is missing', () => {
    expect(addressErrors({ city: undefined, phone: '1' })).toEqual({
      city: 'This field is mandatory',
      phone: 'Minimum 10 digits are required',
    });
  });

  it('reports phone and pin errors together with other field errors', () => {
    expect(addressErrors({ city: '', phone: '1', pinCode: '1' })).toEqual({
      city: 'This field is mandatory',
      phone: 'Minimum 10 digits are required',
      pinCode: 'Please enter a valid pin code',
    });
  });
});

describe('subscriptionAddressFormSchema', () => {
  it('requires city and state like every address (issue 26, symptom 2) and keeps the other rules', () => {
    const schema = subscriptionAddressFormSchema();
    expect(fieldErrors(schema.safeParse(buildAddress({ city: '', state: '' })))).toEqual({
      city: 'This field is mandatory',
      state: 'This field is mandatory',
    });
    expect(fieldErrors(schema.safeParse(buildAddress({ name: '', line1: 'short' })))).toEqual({
      name: 'This field is mandatory',
      line1: 'Minimum 15 characters are required',
    });
  });
});

describe('familyFormSchema', () => {
  const errors = (family: FamilyFormInput, options = {}) =>
    fieldErrors(familyFormSchema(options).safeParse(family));

  it('accepts a valid family', () => {
    expect(errors(buildFamily())).toEqual({});
  });

  it('requires a family name in English', () => {
    expect(errors(buildFamily({ name: ' ' }))).toEqual({ name: 'This field is mandatory' });
    expect(errors(buildFamily({ name: 'நாராயணன்' }))).toEqual({
      name: 'Please enter a valid name in English.',
    });
    expect(errors(buildFamily({ name: 'நாராயணன்' }), { allowNonEnglish: true })).toEqual({});
  });

  it('needs at least one member name', () => {
    const palmLeafInfo = {
      members: [{ name: ' ', nakshatram: 'Rohini' }, { name: '' }],
      nakshatramLanguage: 'tamil' as const,
    };
    expect(errors(buildFamily({ palmLeafInfo }))).toEqual({
      'palmLeafInfo.members': 'Atleast one member name is required',
    });
    expect(errors(buildFamily({ palmLeafInfo: { ...palmLeafInfo, members: [] } }))).toEqual({
      'palmLeafInfo.members': 'Atleast one member name is required',
    });
  });

  it('allows at most 4 members', () => {
    const member = { name: 'A', nakshatram: '' };
    const four = { members: [member, member, member, member], nakshatramLanguage: 'sanskrit' as const };
    expect(errors(buildFamily({ palmLeafInfo: four }))).toEqual({});
    expect(errors(buildFamily({ palmLeafInfo: { ...four, members: [...four.members, member] } }))).toEqual({
      'palmLeafInfo.members': 'Maximum 4 members are allowed',
    });
  });

  it('checks member names in English', () => {
    const palmLeafInfo = {
      members: [{ name: 'லக்ஷ்மி', nakshatram: '' }],
      nakshatramLanguage: 'tamil' as const,
    };
    expect(errors(buildFamily({ palmLeafInfo }))).toEqual({
      'palmLeafInfo.members.0.name': 'Please enter a valid name in English.',
    });
  });

  it('requires the nakshatram language', () => {
    const base = buildFamily().palmLeafInfo;
    for (const nakshatramLanguage of ['', undefined, 'english']) {
      const family = {
        ...buildFamily(),
        palmLeafInfo: { ...base, nakshatramLanguage },
      } as unknown as FamilyFormInput;
      expect(errors(family)).toEqual({ 'palmLeafInfo.nakshatramLanguage': 'Language is required' });
    }
  });

  it('reports address errors under prasadamDeliveryAddress', () => {
    expect(errors(buildFamily({ prasadamDeliveryAddress: buildAddress({ line1: 'short' }) }))).toEqual({
      'prasadamDeliveryAddress.line1': 'Minimum 15 characters are required',
    });
  });
});

describe('emptyFamilyForm', () => {
  it('opens with sanskrit, four blank members and the dial code of the country', () => {
    const form = emptyFamilyForm('NP');
    expect(form.palmLeafInfo).toEqual({
      members: Array.from({ length: 4 }, () => ({ name: '', nakshatram: '' })),
      nakshatramLanguage: 'sanskrit',
    });
    expect(form.prasadamDeliveryAddress).toMatchObject({ country: 'NP', code: '+977' });
    expect(emptyFamilyForm('US').prasadamDeliveryAddress.code).toBe('+1');
    expect(emptyFamilyForm('XX').prasadamDeliveryAddress.code).toBe('+91');
  });

  it('is not valid until filled in', () => {
    expect(familyFormSchema().safeParse(emptyFamilyForm('IN')).success).toBe(false);
  });
});

describe('member nakshatram in the family language (issue 26, symptom 3)', () => {
  it('refuses a star of another language', () => {
    const family = buildFamily();
    const wrong = {
      ...family,
      palmLeafInfo: {
        members: [{ name: 'Kamala', nakshatram: 'Karthigai' }],
        nakshatramLanguage: 'malayalam' as const,
      },
    };
    expect(fieldErrors(familyFormSchema().safeParse(wrong))).toEqual({
      'palmLeafInfo.members.0.nakshatram': 'Please choose a nakshatram from the list of the chosen language',
    });
    const right = {
      ...wrong,
      palmLeafInfo: { ...wrong.palmLeafInfo, members: [{ name: 'Kamala', nakshatram: 'Karthika' }] },
    };
    expect(fieldErrors(familyFormSchema().safeParse(right))).toEqual({});
  });
});

describe('emptyFamilyForm in the interface language (issue 28)', () => {
  it("starts the family's nakshatram language at the one given, Sanskrit by default", () => {
    expect(emptyFamilyForm('IN').palmLeafInfo.nakshatramLanguage).toBe('sanskrit');
    expect(emptyFamilyForm('IN', 'kannada').palmLeafInfo.nakshatramLanguage).toBe('kannada');
  });
});
