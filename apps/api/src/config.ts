// Runtime configuration from environment variables, validated once at start.
import { z } from 'zod';
import { Environment, Region } from '@sannidhi/domain/enums';

const url = z.url();

/** Keys and secrets that UAT and PROD refuse to run on with their published development defaults. */
const PRODUCTION_SECRETS = [
  'SSO_API_KEY',
  'SSO_SECRET',
  'SSO_BACK_OFFICE_API_KEY',
  'GATEWAY_SECRET',
  'TERMINAL_SECRET',
] as const;
const DEV_DEFAULTS: Record<(typeof PRODUCTION_SECRETS)[number], string> = {
  SSO_API_KEY: 'sannidhi-dev-key',
  SSO_SECRET: 'sannidhi-dev-sso-secret-change-me',
  SSO_BACK_OFFICE_API_KEY: 'sannidhi-backoffice-dev-key',
  GATEWAY_SECRET: 'sannidhi-dev-gateway-secret',
  TERMINAL_SECRET: 'sannidhi-dev-terminal-secret',
};
/** "<per user>/<per client address>" requests in one rate-limit window, e.g. "120/1200". */
const limitPair = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => /^\d+\/\d+$/.test(v.trim()), 'must be "<per user>/<per address>", e.g. 120/1200')
    .transform((v) => {
      const [user = 0, ip = 0] = v.trim().split('/').map(Number);
      return { user, ip };
    });

