import { describe, expect, it } from 'vitest';
import { formatLocaleOf, languageFromQuery, startingLanguage } from './i18n';

describe('starting language', () => {
  it('takes ?lang= first, in any case or region, and the pseudo-locale', () => {
    expect(languageFromQuery('?lang=ta')).toBe('ta');
    expect(languageFromQuery('?x=1&lang=KN-in')).toBe('kn');
    expect(languageFromQuery('?lang=pseudo')).toBe('pseudo');
    expect(languageFromQuery('?lang=fr')).toBeNull();
    expect(startingLanguage('?lang=ml', 'ta', ['hi'])).toBe('ml');
  });

  it('then the language of this browser session, then the browser languages, then English', () => {
    expect(startingLanguage('', 'ta', ['hi'])).toBe('ta');
    expect(startingLanguage('', '', ['fr-FR', 'hi-IN'])).toBe('hi');
    expect(startingLanguage('?lang=fr', '', ['de'])).toBe('en');
    expect(startingLanguage('', 'pseudo', ['hi'])).toBe('pseudo');
  });

  it('formats the pseudo-locale as English and Indian languages with the Indian region', () => {
    expect(formatLocaleOf('pseudo')).toBe('en');
    expect(formatLocaleOf('te')).toBe('te-IN');
  });
});
