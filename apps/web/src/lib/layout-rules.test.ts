import { describe, expect, it } from 'vitest';
import { activeBottomTab, hidesChrome, isPaymentPath, showsCenterSelect } from './layout-rules';

describe('layout rules', () => {
  it('treats /payment and everything below it as payment paths', () => {
    expect(isPaymentPath('/payment/ABCDE12345')).toBe(true);
    expect(isPaymentPath('/payment/result')).toBe(true);
    expect(isPaymentPath('/payments')).toBe(false);
    expect(isPaymentPath('/card-payment')).toBe(false);
  });

  it('hides header and footer on payment paths and the gateway return page', () => {
    expect(hidesChrome('/payment/x')).toBe(true);
    expect(hidesChrome('/gpmsResponse')).toBe(true);
    expect(hidesChrome('/login')).toBe(true);
    expect(hidesChrome('/logout')).toBe(true);
    expect(hidesChrome('/cart')).toBe(false);
  });

  it('offers the centre drop-down on /rituals, /account and /BackOfficeUserNotAllowed only', () => {
    expect(['/rituals', '/account', '/BackOfficeUserNotAllowed', '/rituals/'].map(showsCenterSelect)).toEqual(
      [true, true, true, true],
    );
    expect(['/', '/cart', '/account/profile', '/rituals/book-ritual/1'].map(showsCenterSelect)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('marks the current bottom tab', () => {
    expect(activeBottomTab('/cart')).toBe('cart');
    expect(activeBottomTab('/rituals/book-ritual/7')).toBe('rituals');
    expect(activeBottomTab('/account/profile')).toBe('account');
    expect(activeBottomTab('/')).toBeNull();
  });
});
