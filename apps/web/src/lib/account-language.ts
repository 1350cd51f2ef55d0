/**
 * The language stored on the person's account (issue 28; docs/decisions.md, "Languages: the account's language and
 * mails"): a choice made on this device while signed in is stored on the account, so that mails and the next device
 * follow it; after sign-in, a device without a choice of its own adopts the account's language, and a device with one
 * stores it on the account. The rules are pure; `syncAccountLanguage` and `storeAccountLanguage` apply them.
 */
import { isUiLanguage, uiLanguageOf, type UiLanguage } from '@sannidhi/domain/languages';
import { getUserLanguage, putUserLanguage } from '../api/user-language';
import { getSession, setSession } from './session';

/** What to do once the account's stored language is known. */
export type AccountLanguageStep =
  { kind: 'adopt'; lang: UiLanguage } | { kind: 'store'; lang: UiLanguage } | { kind: 'keep' };

/**
 * After sign-in (or on a signed-in page load): the device's own choice wins and is stored on the account when it
 * differs; without one, the account's language (if any) is shown here too; with neither, the language this device
 * shows (the browser's) is stored, so that a devotee reading Tamil screens gets Tamil mails too (an account with a
 * language keeps it: a later device's browser does not change it).
 */
export function accountLanguageStep(device: { lang: string; langChosen: boolean }, stored: string | null) {
  const storedLang = uiLanguageOf(stored);
  if (device.langChosen) {
    // A choice on this device always wins; only one of the seven is stored (never the pseudo-locale of the tests).
    if (!isUiLanguage(device.lang) || device.lang === storedLang) return { kind: 'keep' } as const;
    return { kind: 'store', lang: device.lang } as const;
  }
  if (storedLang && storedLang !== device.lang) return { kind: 'adopt', lang: storedLang } as const;
  if (!storedLang && isUiLanguage(device.lang)) return { kind: 'store', lang: device.lang } as const;
  return { kind: 'keep' } as const satisfies AccountLanguageStep;
}

/**
 * Whether the address's `?lang=` is the person's choice on this device. It is, on any address, except the sign-in
 * callback (`/login?uid=…&lang=…`), whose `lang` is the one this device sent to the sign-in page unless the person
 * picked another there: only a different one counts as a choice (the callback's `lang` is honoured).
 */
export function isLanguageChoice(search: string, deviceLang: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has('lang')) return false;
  if (!params.has('uid')) return true;
  const fromCallback = uiLanguageOf(params.get('lang'));
  return fromCallback !== null && fromCallback !== deviceLang;
}

/** The account whose stored language this page knows, so that a choice is sent once. */
let known: { userId: string; lang: UiLanguage | null } | null = null;

/** Stores a choice on the signed-in person's account (nothing when signed out or already stored). */
export async function storeAccountLanguage(lang: UiLanguage): Promise<void> {
  const { authToken, userId } = getSession();
  if (!authToken || !userId) return;
  if (known?.userId === userId && known.lang === lang) return;
  try {
    const storedLang = await putUserLanguage(lang);
    known = { userId, lang: storedLang };
  } catch (error) {
    console.error('Could not store the language on the account', error);
  }
}

/** Reads the account's language once per signed-in person and page, and applies `accountLanguageStep`. */
export async function syncAccountLanguage(userId: string): Promise<void> {
  if (known?.userId === userId) return;
  let stored: UiLanguage | null;
  try {
    stored = await getUserLanguage();
  } catch (error) {
    console.error("Could not read the account's language", error);
    return;
  }
  const session = getSession();
  if (session.userId !== userId) return;
  known = { userId, lang: stored };
  const step = accountLanguageStep(session, stored);
  if (step.kind === 'adopt') setSession({ lang: step.lang });
  if (step.kind === 'store') await storeAccountLanguage(step.lang);
}

/** For tests: forget the account known to this page. */
export function forgetAccountLanguage(): void {
  known = null;
}
