import type { AppConfig } from '../config';
import { createHttpSsoProvider, type SsoProvider } from './sso';

export interface Providers {
  sso: SsoProvider;
}

/** The real adapters, pointed by configuration at the sandbox locally and at the real services in production. */
export function createProviders(config: AppConfig, overrides: Partial<Providers> = {}): Providers {
  return {
    sso:
      overrides.sso ??
      createHttpSsoProvider({
        baseUrl: config.SSO_BASE,
        issuer: config.SSO_ISSUER,
        audience: config.SSO_AUDIENCE,
        apiKey: config.SSO_API_KEY,
        secret: config.SSO_SECRET,
      }),
  };
}
