// The web's message catalogues, read by the browser tests of other languages: a test finds a button by its text in
// the language on screen (`tr('Proceed to pay')`), and checks that no English is left but the data it names.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import PO from 'pofile';

const LOCALES = fileURLToPath(new URL('../../../apps/web/src/locales/', import.meta.url));

export type Translate = (english: string, values?: Record<string, string | number>) => string;

/** The text of an English message in `lang`, placeholders filled and Lingui's inline tags (<0>…</0>) dropped. */
export function catalogue(lang: string): Translate {
  const file = PO.parse(fs.readFileSync(`${LOCALES}${lang}/messages.po`, 'utf8'));
  const messages = new Map(file.items.map((item) => [item.msgid, item.msgstr[0] || item.msgid]));
  return (english, values = {}) => {
    const message = messages.get(english);
    if (message === undefined)
      throw new Error(`"${english}" is not in the catalogues: is it marked for translation?`);
    return message
      .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
      .replace(/<\/?\d+\/?>/g, '');
  };
}

/** Words that are the same in every language on screen: the product's name and codes. */
const ALWAYS = new Set([
  'Sannidhi',
  'QR',
  'UPI',
  'OTP',
  'PIN',
  'App',
  'Store',
  'Google',
  'Play',
  'YouTube',
  'Facebook',
  'Instagram',
]);

/**
 * No English on screen but the data a person typed or a centre named (names, addresses, references, e-mail):
 * every visible text of the page, once those are taken out, has no word of three or more Latin letters.
 */
export async function expectNoEnglishOnScreen(page: Page, data: readonly string[], where: string) {
  await page.waitForLoadState('domcontentloaded');
  let text = await page.locator('body').innerText();
  for (const value of [...data].sort((a, b) => b.length - a.length)) text = text.split(value).join(' ');
  // E-mail addresses and web addresses are data in every language.
  text = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  const english = (text.match(/[A-Za-z][A-Za-z'’]{2,}/g) ?? []).filter((word) => !ALWAYS.has(word));
  expect(english, `English words left on ${where}`).toEqual([]);
}

/**
 * Puts a shared demo account's language back to English: a language chosen while signed in is stored on the account,
 * and the next spec that signs in as the same account would read it (devotee@example.org and admin@example.org are
 * used by many specs). Waits for the account to have stored it.
 */
export async function backToEnglish(page: Page, origin: string) {
  const stored = page.waitForResponse(
    (r) => r.url().includes('/api/user/language') && r.request().method() === 'PUT' && r.ok(),
    { timeout: 30_000 },
  );
  await page.goto(`${origin}/?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await stored;
}
