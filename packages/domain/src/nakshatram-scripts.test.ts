import { describe, expect, it } from 'vitest';
import type { NakshatramLanguage } from './enums';
import { NAKSHATRAM_LISTS, NAKSHATRAM_PLACEHOLDER } from './nakshatram';
import { nakshatramLabel as labelIn } from './nakshatram-scripts';
import { NAMES as kannada } from './nakshatram-scripts/kannada';
import { NAMES as malayalam } from './nakshatram-scripts/malayalam';
import { NAMES as sanskrit } from './nakshatram-scripts/sanskrit';
import { NAMES as tamil } from './nakshatram-scripts/tamil';
import { NAMES as telugu } from './nakshatram-scripts/telugu';

const NAMES: Record<NakshatramLanguage, Readonly<Record<string, string>>> = {
  sanskrit,
  tamil,
  telugu,
  kannada,
  malayalam,
};
const LIST_OF_UI: Record<string, NakshatramLanguage> = {
  hi: 'sanskrit',
  ne: 'sanskrit',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
};
/** The label as a screen shows it once the interface language's names are loaded. */
const nakshatramLabel = (star: string, ui: string, list?: NakshatramLanguage) =>
  labelIn(star, ui, NAMES[LIST_OF_UI[ui.split('-')[0]!] ?? 'sanskrit'], list);

const UI_OF_LIST: Record<NakshatramLanguage, string> = {
  sanskrit: 'hi',
  tamil: 'ta',
  telugu: 'te',
  kannada: 'kn',
  malayalam: 'ml',
};
const SCRIPT: Record<NakshatramLanguage, RegExp> = {
  sanskrit: /^[\u0900-\u097F ]+$/,
  tamil: /^[\u0B80-\u0BFF]+$/,
  telugu: /^[\u0C00-\u0C7F]+$/,
  kannada: /^[\u0C80-\u0CFF]+$/,
  malayalam: /^[\u0D00-\u0D7F]+$/,
};

describe('the nakshatram lists in their own scripts (issue 28)', () => {
  for (const [list, ui] of Object.entries(UI_OF_LIST) as [NakshatramLanguage, string][]) {
    it(`${list}: each of the 27 stars has its own name in the list's script, read in ${ui}`, () => {
      const stars = NAKSHATRAM_LISTS[list].filter((s) => s !== NAKSHATRAM_PLACEHOLDER);
      expect(Object.keys(NAMES[list])).toEqual(stars);
      const labels = stars.map((s) => nakshatramLabel(s, ui, list));
      expect(labels).toHaveLength(27);
      expect(new Set(labels).size).toBe(27);
      for (const label of labels) expect(label).toMatch(SCRIPT[list]);
    });
  }

  it('shows the Tamil list in Tamil letters, the Sanskrit list in Devanagari for Hindi and Nepali', () => {
    expect(nakshatramLabel('Karthigai', 'ta', 'tamil')).toBe('கார்த்திகை');
    expect(nakshatramLabel('Krittika', 'hi', 'sanskrit')).toBe('कृत्तिका');
    expect(nakshatramLabel('Uttara Bhadrapada', 'ne', 'sanskrit')).toBe('उत्तरा भाद्रपद');
    expect(nakshatramLabel('Makayiram', 'ml-IN', 'malayalam')).toBe('മകയിരം');
  });

  it('keeps the stored spelling in English, for a list of another script, and for the placeholder', () => {
    expect(nakshatramLabel('Karthigai', 'en', 'tamil')).toBe('Karthigai');
    expect(nakshatramLabel('Krittika', 'ta', 'sanskrit')).toBe('Krittika');
    expect(nakshatramLabel(NAKSHATRAM_PLACEHOLDER, 'ta', 'tamil')).toBe(NAKSHATRAM_PLACEHOLDER);
    expect(nakshatramLabel('Somebody', 'ta')).toBe('Somebody');
  });

  it('shows the stored spelling while the names are not loaded', () => {
    expect(labelIn('Karthigai', 'ta', undefined, 'tamil')).toBe('Karthigai');
  });

  it("without a list, shows a star of the interface script's list in that script", () => {
    expect(nakshatramLabel('Thiruvathirai', 'ta')).toBe('திருவாதிரை');
    expect(nakshatramLabel('Ardra', 'ta')).toBe('Ardra');
  });
});
