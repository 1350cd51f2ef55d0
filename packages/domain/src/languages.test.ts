import { describe, expect, it } from 'vitest';
import { intlLocaleOf, isUiLanguage, pickUiLanguage, uiLanguageOf, UI_LANGUAGES } from './languages';

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
});
