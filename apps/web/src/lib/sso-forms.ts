/** Fields of the hidden forms posted to the single-sign-on provider (docs/providers.md). */
import type { AppConfig } from './app-config';

export type FormFields = ReadonlyArray<readonly [name: string, value: string]>;

/** The back-office origin signs in with its own API key. */
export function ssoApiKeyFor(
  config: Pick<AppConfig, 'ssoApiKey' | 'ssoBackOfficeApiKey'>,
  isBackOffice: boolean,
): string {
  return isBackOffice ? config.ssoBackOfficeApiKey : config.ssoApiKey;
}

/** The provider returns the browser here after sign-in and logout. */
export function ssoCallbackUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/login`;
}

export interface SsoHashRequest {
  api_key: string;
  request_url: string;
  callback_url: string;
}

export function buildSsoHashRequest(
  config: Pick<AppConfig, 'ssoApiKey' | 'ssoBackOfficeApiKey' | 'ssoLoginUrl'>,
  isBackOffice: boolean,
  origin: string,
): SsoHashRequest {
  return {
    api_key: ssoApiKeyFor(config, isBackOffice),
    request_url: config.ssoLoginUrl,
    callback_url: ssoCallbackUrl(origin),
  };
}

export function buildSsoLoginFields(
  config: Pick<AppConfig, 'legalEntity'>,
  request: SsoHashRequest,
  hash: string,
  lang: string,
): FormFields {
  return [
    ['action', '0'],
    ['legal_entity', config.legalEntity],
    ['force_consent', '1'],
    ['lang', lang || 'en'],
    ['mandates', ''],
    ['api_key', request.api_key],
    ['request_url', request.request_url],
    ['callback_url', request.callback_url],
    ['hash', hash],
  ];
}

export function buildSsoLogoutFields(
  config: Pick<AppConfig, 'ssoApiKey' | 'ssoBackOfficeApiKey'>,
  isBackOffice: boolean,
  origin: string,
): FormFields {
  return [
    ['api_key', ssoApiKeyFor(config, isBackOffice)],
    ['callback_url', ssoCallbackUrl(origin)],
  ];
}
