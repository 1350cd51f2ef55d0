// The api's answers in the request's language (issue 28): every language has every text with the same values, none
// is left in English, a message is translated whole or part by part with its field's name kept, and every refusal a
// devotee can meet on the booking, payment, My Rituals, family and profile screens is in the table (the scan below);
// the rest are the deliberate fallbacks listed here and in docs/decisions.md.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@sannidhi/domain/languages';
import { en } from './en';
import { ANSWER_TEXTS, findAnswerText, localizeAnswer } from './index';

/** Names written in Latin letters in every language: file formats and a unit. */
const LATIN_NAMES = new Set(['PNG', 'JPEG', 'WebP', 'KB']);

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the answer texts of every language', () => {
  for (const { code } of UI_LANGUAGES.filter((l) => l.code !== 'en')) {
    it(`${code}: has every text, with the same values, and no English left`, () => {
      const texts = ANSWER_TEXTS[code];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const text = texts[key as keyof typeof en];
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english));
        expect(text, `${code} ${key}`).not.toBe(english);
        const latin = (text.replace(/\{\w+\}/g, '').match(/[A-Za-z]+/g) ?? []).filter(
          (w) => !LATIN_NAMES.has(w),
        );
        expect(latin, `${code} ${key}: ${text}`).toEqual([]);
      }
    });
  }
});

describe('an answer in the language asked for', () => {
  it('stays exactly as written in English', () => {
    expect(localizeAnswer('This date is full', 'en')).toBe('This date is full');
  });

  it('translates a whole text, with its values read back and the time of day in the language', () => {
    expect(localizeAnswer('This date is full', 'ta')).toBe('இந்தத் தேதி நிரம்பிவிட்டது');
    expect(localizeAnswer('Abhishekam on 05-12-2026 at 10:00 AM is full', 'ta')).toBe(
      '05-12-2026 அன்று 10:00 முற்பகல் மணிக்கு நடைபெறும் Abhishekam நிரம்பிவிட்டது',
    );
    expect(localizeAnswer('Abhishekam on 05-12-2026 at 06:30 PM has only 2 places left', 'hi')).toBe(
      '05-12-2026 को 06:30 अपराह्न बजे के Abhishekam में केवल 2 स्थान शेष हैं',
    );
    expect(localizeAnswer('Archana for Abhishekam on 05-12-2026 10:00 AM is sold out', 'ta')).toBe(
      '05-12-2026 10:00 முற்பகல் அன்றைய Abhishekam பூஜைக்கான Archana தீர்ந்துவிட்டது',
    );
    expect(localizeAnswer('Order not found: 0b6c', 'kn')).toBe('ಆರ್ಡರ್ ಕಂಡುಬಂದಿಲ್ಲ: 0b6c');
  });

  it("says the staff console's refusals too, a check-in's outcome in the language", () => {
    expect(localizeAnswer('Already checked in as No-show at 10:00 AM on 05-12-2026 by Priya.', 'ta')).toBe(
      'ஏற்கெனவே 05-12-2026 அன்று 10:00 முற்பகல் மணிக்கு Priya அவர்களால் «வரவில்லை» என வருகைப் பதிவு செய்யப்பட்டுள்ளது.',
    );
    expect(
      localizeAnswer(
        '3 places are booked on this slot, so it cannot take fewer. Set 3 or more, or close the slot and put its bookings on hold first.',
        'hi',
      ),
    ).toBe(
      'इस समय में 3 स्थान बुक हैं, इसलिए इससे कम नहीं किया जा सकता। 3 या अधिक रखें, या पहले समय बंद करके उसकी बुकिंग रोकें।',
    );
    expect(localizeAnswer('SN-4821: please choose the carrier', 'ne')).toBe(
      'SN-4821: कृपया ढुवानी कम्पनी छान्नुहोस्',
    );
  });

  it("keeps a field's name and translates the text after it; each part of a list on its own", () => {
    expect(localizeAnswer('slotId: unknown slot for Abhishekam', 'te')).toBe(
      'slotId: Abhishekam కోసం తెలియని సమయం',
    );
    expect(
      localizeAnswer('items: choose at least one ritual date and quantity; center: Centre not found', 'ml'),
    ).toBe('items: കുറഞ്ഞത് ഒരു പൂജയുടെ തീയതിയും എണ്ണവും തിരഞ്ഞെടുക്കുക; center: കേന്ദ്രം കണ്ടെത്തിയില്ല');
    // A text with "; " of its own is translated whole.
    expect(localizeAnswer('The address look-up failed; please type the city and state', 'ne')).toBe(
      'ठेगाना खोज असफल भयो; कृपया सहर र प्रदेश टाइप गर्नुहोस्',
    );
  });

  it('leaves a text it does not know as it is (a domain text the web translates, a name)', () => {
    expect(localizeAnswer('Please enter a valid name', 'ta')).toBe('Please enter a valid name');
    expect(localizeAnswer('phone: Enter a valid phone number; Family not found', 'ta')).toBe(
      'phone: Enter a valid phone number; குடும்பம் கிடைக்கவில்லை',
    );
  });
});

