// Every language has every message (issue "Speak the devotee's language", guards): a message of the English
// catalogue that another language leaves empty fails here, unless FALLBACKS lists it with the reason it stays
// English. A translation keeps the message's placeholders ({name}), plural and select arguments and inline tags
// (<0>…</0>), which the screen fills in. That the catalogues hold what the source says is npm test's
// scripts/i18n/check-catalogues.mjs.
import fs from 'node:fs';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@sannidhi/domain/languages';

const DIR = new URL('./', import.meta.url);
const read = (lang: string) => PO.parse(fs.readFileSync(new URL(`${lang}/messages.po`, DIR), 'utf8')).items;

/** Messages deliberately left in English in a language, with the reason. */
const FALLBACKS: Readonly<Record<string, Readonly<Record<string, string>>>> = {};

/** What a translation must keep: `{name}` and `{name, plural, …}` arguments, and `<0>`, `</0>`, `<0/>` tags. */
function keptParts(message: string): string[] {
  // `{name}`, or `{name, plural|select|selectordinal, …}` — not a word followed by a comma inside a branch's text.
  const args = Array.from(
    message.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*(?:plural|select|selectordinal)\b)/g),
    (m) => `{${m[1]}}`,
  );
  const tags = Array.from(message.matchAll(/<\/?\d+\/?>/g), (m) => m[0]);
  return [...new Set([...args, ...tags])].sort();
}

const english = read('en');

describe('message catalogues', () => {
  it('the English catalogue is the source: each message is its own text', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const item of english) expect(item.msgstr[0], item.msgid).toBe(item.msgid);
  });

  for (const { code } of UI_LANGUAGES.filter((l) => l.code !== 'en')) {
    describe(code, () => {
      const items = read(code);
      const byId = new Map(items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
      const fallbacks = FALLBACKS[code] ?? {};

      it('has every message of the English catalogue, and no other', () => {
        expect([...byId.keys()].sort()).toEqual(english.map((item) => item.msgid).sort());
      });

      it('translates every message (or lists it as a deliberate fallback)', () => {
        const missing = english.filter((item) => !byId.get(item.msgid)?.trim() && !fallbacks[item.msgid]);
        expect(missing.map((item) => item.msgid)).toEqual([]);
      });

      it('writes numbers in the digits the screens use (0-9), as the filled-in values and money are', () => {
        // A hint that said "० देखि 120 वर्ष" mixed two digit scripts: the value came in 0-9, the text in Devanagari.
        const nativeDigits = /[\u0966-\u096F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]/;
        const mixed = items
          .filter((item) => nativeDigits.test(item.msgstr[0] ?? ''))
          .map((item) => item.msgstr[0]);
        expect(mixed).toEqual([]);
      });

      it('keeps every placeholder, plural argument and inline tag', () => {
        const broken = english
          .filter((item) => byId.get(item.msgid))
          .filter((item) => keptParts(item.msgid).join() !== keptParts(byId.get(item.msgid)!).join())
          .map((item) => `${item.msgid} → ${byId.get(item.msgid)}`);
        expect(broken).toEqual([]);
      });
    });
  }

  it('the pseudo-locale has every message, accented and longer, with its placeholders', () => {
    const pseudo = new Map(read('pseudo').map((item) => [item.msgid, item.msgstr[0] ?? '']));
    for (const item of english) {
      const text = pseudo.get(item.msgid) ?? '';
      expect(text.length, item.msgid).toBeGreaterThan(item.msgid.length);
      expect(keptParts(text), item.msgid).toEqual(keptParts(item.msgid));
    }
  });
});