const splitList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** "https://pay.example.org" or "http://localhost:8090": a scheme, a host and maybe a port, nothing more. */
function isOrigin(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const EnvSchema = z
  .object({
    APP_ENV: z._default(Environment, 'DEV'),
    REGION: z._default(Region, 'INDIA'),
    DATABASE_URL: z.string().optional(),
    PGDATA_DIR: z.string().default('.data/postgres'),
    EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().default(8080),
    BACK_OFFICE_PORT: z.coerce.number().int().default(8081),
    APP_ORIGIN: url.default('http://localhost:8080'),
    BACK_OFFICE_ORIGIN: url.default('http://localhost:8081'),
    SANDBOX_BASE: url.default('http://localhost:8090'),
    SSO_BASE: url.default('http://localhost:8090/sso'),
    SSO_ISSUER: z.string().default('http://localhost:8090/sso'),
    SSO_AUDIENCE: z.string().default('sannidhi'),
    SSO_API_KEY: z.string().min(1).default(DEV_DEFAULTS.SSO_API_KEY),
    SSO_SECRET: z.string().min(16).default(DEV_DEFAULTS.SSO_SECRET),
    SSO_BACK_OFFICE_API_KEY: z.string().min(1).default(DEV_DEFAULTS.SSO_BACK_OFFICE_API_KEY),
    SSO_LEGAL_ENTITY: z.string().default('SANNIDHI'),
    PROFILE_SERVICE_URL: url.default('http://localhost:8090/sso/profile'),
    GATEWAY_BASE: url.default('http://localhost:8090/gateway'),
    GATEWAY_SECRET: z.string().min(16).default(DEV_DEFAULTS.GATEWAY_SECRET),
    /**
     * The origins a centre's payment and subscription pages may be at, comma-separated ("https://pay.example.org");
     * unset = the origin of GATEWAY_BASE. A centre's gateway URL elsewhere is refused, and no payment form is built
     * for it.
     */
    GATEWAY_ALLOWED_ORIGINS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        for (const entry of splitList(value ?? '')) {
          if (!isOrigin(entry))
            ctx.addIssue({ code: 'custom', message: `${entry}: not an origin (scheme://host[:port])` });
        }
      }),
    TERMINAL_BASE: url.default('http://localhost:8090/terminal'),
    TERMINAL_SECRET: z.string().min(16).default(DEV_DEFAULTS.TERMINAL_SECRET),
    CONTACT_INFO_BASE: url.default('http://localhost:8090/contact-info'),
    SMTP_HOST: z.string().default('127.0.0.1'),
    SMTP_PORT: z.coerce.number().int().default(2525),
    MAIL_FROM: z.string().default('Sannidhi <no-reply@sannidhi.example.org>'),
    INFO_SITE_BASE_INDIA: url.default('http://localhost:8090/info/in'),
    INFO_SITE_BASE_OVERSEAS: url.default('http://localhost:8090/info/us'),
    ANALYTICS_ID: z.string().default('sandbox'),
    ADDRESS_AUTOCOMPLETE_KEY: z.string().default(''),
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** Minutes a gateway payment may stay pending before the reconciliation job asks the gateway and expires it. */
    PAYMENT_PENDING_MINUTES: z.coerce.number().int().min(1).max(35).default(30),
    /** How long centre and ritual lists are shared between requests (0 = not at all). */
    CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).default(5000),
    /** How long a slot read's answer is shared between requests (0 = not at all); dropped when places change. */
    SLOT_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
    /** How often the background jobs (payment expiry, e-mail outbox) run. */
    JOB_INTERVAL_MS: z.coerce.number().int().min(500).default(15_000),
    RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
    /** PostgreSQL connections per api instance (the connection budget: instances × this ≤ the server's limit). */
    PG_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
    /**
     * How long a request waits in the queue for a free connection before a 503: in a rush every connection is busy,
     * and a devotee served late is better off than one refused. Below the web's request timeout (20 s).
     */
    PG_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    /** How long connecting to PostgreSQL may take before a 503: an outage is answered fast, not queued. */
    PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    /** How long shutdown may wait for requests and a running job round before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
    /** Serve the OpenAPI document and its UI at /api/docs in PROD too (always served in DEV and UAT). */
    API_DOCS: z.enum(['true', 'false']).optional(),
    /**
     * Which proxies in front of the api to believe about the client's address (X-Forwarded-For, -Proto, -Host):
     * `false` (default: none, the socket's address is the client), `true` (any: only when nothing but the proxy can
     * reach the api), a hop count, or comma-separated addresses/CIDRs of the proxies.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string[] => {
        const value = v.trim();
        if (value === '' || value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d+$/.test(value)) return Number(value);
        return value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }),
    /**
     * Places one devotee may hold unpaid (payment INITIALIZED or PENDING) on one slot at a time; office volunteers are
     * exempt. 0 turns the cap off (load tests that book one slot as one devotee).
     */
    UNPAID_PLACES_PER_SLOT: z.coerce.number().int().min(0).default(10),
    /**
     * Open unpaid checkouts (payments INITIALIZED or PENDING) one devotee may have at a time, over all slots; office
     * volunteers are exempt. 0 turns the cap off.
     */
    UNPAID_ORDERS_PER_DEVOTEE: z.coerce.number().int().min(0).default(5),
    /**
     * The share (percent) of a slot's capacity that unpaid places of all devotees together may hold; an order paid at
     * once (cash, cheque… at the counter) is not unpaid. 0 turns the cap off, 100 lets unpaid places fill the slot.
     */
    UNPAID_SLOT_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
    /**
     * The longest an api process trusts its look-up of a user's standing here (exists, not disabled) when it hears of
     * no change: a change ends it at once on every process (`users_changed`); this bounds only a missed notification.
     */
    USER_CHECK_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
    /**
     * How long an api process trusts the sign-on provider's answer that a token's subject has a profile there (asked
     * when the subject is first seen, then again after this): a profile deleted at the provider ends its sessions
     * within this time (≤ 5 minutes).
     */
    SSO_PROFILE_CHECK_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
    /**
     * Data rights (issue 30; docs/decisions.md, "Data rights"): the days between a devotee's "Delete my account" and
     * the erasure, in which signing in again cancels it.
     */
    ERASURE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    /** Analytics events older than this many days lose the user they were linked to (retention). */
    RETENTION_ANALYTICS_DAYS: z.coerce.number().int().min(1).default(180),
    /** Sent mails older than this many days lose their bodies and attachments (retention; the record stays). */
    RETENTION_MAIL_BODY_DAYS: z.coerce.number().int().min(1).default(90),
    /** The window of every rate limit (0 = no rate limits at all, e.g. for a load test). */
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(0).default(60_000),
    RATE_LIMIT_SIGN_IN: limitPair('60/600'),
    RATE_LIMIT_TOKEN_REFRESH: limitPair('60/600'),
    RATE_LIMIT_PROFILE_LOOKUP: limitPair('300/1200'),
    RATE_LIMIT_ORDER_CREATE: limitPair('120/1200'),
    RATE_LIMIT_PAYMENT_LINK: limitPair('120/1200'),
    RATE_LIMIT_TERMINAL: limitPair('300/1200'),
    RATE_LIMIT_ANALYTICS_WRITE: limitPair('600/3000'),
    RATE_LIMIT_BOOKING_LOOKUP: limitPair('300/1200'),
    RATE_LIMIT_CHECK_IN: limitPair('120/600'),
    /**
     * The port of /metrics (Prometheus text, lib/metrics-server.ts), a listener of its own, never the public origins':
     * unset or 0 = not served (npm start serves it on 9464).
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    /** Where the metrics listener binds: this machine only unless set (0.0.0.0 inside a private container network). */
    METRICS_HOST: z.string().default('127.0.0.1'),
    /**
     * Where traces go (OTLP over HTTP, e.g. http://collector:4318; lib/tracing.ts). Unset: tracing is not loaded at
     * all.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.union([url, z.literal('')]).optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('sannidhi-api'),
  })
  .superRefine((c, ctx) => {
    if (c.APP_ENV !== 'PROD') return;
    for (const entry of splitList(c.GATEWAY_ALLOWED_ORIGINS ?? '')) {
      if (!entry.startsWith('https://'))
        ctx.addIssue({
          code: 'custom',
          path: ['GATEWAY_ALLOWED_ORIGINS'],
          message: `${entry}: must be https in PROD`,
        });
    }
  })
  .superRefine((c, ctx) => {
    if (c.APP_ENV === 'DEV') return;
    for (const name of PRODUCTION_SECRETS) {
      if (c[name] === DEV_DEFAULTS[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set in ${c.APP_ENV}: the development default is published in the repository`,
        });
      }
    }
  })
  .transform((c) => ({
    ...c,
    GATEWAY_ALLOWED_ORIGINS: c.GATEWAY_ALLOWED_ORIGINS
      ? splitList(c.GATEWAY_ALLOWED_ORIGINS).map((o) => new URL(o).origin)
      : [new URL(c.GATEWAY_BASE).origin],
  }));
export type AppConfig = z.infer<typeof EnvSchema>;

/** Parses the environment; a wrong value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
