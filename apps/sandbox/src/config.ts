// Runtime configuration of the sandbox, validated once at start. Defaults equal the api's defaults
// (apps/api/src/config.ts), so both start with no environment at all and still agree.
import { z } from 'zod';

/** An http(s) URL, reduced to its origin. */
const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

/** A private EC P-256 JWK, as produced by `jose.exportJWK` of an ES256 private key. */
export const PrivateJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1),
  kid: z.string().min(1).optional(),
});
export type PrivateEcJwk = z.infer<typeof PrivateJwkSchema>;

const signingKey = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a private JWK in JSON' });
      return z.NEVER;
    }
  })
  .pipe(PrivateJwkSchema);

const EnvSchema = z.object({
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  SANDBOX_DATA_DIR: z.string().min(1).default('.data/sandbox'),
  APP_ORIGIN: origin.default('http://localhost:8080'),
  SSO_API_KEY: z.string().min(1).default('sannidhi-dev-key'),
  SSO_BACK_OFFICE_API_KEY: z.string().min(1).default('sannidhi-backoffice-dev-key'),
  SSO_SECRET: z.string().min(16).default('sannidhi-dev-sso-secret-change-me'),
  SSO_ISSUER: z.string().min(1).default('http://localhost:8090/sso'),
  SSO_AUDIENCE: z.string().min(1).default('sannidhi'),
  SSO_SIGNING_KEY: signingKey.optional(),
  SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** Shared with the api: the gateway form checksum, the notification, status-query and mandate signatures. */
  GATEWAY_SECRET: z.string().min(16).default('sannidhi-dev-gateway-secret'),
  /** Shared with the api: the card terminal API signatures (its own secret, so that one leak is not both). */
  TERMINAL_SECRET: z.string().min(16).default('sannidhi-dev-terminal-secret'),
  /** Where the gateway POSTs its signed server-to-server notification of every outcome. */
  GATEWAY_NOTIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:8080/api/payment/notification'),
  ALLOWED_CALLBACK_ORIGINS: z
    .string()
    .default('http://localhost:8080,http://localhost:8081')
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    )
    .pipe(z.array(origin).min(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type SandboxConfig = z.infer<typeof EnvSchema>;

/** Parses the environment; a wrong value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid sandbox configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
