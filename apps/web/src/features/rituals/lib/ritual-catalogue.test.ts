import { i18n } from '@lingui/core';
import type { CarouselTexts } from '@sannidhi/domain/form-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  carouselSlides,
  centerSelectionPath,
  filterRitualsByName,
  groupRitualsByCategory,
  isRitualVisible,
  ritualListGroups,
  showsCarousel,
} from './ritual-catalogue';
import { categoryTitle } from '../../../lib/category-title';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

type Carousel = {
  enabled: boolean;
  target: 'RITUAL' | 'URL' | 'NONE';
  url?: string;
  image: string;
  mobileImage: string;
  texts?: CarouselTexts;
};

function ritual(
  name: string,
  overrides: Partial<{
    id: string;
    category: string;
    isAvailable: boolean;
    isAvailableForBackOffice: boolean;
    carousel: Carousel;
  }> = {},
) {
  return {
    id: overrides.id ?? name.toLowerCase().replace(/ /g, '-'),
    name,
    category: overrides.category ?? 'DEVI_OFFERINGS',
    isAvailable: overrides.isAvailable ?? true,
    isAvailableForBackOffice: overrides.isAvailableForBackOffice ?? true,
    config: { carousel: overrides.carousel },
  };
}

describe('isRitualVisible', () => {
  it('shows available rituals to everyone', () => {
    expect(isRitualVisible({ isAvailable: true, isAvailableForBackOffice: false }, false)).toBe(true);
  });
  it('shows back-office rituals only when acting as back office', () => {
    const backOfficeOnly = { isAvailable: false, isAvailableForBackOffice: true };
    expect(isRitualVisible(backOfficeOnly, false)).toBe(false);
    expect(isRitualVisible(backOfficeOnly, true)).toBe(true);
    expect(isRitualVisible({ isAvailable: false, isAvailableForBackOffice: false }, true)).toBe(false);
  });
});

describe('filterRitualsByName', () => {
  const list = [ritual('Devi Abhishekam'), ritual('Kumkum Sarpa Seva'), ritual('Pournami Abhishekam')];
  it('matches part of the name in any letter case', () => {
    expect(filterRitualsByName(list, 'ABHI').map((r) => r.name)).toEqual([
      'Devi Abhishekam',
      'Pournami Abhishekam',
    ]);
    expect(filterRitualsByName(list, '  sarpa ').map((r) => r.name)).toEqual(['Kumkum Sarpa Seva']);
  });
  it('keeps everything for an empty query and nothing for an unknown one', () => {
    expect(filterRitualsByName(list, '   ')).toHaveLength(3);
    expect(filterRitualsByName(list, 'xyz')).toEqual([]);
  });
  it('matches the name the centre gave in any language, as the devotee reads it on the card', () => {
    const named = [
      { ...ritual('Devi Abhishekam'), texts: { kn: { name: 'ದೇವಿ ಅಭಿಷೇಕ' }, ne: { name: 'देवी अभिषेक' } } },
      { ...ritual('Garland Offering'), texts: { ne: { name: 'माला अर्पण' } } },
      ritual('Kumkum Sarpa Seva'),
    ];
    expect(filterRitualsByName(named, 'ಅಭಿಷೇಕ').map((r) => r.name)).toEqual(['Devi Abhishekam']);
    expect(filterRitualsByName(named, ' माला ').map((r) => r.name)).toEqual(['Garland Offering']);
    expect(filterRitualsByName(named, 'abhi').map((r) => r.name)).toEqual(['Devi Abhishekam']);
    expect(filterRitualsByName(named, 'ಸರ್ಪ')).toEqual([]);
  });
});

describe('groupRitualsByCategory', () => {
  it('orders categories as the spec lists them and rituals by name', () => {
    const groups = groupRitualsByCategory(
      [
        ritual('Vahana Pooja', { category: 'TEMPLE_OFFERINGS' }),
        ritual('Vasthram Arpanam'),
        ritual('Kumkum Sarpa Seva', { category: 'NAGA_PANCHAMI_OFFERINGS' }),
        ritual('Devi Abhishekam'),
        ritual('bhairavi Vilakku Seva', { category: 'TEMPLE_OFFERINGS' }),
      ],
      i18n,
    );
    expect(groups.map((g) => g.title)).toEqual([
      'Naga Panchami Offerings',
      'Devi Offerings',
      'Temple Offerings',
    ]);
    expect(groups[1]?.rituals.map((r) => r.name)).toEqual(['Devi Abhishekam', 'Vasthram Arpanam']);
    expect(groups[2]?.rituals.map((r) => r.name)).toEqual(['bhairavi Vilakku Seva', 'Vahana Pooja']);
  });
  it('puts an unknown category last with a readable title', () => {
    const groups = groupRitualsByCategory([ritual('A', { category: 'NEW_SEVA_KIND' }), ritual('B')], i18n);
    expect(groups.map((g) => g.title)).toEqual(['Devi Offerings', 'New Seva Kind']);
  });
});

