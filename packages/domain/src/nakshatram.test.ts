import { describe, it, expect } from 'vitest';
import { NakshatramLanguage } from './enums';
import {
  defaultNakshatramLanguage,
  isNakshatram,
  nakshatramIn,
  LANGUAGES,
  NAKSHATRAM_LISTS,
  NAKSHATRAM_PLACEHOLDER,
  translateNakshatram,
} from './nakshatram';

describe('LANGUAGES', () => {
  it('lists the five languages in order, one per enum value', () => {
    expect(LANGUAGES.map((l) => l.label)).toEqual(['Sanskrit', 'Tamil', 'Telugu', 'Kannada', 'Malayalam']);
    expect(LANGUAGES.map((l) => l.value)).toEqual(NakshatramLanguage.options);
  });
});

describe('NAKSHATRAM_LISTS', () => {
  it.each(NakshatramLanguage.options)(
    '%s starts with the blank option and has 27 distinct stars',
    (language) => {
      const list = NAKSHATRAM_LISTS[language];
      expect(list[0]).toBe('Select a Nakshatram');
      expect(list).toHaveLength(28);
      expect(new Set(list.slice(1)).size).toBe(27);
      expect(list.slice(1).every((name) => /^[A-Z][A-Za-z ]+$/.test(name))).toBe(true);
    },
  );

  it('spells the Tamil list as commonly used', () => {
    // prettier-ignore
    expect(NAKSHATRAM_LISTS.tamil.slice(1)).toEqual([
      'Ashwini', 'Bharani', 'Karthigai', 'Rohini', 'Mirugaseeridam', 'Thiruvathirai', 'Punarpoosam', 'Poosam',
      'Ayilyam', 'Magam', 'Pooram', 'Uthiram', 'Hastham', 'Chithirai', 'Swathi', 'Visakam', 'Anusham', 'Kettai',
      'Moolam', 'Pooradam', 'Uthiradam', 'Thiruvonam', 'Avittam', 'Sadhayam', 'Poorattathi', 'Uthirattathi',
      'Revathi',
    ]);
  });

  it('starts and ends every list on the same stars', () => {
    expect(NakshatramLanguage.options.map((l) => NAKSHATRAM_LISTS[l][4])).toEqual([
      'Rohini',
      'Rohini',
      'Rohini',
      'Rohini',
      'Rohini',
    ]);
    expect(NakshatramLanguage.options.map((l) => NAKSHATRAM_LISTS[l][27]?.startsWith('Rev'))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('isNakshatram', () => {
  it('knows the stars of a language, not the placeholder nor other spellings', () => {
    expect(isNakshatram('tamil', 'Karthigai')).toBe(true);
    expect(isNakshatram('sanskrit', 'Karthigai')).toBe(false);
    expect(isNakshatram('sanskrit', NAKSHATRAM_PLACEHOLDER)).toBe(false);
  });
});

describe('translateNakshatram', () => {
  it('maps by position', () => {
    expect(translateNakshatram('Krittika', 'sanskrit', 'tamil')).toBe('Karthigai');
    expect(translateNakshatram('Karthigai', 'tamil', 'malayalam')).toBe('Karthika');
    expect(translateNakshatram('Revati', 'telugu', 'tamil')).toBe('Revathi');
  });

  it('gives empty for the placeholder or an unknown name', () => {
    expect(translateNakshatram(NAKSHATRAM_PLACEHOLDER, 'tamil', 'sanskrit')).toBe('');
    expect(translateNakshatram('Sirius', 'tamil', 'sanskrit')).toBe('');
  });
});

describe('nakshatramIn (issue 26, symptom 3)', () => {
  it('gives a stored star in the spelling of the chosen language, whatever language it was written in', () => {
    expect(nakshatramIn('Magha', 'tamil')).toBe('Magam');
    expect(nakshatramIn('Karthigai', 'malayalam')).toBe('Karthika');
    expect(nakshatramIn('Rohini', 'kannada')).toBe('Rohini');
    expect(nakshatramIn('Select a Nakshatram', 'tamil')).toBe('');
    expect(nakshatramIn('Pluto', 'tamil')).toBe('');
  });
});

describe('defaultNakshatramLanguage', () => {
  it('lists the stars in the UI language spelling where one exists, Sanskrit for Hindi, Nepali and English', () => {
    expect(defaultNakshatramLanguage('ta')).toBe('tamil');
    expect(defaultNakshatramLanguage('te')).toBe('telugu');
    expect(defaultNakshatramLanguage('kn')).toBe('kannada');
    expect(defaultNakshatramLanguage('ml')).toBe('malayalam');
    expect(defaultNakshatramLanguage('hi')).toBe('sanskrit');
    expect(defaultNakshatramLanguage('ne')).toBe('sanskrit');
    expect(defaultNakshatramLanguage('en')).toBe('sanskrit');
  });

  it('reads a region tag and falls back to Sanskrit for anything else', () => {
    expect(defaultNakshatramLanguage('ta-IN')).toBe('tamil');
    expect(defaultNakshatramLanguage('pseudo')).toBe('sanskrit');
    expect(defaultNakshatramLanguage(undefined)).toBe('sanskrit');
  });

  it('answers a language whose list holds the 27 stars', () => {
    expect(NAKSHATRAM_LISTS[defaultNakshatramLanguage('ml')][1]).toBe('Ashwathi');
  });
});
