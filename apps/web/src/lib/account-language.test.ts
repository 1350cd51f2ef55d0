import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountLanguageStep,
  forgetAccountLanguage,
  isLanguageChoice,
  syncAccountLanguage,
} from './account-language';
import { chooseLanguage } from './choose-language';
import { getSession, resetSession, setSession } from './session';

const api = vi.hoisted(() => ({ stored: null as string | null, puts: [] as string[] }));
vi.mock('../api/user-language', () => ({
  getUserLanguage: vi.fn(async () => api.stored),
  putUserLanguage: vi.fn(async (lang: string) => {
    api.puts.push(lang);
    api.stored = lang;
    return lang;
  }),
}));

describe('the language stored on the account', () => {
  it("stores this device's choice when it differs from the account's", () => {
    expect(accountLanguageStep({ lang: 'ta', langChosen: true }, null)).toEqual({
      kind: 'store',
      lang: 'ta',
    });
    expect(accountLanguageStep({ lang: 'ta', langChosen: true }, 'kn')).toEqual({
      kind: 'store',
      lang: 'ta',
    });
    expect(accountLanguageStep({ lang: 'ta', langChosen: true }, 'ta')).toEqual({ kind: 'keep' });
  });

  it('keeps the pseudo-locale chosen on this device, storing nothing and adopting nothing', () => {
    expect(accountLanguageStep({ lang: 'pseudo', langChosen: true }, 'ta')).toEqual({ kind: 'keep' });
    expect(accountLanguageStep({ lang: 'pseudo', langChosen: true }, null)).toEqual({ kind: 'keep' });
  });

  it("adopts the account's language on a device without a choice of its own", () => {
    expect(accountLanguageStep({ lang: 'en', langChosen: false }, 'ml')).toEqual({
      kind: 'adopt',
      lang: 'ml',
    });
    expect(accountLanguageStep({ lang: 'ml', langChosen: false }, 'ml')).toEqual({ kind: 'keep' });
  });

  it("an account without a language takes the one this device shows (the browser's), so mails follow the screens", () => {
    expect(accountLanguageStep({ lang: 'ta', langChosen: false }, null)).toEqual({
      kind: 'store',
      lang: 'ta',
    });
    expect(accountLanguageStep({ lang: 'hi', langChosen: false }, null)).toEqual({
      kind: 'store',
      lang: 'hi',
    });
    // An account with a language keeps it; the pseudo-locale of the tests is never stored.
    expect(accountLanguageStep({ lang: 'hi', langChosen: false }, 'hi')).toEqual({ kind: 'keep' });
    expect(accountLanguageStep({ lang: 'pseudo', langChosen: false }, null)).toEqual({ kind: 'keep' });
  });

  it("counts ?lang= as a choice, and the sign-in callback's lang only when it differs from the one sent", () => {
    expect(isLanguageChoice('?lang=ta', 'en')).toBe(true);
    expect(isLanguageChoice('?x=1', 'en')).toBe(false);
    expect(isLanguageChoice('?uid=U1&authToken=t&lang=en', 'en')).toBe(false);
    expect(isLanguageChoice('?uid=U1&authToken=t&lang=ta', 'en')).toBe(true);
    expect(isLanguageChoice('?uid=U1&authToken=t&lang=fr', 'en')).toBe(false);
  });
});

describe('syncing with the account', () => {
  beforeEach(() => {
    resetSession();
    forgetAccountLanguage();
    api.stored = null;
    api.puts = [];
  });
  afterEach(() => resetSession());

  it("after sign-in on a new device, shows the account's language", async () => {
    api.stored = 'kn';
    setSession({ userId: 'U1', authToken: 'token', lang: 'en', langChosen: false });
    await syncAccountLanguage('U1');
    expect(getSession().lang).toBe('kn');
    expect(api.puts).toEqual([]);
  });

  it('after sign-in on a device with its own choice, stores that choice on the account', async () => {
    api.stored = 'kn';
    setSession({ userId: 'U2', authToken: 'token', lang: 'ta', langChosen: true });
    await syncAccountLanguage('U2');
    expect(getSession().lang).toBe('ta');
    expect(api.puts).toEqual(['ta']);
  });

  it('stores a choice made in the menu while signed in, and not while signed out', async () => {
    setSession({ userId: 'U3', authToken: 'token', lang: 'en', langChosen: false });
    // The account had none: the language this device shows is stored at sign-in, then the choice.
    await syncAccountLanguage('U3');
    chooseLanguage('ne');
    await vi.waitFor(() => expect(api.puts).toEqual(['en', 'ne']));
    expect(getSession()).toMatchObject({ lang: 'ne', langChosen: true });
    setSession({ authToken: '', userId: '' });
    chooseLanguage('hi');
    await new Promise((r) => setTimeout(r, 10));
    expect(api.puts).toEqual(['en', 'ne']);
  });
});