/**
 * Files whose refusals no person reads on a screen: the gateway's and the sign-in provider's calls to the api, the
 * sandbox's sign-in routes, health probes, analytics, the subscription notice link (its page says its refusals in its
 * own words) and the checks of the input itself (a developer's mistake). They answer English (docs/decisions.md,
 * "Languages: the api's answers"). The staff console's and back office's refusals are in the table since issue 28's
 * walk: a staff member reads the console in their language too.
 */
const FALLBACK_FILES = [
  /^services\/analytics\//,
  /^services\/(payments|subscriptions|refunds)\/handle-.*notification/,
  /^services\/subscriptions\/notice-link\.ts$/,
  /^routes\/(health|sso)\.ts$/,
  /^plugins\//,
];

/** Single texts in the other files that are a developer's, not a person's. */
const FALLBACK_TEXTS = new Set([
  // the sign-in provider answered a sign-up with no profile: its fault, not the devotee's to act on
  'The sign-in service did not create the profile',
  // a domain text: the web's table says it (apps/web/src/lib/domain-texts.ts)
  'This field is mandatory',
]);

/** Known with its field's name before it too ("slotId: not a date of this ritual"). */
function known(text: string): boolean {
  const field = /^[\w.[\]]+: (.+)$/s.exec(text);
  return [text, field?.[1] ?? ''].some((t) => findAnswerText(t) !== null || FALLBACK_TEXTS.has(t));
}

/** The literal first argument of each refusal in a file: badRequest('…'), conflict("…"), new AppError('X', '…'). */
function literalRefusals(source: string): string[] {
  const out: string[] = [];
  const call =
    /\b(?:badRequest|conflict|notFound|forbidden|unavailable|unprocessable)\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*,?\s*\)/g;
  const appError = /new AppError\(\s*'[A-Z_]+',\s*(['"])((?:\\.|(?!\1).)*)\1\s*,?\s*\)/g;
  for (const re of [call, appError])
    for (const m of source.matchAll(re)) out.push(m[2]!.replace(/\\(.)/g, '$1'));
  return out;
}

describe('every refusal a devotee meets is in the table', () => {
  it('the literal refusals of the files outside the fallbacks are all known', () => {
    const root = path.resolve(__dirname, '..');
    const files = (fs.readdirSync(root, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('answer-texts/'));
    const unknown: string[] = [];
    for (const file of files) {
      if (FALLBACK_FILES.some((re) => re.test(file))) continue;
      for (const text of literalRefusals(fs.readFileSync(path.join(root, file), 'utf8'))) {
        if (!known(text)) unknown.push(`${file}: ${text}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('the scan finds a refusal (it would fail on a new one)', () => {
    expect(
      literalRefusals(`throw conflict('A new refusal'); throw new AppError('GONE', "It's gone");`),
    ).toEqual(['A new refusal', "It's gone"]);
  });
});
