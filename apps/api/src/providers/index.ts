import type pg from 'pg';
import type { AppConfig } from '../config';
import { createDb } from '../db/client';
import { createDatabaseAnalytics, type Analytics } from './analytics';
import { createHttpContactInfo, type ContactInfoProvider } from './contact-info';
import { createSmtpMailer, type Mailer } from './mail';
import { createHttpGateway, type PaymentGateway } from './payments';
import { createHttpSsoProvider, type SsoProvider } from './sso';
import { createHttpTerminal, type CardTerminal } from './terminal';

export interface Providers {
  sso: SsoProvider;
  gateway: PaymentGateway;
  terminal: CardTerminal;
  mail: Mailer;
  contactInfo: ContactInfoProvider;
  analytics: Analytics;
}

/** The real adapters, pointed by configuration at the sandbox locally and at the real services in production. */
export function createProviders(
  config: AppConfig,
  pool: pg.Pool,
  overrides: Partial<Providers> = {},
): Providers {
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
    gateway:
      overrides.gateway ?? createHttpGateway({ baseUrl: config.GATEWAY_BASE, secret: config.GATEWAY_SECRET }),
    terminal:
      overrides.terminal ??
      createHttpTerminal({ baseUrl: config.TERMINAL_BASE, secret: config.TERMINAL_SECRET }),
    mail:
      overrides.mail ??
      createSmtpMailer({ host: config.SMTP_HOST, port: config.SMTP_PORT, from: config.MAIL_FROM }),
    contactInfo: overrides.contactInfo ?? createHttpContactInfo({ baseUrl: config.CONTACT_INFO_BASE }),
    analytics: overrides.analytics ?? createDatabaseAnalytics(createDb(pool)),
  };
}
