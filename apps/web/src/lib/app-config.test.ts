import { describe, expect, it } from 'vitest';
import { isBackOfficeOrigin, parseAppConfig } from './app-config';

const payload = {
  environment: 'DEV',
  region: 'INDIA',
  appOrigin: 'http://localhost:8080',
  backOfficeOrigin: 'http://localhost:8081',
  ssoBase: 'http://localhost:8090/sso',
  ssoLoginUrl: 'http://localhost:8090/sso/login',
  ssoLogoutUrl: 'http://localhost:8090/sso/logout',
  ssoProfileUrl: 'http://localhost:8090/sso/profile',
  ssoApiKey: 'k',
  ssoBackOfficeApiKey: 'bk',
  legalEntity: 'SANNIDHI',
  infoSiteBase: 'http://localhost:8090/info/in',
  analyticsId: 'sandbox',
  addressAutocompleteKey: '',
  defaults: {
    currency: 'INR',
    timezone: 'Asia/Kolkata',
    dateFormat: 'dd-MM-yyyy',
    dialCode: '+91',
    country: 'IN',
  },
};

describe('parseAppConfig', () => {
  it('accepts the contract payload and fills the per-region info bases', () => {
    const config = parseAppConfig(payload);
    expect(config.ssoLoginUrl).toBe(payload.ssoLoginUrl);
    expect(config.infoSiteBaseByRegion).toEqual({
      INDIA: payload.infoSiteBase,
      OVERSEAS: payload.infoSiteBase,
    });
    expect(config.defaults.dialCode).toBe('+91');
  });

  it('names a missing required field', () => {
    expect(() => parseAppConfig({ ...payload, backOfficeOrigin: '' })).toThrow(/backOfficeOrigin/);
    expect(() => parseAppConfig(null)).toThrow();
  });
});

describe('isBackOfficeOrigin', () => {
  it('compares the page origin with the configured back-office origin', () => {
    expect(isBackOfficeOrigin('http://localhost:8081', payload)).toBe(true);
    expect(isBackOfficeOrigin('http://localhost:8080', payload)).toBe(false);
    expect(isBackOfficeOrigin('http://localhost:8081', { backOfficeOrigin: 'http://localhost:8081/' })).toBe(
      true,
    );
  });
});
