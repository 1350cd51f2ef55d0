import { describe, expect, it } from 'vitest';
import { ProductConfig } from './catalogue';
import { EditedConfig, RitualVariantForm } from './contracts/staff-catalogue';
import {
  calendarTitleIn,
  carouselImagesIn,
  CarouselTexts,
  compactConfigTexts,
  compactLanguageTexts,
  FieldTexts,
  fieldLabelIn,
  optionLabelIn,
  optionsBeyondEnglish,
  variantNameFrom,
  variantNameIn,
  variantsLine,
} from './form-texts';

const gender = {
  key: 'gender',
  label: 'Gender',
  type: 'DROPDOWN' as const,
  required: true,
  options: ['Female', 'Male'],
  texts: { ta: { label: 'பாலினம்', options: ['பெண்', 'ஆண்'] }, hi: { options: ['महिला'] } },
};

describe('form texts in the devotee’s language', () => {
  it('shows a field’s label and options in the language, each falling back to English', () => {
    expect(fieldLabelIn(gender, 'ta')).toBe('பாலினம்');
    expect(fieldLabelIn(gender, 'hi')).toBe('Gender');
    expect(fieldLabelIn(gender, 'en')).toBe('Gender');
    expect(optionLabelIn(gender, 'Male', 'ta')).toBe('ஆண்');
    expect(optionLabelIn(gender, 'Female', 'hi')).toBe('महिला');
    expect(optionLabelIn(gender, 'Male', 'hi')).toBe('Male');
    expect(optionLabelIn(gender, 'Female', 'kn')).toBe('Female');
    // an option the field does not have (an old order's answer) shows as it was stored
    expect(optionLabelIn(gender, 'Other', 'ta')).toBe('Other');
  });

  it('treats a blank translation as none', () => {
    const field = { label: 'Gender', options: ['Female'], texts: { ta: { label: '  ', options: [' '] } } };
    expect(fieldLabelIn(field, 'ta')).toBe('Gender');
    expect(optionLabelIn(field, 'Female', 'ta')).toBe('Female');
  });

  it('names a variant in the language, English without its ticket marker otherwise', () => {
    const couple = { name: 'Couple', texts: { ta: { name: 'தம்பதியர்' } } };
    expect(variantNameIn(couple, 'ta')).toBe('தம்பதியர்');
    expect(variantNameIn(couple, 'ne')).toBe('Couple');
    expect(variantNameIn({ name: 'Family, up to 4 members^#T1' }, 'ta')).toBe('Family, up to 4 members');
    expect(variantNameIn({ name: 'Single', texts: null }, 'ta')).toBe('Single');
    const byName = { Couple: couple.texts };
    expect(variantNameFrom(byName, 'Couple', 'ta')).toBe('தம்பதியர்');
    expect(variantNameFrom(byName, 'Single', 'ta')).toBe('Single');
    expect(variantNameFrom(undefined, 'Single', 'ta')).toBe('Single');
  });

  it('gives the calendar title in the language', () => {
    const calendar = { title: 'Choose a date', texts: { ta: { title: 'தேதியைத் தேர்ந்தெடுக்கவும்' } } };
    expect(calendarTitleIn(calendar, 'ta')).toBe('தேதியைத் தேர்ந்தெடுக்கவும்');
    expect(calendarTitleIn(calendar, 'te')).toBe('Choose a date');
  });

  it('compacts empty texts away, keeping the positions of the options given', () => {
    expect(
      compactLanguageTexts({
        ta: { label: ' பாலினம் ', options: ['', 'ஆண்', '', ''] },
        hi: { label: '', options: ['', ''] },
        kn: undefined,
      }),
    ).toEqual({ ta: { label: 'பாலினம்', options: ['', 'ஆண்'] } });
    expect(compactLanguageTexts({ hi: { name: '  ' } })).toBeUndefined();
    expect(compactLanguageTexts(undefined)).toBeUndefined();
    // a language that is not offered is dropped
    expect(compactLanguageTexts({ fr: { name: 'Couple' } } as never)).toBeUndefined();
  });

  it('compacts a config’s calendar and field texts', () => {
    const config = ProductConfig.parse({
      calendar: { title: 'Choose a date', layout: 'DEFAULT', texts: { ta: { title: '' } } },
      form: { fields: [{ ...gender, texts: { ta: { label: '' }, kn: { label: 'ಲಿಂಗ' } } }] },
    });
    const compacted = compactConfigTexts(config);
    expect(compacted.calendar).toEqual({ title: 'Choose a date', layout: 'DEFAULT' });
    expect(compacted.form?.fields[0]?.texts).toEqual({ kn: { label: 'ಲಿಂಗ' } });
  });

  it('keeps the texts when a config is read, and bounds their length', () => {
    const config = ProductConfig.parse({
      calendar: { title: 'x', layout: 'DEFAULT' },
      form: { fields: [gender] },
    });
    expect(config.form?.fields[0]?.texts?.ta?.options).toEqual(['பெண்', 'ஆண்']);
    expect(FieldTexts.safeParse({ ta: { label: 'அ'.repeat(201) } }).success).toBe(false);
    expect(FieldTexts.safeParse({ xx: { label: 'a' } }).success).toBe(false);
    expect(
      RitualVariantForm.safeParse({
        name: 'Single',
        unitPrice: 1,
        maxQuantity: 1,
        texts: { ta: { name: 'அ'.repeat(81) } },
      }).success,
    ).toBe(false);
  });

  it('refuses more translated options than English ones', () => {
    const field = { options: ['Yes', 'No'], texts: { ta: { options: ['ஆம்', 'இல்லை', 'தெரியவில்லை'] } } };
    expect(optionsBeyondEnglish(field)).toEqual(['ta']);
    const result = EditedConfig.safeParse({
      calendar: { title: 'Choose', layout: 'DEFAULT' },
      form: { fields: [{ key: 'x', label: 'X', type: 'DROPDOWN', ...field }] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['form', 'fields', 0, 'texts', 'ta', 'options']);
    expect(result.error?.issues[0]?.message).toBe('Choices in தமிழ்: no more than in English');
  });
});

describe('banner images in the devotee’s language', () => {
  const banner = {
    enabled: true,
    target: 'RITUAL' as const,
    image: '/images/banners/devi-desktop.svg',
    mobileImage: '/images/banners/devi-mobile.svg',
    texts: {
      ta: { image: '/images/banners/devi-ta-desktop.svg', mobileImage: '/images/banners/devi-ta-mobile.svg' },
      hi: { image: '/images/banners/devi-hi-desktop.svg' },
      kn: { image: '  ', mobileImage: '' },
    },
  };

  it('gives each image in the language, falling back image by image to English', () => {
    expect(carouselImagesIn(banner, 'ta')).toEqual({
      image: '/images/banners/devi-ta-desktop.svg',
      mobileImage: '/images/banners/devi-ta-mobile.svg',
    });
    expect(carouselImagesIn(banner, 'hi')).toEqual({
      image: '/images/banners/devi-hi-desktop.svg',
      mobileImage: '/images/banners/devi-mobile.svg',
    });
    // blank is none; English and a language without texts show the English images
    for (const lang of ['kn', 'en', 'ne']) {
      expect(carouselImagesIn(banner, lang)).toEqual({
        image: '/images/banners/devi-desktop.svg',
        mobileImage: '/images/banners/devi-mobile.svg',
      });
    }
  });

  it('shows the desktop image on a phone where there is no phone image, and the other way round', () => {
    expect(carouselImagesIn({ image: '/d.svg', mobileImage: '' }, 'ta')).toEqual({
      image: '/d.svg',
      mobileImage: '/d.svg',
    });
    expect(
      carouselImagesIn({ image: '', mobileImage: '', texts: { ta: { mobileImage: '/m-ta.svg' } } }, 'ta'),
    ).toEqual({ image: '/m-ta.svg', mobileImage: '/m-ta.svg' });
    expect(carouselImagesIn({ image: '', mobileImage: '' }, 'ta')).toEqual({ image: '', mobileImage: '' });
  });

  it('compacts a banner’s empty texts away', () => {
    const config = ProductConfig.parse({
      calendar: { title: 'Choose a date', layout: 'DEFAULT' },
      carousel: banner,
    });
    expect(compactConfigTexts(config).carousel?.texts).toEqual({
      ta: { image: '/images/banners/devi-ta-desktop.svg', mobileImage: '/images/banners/devi-ta-mobile.svg' },
      hi: { image: '/images/banners/devi-hi-desktop.svg' },
    });
    const none = { ...config, carousel: { ...banner, texts: { kn: { image: ' ' } } } };
    expect(compactConfigTexts(none).carousel).not.toHaveProperty('texts');
    expect(compactConfigTexts({ ...config, carousel: undefined }).carousel).toBeUndefined();
  });

  it('takes only an address on this site, of bounded length', () => {
    const ok = CarouselTexts.safeParse({ ta: { image: '/api/images/abc', mobileImage: '' } });
    expect(ok.success).toBe(true);
    for (const bad of [
      'https://example.org/x.svg',
      '//evil.example/x.svg',
      'javascript:alert(1)',
      'images/x.svg',
      `/${'a'.repeat(500)}`,
    ]) {
      expect(CarouselTexts.safeParse({ ta: { image: bad } }).success, bad).toBe(false);
    }
    expect(CarouselTexts.safeParse({ en: { image: '/x.svg' } }).success).toBe(false);
  });
});

describe("an order's options in one line", () => {
  const texts = { Couple: { ta: { name: 'தம்பதியர்' } }, 'Ticket^#T1': { ta: { name: 'சீட்டு' } } };
  const booked = [
    { name: 'Couple', quantity: 2 },
    { name: 'Single', quantity: 1 },
    { name: 'Ticket^#T1', quantity: 3 },
  ];

  it('names each option in the language where the centre gave a name, English otherwise', () => {
    expect(variantsLine(booked, texts, 'ta')).toBe('தம்பதியர் X 2, Single X 1, சீட்டு X 3');
  });

  it('reads English, without the ticket marker, in a language with no names or without texts', () => {
    expect(variantsLine(booked, texts, 'kn')).toBe('Couple X 2, Single X 1, Ticket X 3');
    expect(variantsLine(booked, undefined, 'ta')).toBe('Couple X 2, Single X 1, Ticket X 3');
    expect(variantsLine([], texts, 'ta')).toBe('');
  });

  it("names a grouped ticket's every number by the variant's texts (the marker numbers tickets, not variants)", () => {
    const tickets = [
      { name: 'Ticket^#T2', quantity: 1 },
      { name: 'Ticket^#T3', quantity: 1 },
    ];
    expect(variantsLine(tickets, texts, 'ta')).toBe('சீட்டு X 1, சீட்டு X 1');
    expect(variantsLine([{ name: 'Couple^#T2', quantity: 1 }], texts, 'ta')).toBe('தம்பதியர் X 1');
  });
});