describe('ritualListGroups', () => {
  it('shows the package category only when an available package ritual exists', () => {
    const hiddenPackage = ritual('Navaratri Package', {
      category: 'PACKAGE_OFFERINGS',
      isAvailable: false,
      isAvailableForBackOffice: false,
    });
    expect(
      ritualListGroups([ritual('Devi Abhishekam'), hiddenPackage], true, '', i18n).map((g) => g.category),
    ).toEqual(['DEVI_OFFERINGS']);
    const shown = { ...hiddenPackage, isAvailable: true };
    expect(
      ritualListGroups([ritual('Devi Abhishekam'), shown], false, '', i18n).map((g) => g.category),
    ).toEqual(['DEVI_OFFERINGS', 'PACKAGE_OFFERINGS']);
  });
  it('applies visibility before the search', () => {
    const list = [ritual('Kesha Arpanam', { isAvailable: false }), ritual('Devi Abhishekam')];
    expect(ritualListGroups(list, false, 'arpanam', i18n)).toEqual([]);
    expect(ritualListGroups(list, true, 'arpanam', i18n)[0]?.rituals.map((r) => r.name)).toEqual([
      'Kesha Arpanam',
    ]);
  });
});

describe('categoryTitle', () => {
  it('reads the category codes', () => {
    expect(categoryTitle('CHILD_RITUAL_OFFERINGS', i18n)).toBe('Child Ritual Offerings');
    expect(categoryTitle('SADHANA', i18n)).toBe('Sadhana');
  });
});

describe('carousel', () => {
  const images = { image: '/d.svg', mobileImage: '/m.svg' };
  it('shows for back-office users and for centres that ask for it', () => {
    expect(showsCarousel(true, null)).toBe(true);
    expect(showsCarousel(false, { meta: { showCarousel: true } } as never)).toBe(true);
    expect(showsCarousel(false, { meta: { showCarousel: false } } as never)).toBe(false);
  });
  it('lists visible rituals with an enabled carousel and links them by target', () => {
    const slides = carouselSlides(
      [
        ritual('Devi Abhishekam', { carousel: { enabled: true, target: 'RITUAL', ...images } }),
        ritual('Navaratri', {
          carousel: { enabled: true, target: 'URL', url: '/eventRituals/navaratri-2026', ...images },
        }),
        ritual('Donate', {
          carousel: { enabled: true, target: 'URL', url: 'https://example.org/donate', ...images },
        }),
        ritual('Notice', { carousel: { enabled: true, target: 'NONE', image: '/n.svg', mobileImage: '' } }),
        ritual('Off', { carousel: { enabled: false, target: 'RITUAL', ...images } }),
        ritual('Hidden', {
          isAvailable: false,
          isAvailableForBackOffice: false,
          carousel: { enabled: true, target: 'RITUAL', ...images },
        }),
        ritual('No image', { carousel: { enabled: true, target: 'RITUAL', image: '', mobileImage: '' } }),
      ],
      false,
      'en',
    );
    expect(slides.map((s) => [s.name, s.link])).toEqual([
      ['Devi Abhishekam', { kind: 'internal', href: '/rituals/book-ritual/devi-abhishekam' }],
      ['Donate', { kind: 'external', href: 'https://example.org/donate' }],
      ['Navaratri', { kind: 'internal', href: '/eventRituals/navaratri-2026' }],
      ['Notice', null],
    ]);
    // The mobile image falls back to the desktop one.
    expect(slides[3]).toMatchObject({ image: '/n.svg', mobileImage: '/n.svg' });
  });
  it('does not follow script or protocol-relative URLs', () => {
    const slides = carouselSlides(
      [
        ritual('A', { carousel: { enabled: true, target: 'URL', url: 'javascript:alert(1)', ...images } }),
        ritual('B', { carousel: { enabled: true, target: 'URL', url: '//evil.example', ...images } }),
      ],
      false,
      'en',
    );
    expect(slides.map((s) => s.link)).toEqual([null, null]);
  });
  it('shows the banner of the interface language, named in it, English where none is given', () => {
    const devi = ritual('Devi Abhishekam', {
      carousel: {
        enabled: true,
        target: 'RITUAL',
        ...images,
        texts: { ta: { image: '/d-ta.svg', mobileImage: '/m-ta.svg' }, kn: { image: '/d-kn.svg' } },
      },
    });
    const named = { ...devi, texts: { ta: { name: 'தேவி அபிஷேகம்' } } };
    const navaratri = ritual('Navaratri', { carousel: { enabled: true, target: 'RITUAL', ...images } });
    const slides = carouselSlides([navaratri, named], false, 'ta');
    expect(slides.map((s) => [s.name, s.image, s.mobileImage])).toEqual([
      ['தேவி அபிஷேகம்', '/d-ta.svg', '/m-ta.svg'],
      ['Navaratri', '/d.svg', '/m.svg'],
    ]);
    // image by image: Kannada has its own desktop banner only
    expect(carouselSlides([named], false, 'kn')[0]).toMatchObject({
      name: 'Devi Abhishekam',
      image: '/d-kn.svg',
      mobileImage: '/m.svg',
    });
    expect(carouselSlides([named], false, 'en')[0]).toMatchObject({ image: '/d.svg', mobileImage: '/m.svg' });
  });
});

describe('centerSelectionPath', () => {
  it('carries the centre filter and the way back', () => {
    expect(centerSelectionPath(['in-coimbatore', 'us-tennessee'], '/car/VAHANA_POOJA')).toBe(
      '/?centerFilters=in-coimbatore,us-tennessee&comeBackTo=/car/VAHANA_POOJA',
    );
    const url = new URL(centerSelectionPath(['a'], '/eventRituals/x&y'), 'http://h');
    expect(url.searchParams.get('comeBackTo')).toBe('/eventRituals/x&y');
  });
});
