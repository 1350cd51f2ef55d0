/**
 * Runtime configuration, loaded from `GET /api/config` before the first render (one build serves
 * every environment). Validated by hand rather than with zod to keep zod out of the entry bundle.
 */
import type { ConfigAnswer } from '@sannidhi/domain/contracts/auth';

/** The `/api/config` payload (contract in packages/domain/src/contracts/auth.ts). */
export type AppConfig = ConfigAnswer;
export type AppDefaults = ConfigAnswer['defaults'];

const REQUIRED_STRINGS = [
  'appOrigin',
  'backOfficeOrigin',
  'ssoLoginUrl',
  'ssoLogoutUrl',
  'ssoApiKey',
  'ssoBackOfficeApiKey',
] as const satisfies ReadonlyArray<keyof AppConfig>;

const OPTIONAL_STRINGS = [
  'environment',
  'region',
  'ssoBase',
  'ssoProfileUrl',
  'legalEntity',
  'infoSiteBase',
  'analyticsId',
  'addressAutocompleteKey',
] as const satisfies ReadonlyArray<keyof AppConfig>;

/** An IANA zone name, not a text. */
const DEFAULT_TIMEZONE = 'Asia/Kolkata';

const DEFAULTS: AppDefaults = {
  currency: 'INR',
  timezone: DEFAULT_TIMEZONE,
  dateFormat: 'dd-MM-yyyy',
  dialCode: '+91',
  country: 'IN',
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Validates the `/api/config` payload; throws naming the first missing field. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('Configuration payload is not an object');
  const r = raw as Record<string, unknown>;
  for (const key of REQUIRED_STRINGS) {
    if (!str(r[key])) throw new Error(`Configuration is missing ${key}`);
  }
  const d = (typeof r.defaults === 'object' && r.defaults !== null ? r.defaults : {}) as Record<
    string,
    unknown
  >;
  const config = {} as Record<string, unknown>;
  for (const key of [...REQUIRED_STRINGS, ...OPTIONAL_STRINGS]) config[key] = str(r[key]);
  const byRegion = (
    typeof r.infoSiteBaseByRegion === 'object' && r.infoSiteBaseByRegion !== null
      ? r.infoSiteBaseByRegion
      : {}
  ) as Record<string, unknown>;
  config.infoSiteBaseByRegion = {
    INDIA: str(byRegion.INDIA) || str(r.infoSiteBase),
    OVERSEAS: str(byRegion.OVERSEAS) || str(r.infoSiteBase),
  };
  config.defaults = {
    currency: str(d.currency) || DEFAULTS.currency,
    timezone: str(d.timezone) || DEFAULTS.timezone,
    dateFormat: str(d.dateFormat) || DEFAULTS.dateFormat,
    dialCode: str(d.dialCode) || DEFAULTS.dialCode,
    country: str(d.country) || DEFAULTS.country,
  } satisfies AppDefaults;
  return config as unknown as AppConfig;
}

/** Back-office mode: the page is served from the configured back-office origin (spec part 1 §1). */
export function isBackOfficeOrigin(origin: string, config: Pick<AppConfig, 'backOfficeOrigin'>): boolean {
  return origin.replace(/\/+$/, '') === config.backOfficeOrigin.replace(/\/+$/, '');
}

let backOffice = false;

/** Fetches and installs the configuration; rejects when the api cannot be reached or answers badly. */
export async function loadAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const response = await fetch('/api/config', { credentials: 'include', signal });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body = (await response.json()) as { payload?: unknown };
  const config = parseAppConfig(body.payload);
  installAppConfig(config, window.location.origin);
  return config;
}

/** Makes the configuration available to non-React code (api client, guards). */
export function installAppConfig(config: AppConfig, origin: string): void {
  backOffice = isBackOfficeOrigin(origin, config);
}

/** False until the configuration is loaded. */
export function getIsBackOffice(): boolean {
  return backOffice;
}
