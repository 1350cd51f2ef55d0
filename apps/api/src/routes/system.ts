import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfigAnswer } from '@sannidhi/domain/contracts/auth';
import { HealthAnswer } from '@sannidhi/domain/contracts/catalogue';
import { envelope } from '@sannidhi/domain/contracts/common';
import { DEFAULT_DATE_FORMAT, DEFAULT_DIAL_CODE, DEFAULT_TIMEZONE } from '@sannidhi/domain/constants';

export async function systemRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, pool } = app.deps;

  app.get(
    '/health',
    {
      config: { ignoresToken: true },
      schema: { tags: ['system'], response: { 200: envelope(HealthAnswer) } },
    },
    async () => {
      await pool.query('SELECT 1');
      return { payload: { status: 'ok' as const, database: 'ok' as const } };
    },
  );

  const india = config.REGION === 'INDIA';
  const runtimeConfig: ConfigAnswer = {
    environment: config.APP_ENV,
    region: config.REGION,
    appOrigin: config.APP_ORIGIN,
    backOfficeOrigin: config.BACK_OFFICE_ORIGIN,
    ssoBase: config.SSO_BASE,
    ssoLoginUrl: `${config.SSO_BASE}/login`,
    ssoLogoutUrl: `${config.SSO_BASE}/logout`,
    ssoProfileUrl: `${config.SSO_BASE}/profile`,
    ssoApiKey: config.SSO_API_KEY,
    ssoBackOfficeApiKey: config.SSO_BACK_OFFICE_API_KEY,
    legalEntity: config.SSO_LEGAL_ENTITY,
    infoSiteBase: india ? config.INFO_SITE_BASE_INDIA : config.INFO_SITE_BASE_OVERSEAS,
    infoSiteBaseByRegion: { INDIA: config.INFO_SITE_BASE_INDIA, OVERSEAS: config.INFO_SITE_BASE_OVERSEAS },
    analyticsId: config.ANALYTICS_ID,
    addressAutocompleteKey: config.ADDRESS_AUTOCOMPLETE_KEY,
    defaults: {
      currency: india ? 'INR' : 'USD',
      timezone: india ? DEFAULT_TIMEZONE : 'America/Chicago',
      dateFormat: india ? DEFAULT_DATE_FORMAT : 'MM/dd/yyyy',
      dialCode: india ? DEFAULT_DIAL_CODE : '+1',
      country: india ? 'IN' : 'US',
    },
  };
  app.get(
    '/config',
    {
      config: { ignoresToken: true },
      schema: { tags: ['system'], response: { 200: envelope(ConfigAnswer) } },
    },
    async () => ({
      payload: runtimeConfig,
    }),
  );
}
