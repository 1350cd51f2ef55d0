import { describe, expect, it } from 'vitest';
import { buildSsoHashRequest, buildSsoLoginFields, buildSsoLogoutFields, ssoApiKeyFor } from './sso-forms';

const config = {
  ssoApiKey: 'devotee-key',
  ssoBackOfficeApiKey: 'office-key',
  ssoLoginUrl: 'http://localhost:8090/sso/login',
  legalEntity: 'SANNIDHI',
};

describe('SSO forms', () => {
  it('uses the back-office API key on the back-office origin', () => {
    expect(ssoApiKeyFor(config, false)).toBe('devotee-key');
    expect(ssoApiKeyFor(config, true)).toBe('office-key');
  });

  it('asks for a hash over api key, request url and the /login callback', () => {
    expect(buildSsoHashRequest(config, true, 'http://localhost:8081')).toEqual({
      api_key: 'office-key',
      request_url: 'http://localhost:8090/sso/login',
      callback_url: 'http://localhost:8081/login',
    });
  });

  it('posts the fields the provider expects, in order', () => {
    const request = buildSsoHashRequest(config, false, 'http://localhost:8080');
    expect(buildSsoLoginFields(config, request, 'abc123', '')).toEqual([
      ['action', '0'],
      ['legal_entity', 'SANNIDHI'],
      ['force_consent', '1'],
      ['lang', 'en'],
      ['mandates', ''],
      ['api_key', 'devotee-key'],
      ['request_url', 'http://localhost:8090/sso/login'],
      ['callback_url', 'http://localhost:8080/login'],
      ['hash', 'abc123'],
    ]);
  });

  it('logs out with the api key and the /login callback', () => {
    expect(buildSsoLogoutFields(config, false, 'http://localhost:8080/')).toEqual([
      ['api_key', 'devotee-key'],
      ['callback_url', 'http://localhost:8080/login'],
    ]);
  });
});
