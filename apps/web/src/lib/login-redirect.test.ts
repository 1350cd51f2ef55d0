import { describe, expect, it } from 'vitest';
import {
  chooseRedirectAfterLogin,
  isSafeReturnPath,
  readLoginCallback,
  rememberedReturn,
} from './login-redirect';

describe('chooseRedirectAfterLogin', () => {
  it('prefers the stored comeBackTo path', () => {
    expect(chooseRedirectAfterLogin({ comeBackTo: '/cart?x=1', targetCenterAfterLogin: 'C1' })).toBe(
      '/cart?x=1',
    );
  });

  it('falls back to /?targetCenter= when only a target centre is stored', () => {
    expect(chooseRedirectAfterLogin({ comeBackTo: '', targetCenterAfterLogin: 'center bengaluru' })).toBe(
      '/?targetCenter=center%20bengaluru',
    );
  });

  it('falls back to / when nothing is stored', () => {
    expect(chooseRedirectAfterLogin({ comeBackTo: '', targetCenterAfterLogin: '' })).toBe('/');
  });

  it('ignores a comeBackTo that would leave the app or loop through login', () => {
    for (const comeBackTo of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/login?uid=1',
      '/logout',
    ]) {
      expect(chooseRedirectAfterLogin({ comeBackTo, targetCenterAfterLogin: '' })).toBe('/');
    }
  });
});

describe('isSafeReturnPath', () => {
  it('accepts app paths with query and hash', () => {
    expect(isSafeReturnPath('/rituals/book-ritual/42?targetCenter=C1#top')).toBe(true);
    expect(isSafeReturnPath('/loginx')).toBe(true);
  });
});

describe('rememberedReturn', () => {
  it('keeps path and search, and the targetCenter query value', () => {
    expect(rememberedReturn('/rituals', '?targetCenter=C7&utm_source=mail')).toEqual({
      comeBackTo: '/rituals?targetCenter=C7&utm_source=mail',
      targetCenterAfterLogin: 'C7',
    });
    expect(rememberedReturn('/cart', '')).toEqual({ comeBackTo: '/cart', targetCenterAfterLogin: '' });
  });
});

describe('readLoginCallback', () => {
  it('maps the SSO callback query onto session fields, lang defaulting to en', () => {
    expect(
      readLoginCallback(
        '?uid=SSO-1001&authToken=tok&photo=https%3A%2F%2Fp%2Fa.png&email=devotee%40example.org&legalEntity=SANNIDHI',
      ),
    ).toEqual({
      userId: 'SSO-1001',
      authToken: 'tok',
      userPhoto: 'https://p/a.png',
      userEmail: 'devotee@example.org',
      legalEntity: 'SANNIDHI',
      lang: 'en',
    });
  });

  it('keeps a given lang and answers null without uid', () => {
    expect(readLoginCallback('?uid=u&lang=ta')?.lang).toBe('ta');
    expect(readLoginCallback('?uid=u&lang=ta-IN')?.lang).toBe('ta');
    expect(readLoginCallback('?uid=u&lang=fr')?.lang).toBe('en');
    expect(readLoginCallback('?authToken=t')).toBeNull();
    expect(readLoginCallback('')).toBeNull();
  });
});
