// Rate limits per user and per client address on the endpoints worth abusing (docs/operations.md, "Rate limits"),
// with @fastify/rate-limit and counters in PostgreSQL, so that every api process counts against the same limits.
// A route opts in with `config: { limit: '<group>' }`; an exceeded limit answers 429 { message } with Retry-After.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import { countHit, deleteEndedCounters, readHits } from '../repositories/rate-limits';

export const LIMIT_GROUPS = [
  'signIn',
  'tokenRefresh',
  'profileLookup',
  'orderCreate',
  'paymentLink',
  'terminal',
  'analyticsWrite',
] as const;
export type LimitGroup = (typeof LIMIT_GROUPS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit group the route counts against (per user and per client address). */
    limit?: LimitGroup;
  }
}

export const TOO_MANY_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** A @fastify/rate-limit store on the rate_limit_counters table: one upsert per counted request. */
function postgresStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  let calls = 0;
  class PostgresStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      // Now and then (about one call in a thousand) ended windows are swept; nothing waits for it.
      if (++calls % 1000 === 0) deleteEndedCounters(pool).catch(() => undefined);
      countHit(pool, key, windowMs).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      readHits(pool, key).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }
    child() {
      return this;
    }
  }
  return PostgresStore;
}

/** The per-user and per-address maximum of a group in one window, from RATE_LIMIT_<GROUP> ("user/ip"). */
export function limitsOf(config: AppConfig, group: LimitGroup): { user: number; ip: number } {
  return config[LIMIT_VARIABLES[group]];
}
const LIMIT_VARIABLES = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  tokenRefresh: 'RATE_LIMIT_TOKEN_REFRESH',
  profileLookup: 'RATE_LIMIT_PROFILE_LOOKUP',
  orderCreate: 'RATE_LIMIT_ORDER_CREATE',
  paymentLink: 'RATE_LIMIT_PAYMENT_LINK',
  terminal: 'RATE_LIMIT_TERMINAL',
  analyticsWrite: 'RATE_LIMIT_ANALYTICS_WRITE',
} as const satisfies Record<LimitGroup, keyof AppConfig>;

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config, pool } = app.deps;
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(pool),
    // Counters unreachable (database down): the request goes on and meets the outage itself (503).
    skipOnError: true,
  });
  const groupOf = (request: FastifyRequest) => request.routeOptions.config.limit;
  const perAddress = app.createRateLimit({
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${groupOf(request)}:ip:${request.ip}`,
    max: (request) => limitsOf(config, groupOf(request)!).ip,
  });
  const perUser = app.createRateLimit({
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${groupOf(request)}:user:${request.auth?.userId ?? ''}`,
    max: (request) => limitsOf(config, groupOf(request)!).user,
  });
  // After the token is verified (the auth plugin's preHandler), so that the user is known.
  app.addHook('preHandler', async (request, reply) => {
    const group = groupOf(request);
    if (!group || config.RATE_LIMIT_WINDOW_MS === 0) return;
    const checks = [perAddress(request)];
    if (request.auth) checks.push(perUser(request));
    for (const limit of await Promise.all(checks)) {
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
        request.log.warn({ key: limit.key }, 'rate limit exceeded');
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_MESSAGE);
      }
    }
  });
});
