import { describe, expect, it } from 'vitest';
import {
  intlLocaleOf,
  isUiLanguage,
  pickUiLanguage,
  uiLanguageOf,
  uiLanguageOfAcceptHeader,
  UI_LANGUAGES,
} from './languages';

describe('UI languages', () => {
  it('lists the seven languages, each named in its own script', () => {
    expect(UI_LANGUAGES.map((l) => `${l.code}:${l.name}`)).toEqual([
      'en:English',
      'hi:हिन्दी',
      'ta:தமிழ்',
      'te:తెలుగు',
      'kn:ಕನ್ನಡ',
      'ml:മലയാളം',
      'ne:नेपाली',
    ]);
  });

  it('reads a language tag down to its language', () => {
    expect(uiLanguageOf('ta-IN')).toBe('ta');
    expect(uiLanguageOf('KN')).toBe('kn');
    expect(uiLanguageOf('ne_NP')).toBe('ne');
    expect(uiLanguageOf('fr-FR')).toBeNull();
    expect(uiLanguageOf('')).toBeNull();
    expect(isUiLanguage('pseudo')).toBe(false);
  });

  it('follows the first of the browser languages it speaks, else English', () => {
    expect(pickUiLanguage(['fr-FR', 'ml-IN', 'ta'])).toBe('ml');
    expect(pickUiLanguage(['de', 'fr'])).toBe('en');
    expect(pickUiLanguage([])).toBe('en');
  });

  it('formats Indian languages with the Indian region and Nepali with Nepal', () => {
    expect(intlLocaleOf('ta')).toBe('ta-IN');
    expect(intlLocaleOf('ne')).toBe('ne-NP');
    expect(intlLocaleOf('en')).toBe('en');
    expect(intlLocaleOf('xx')).toBe('en');
  });

  it("reads a request's Accept-Language by preference, English when it names none of the seven", () => {
    expect(uiLanguageOfAcceptHeader('ta')).toBe('ta');
    expect(uiLanguageOfAcceptHeader('ta-IN,en;q=0.8')).toBe('ta');
    expect(uiLanguageOfAcceptHeader('en;q=0.5, hi;q=0.9')).toBe('hi');
    expect(uiLanguageOfAcceptHeader('fr-FR, de;q=0.9')).toBe('en');
    expect(uiLanguageOfAcceptHeader('ml;q=0, fr')).toBe('en');
    expect(uiLanguageOfAcceptHeader(undefined)).toBe('en');
    expect(uiLanguageOfAcceptHeader('')).toBe('en');
  });
});
