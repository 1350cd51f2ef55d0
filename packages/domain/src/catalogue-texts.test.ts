import { describe, expect, it } from 'vitest';
import { CatalogueTexts, compactTexts, localizedTexts } from './catalogue-texts';

const ritual = {
  name: 'Vasthram Arpanam',
  description: 'A saree is offered to the Devi.',
  texts: { ta: { name: 'வஸ்திர அர்ப்பணம்' }, kn: { name: 'ವಸ್ತ್ರ ಅರ್ಪಣೆ', description: 'ದೇವಿಗೆ ಸೀರೆ ಅರ್ಪಣೆ.' } },
};

describe('catalogue texts per language', () => {
  it('shows the language’s own text, and English where it has none', () => {
    expect(localizedTexts(ritual, 'kn')).toEqual({ name: 'ವಸ್ತ್ರ ಅರ್ಪಣೆ', description: 'ದೇವಿಗೆ ಸೀರೆ ಅರ್ಪಣೆ.' });
    expect(localizedTexts(ritual, 'ta')).toEqual({
      name: 'வஸ்திர அர்ப்பணம்',
      description: 'A saree is offered to the Devi.',
    });
    expect(localizedTexts(ritual, 'hi')).toEqual({
      name: 'Vasthram Arpanam',
      description: 'A saree is offered to the Devi.',
    });
    expect(localizedTexts({ ...ritual, texts: null }, 'ta').name).toBe('Vasthram Arpanam');
  });

  it('accepts only the six other languages and drops cleared fields', () => {
    expect(CatalogueTexts.safeParse({ en: { name: 'x' } }).success).toBe(false);
    expect(CatalogueTexts.safeParse({ ta: { name: 'x' } }).success).toBe(true);
    expect(compactTexts({ ta: { name: '  ', description: 'd' }, kn: { name: '' } })).toEqual({
      ta: { description: 'd' },
    });
  });
});
