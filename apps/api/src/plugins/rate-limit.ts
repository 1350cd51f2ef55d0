// Rate limits per user and per client address on the endpoints worth abusing (docs/operations.md, "Rate limits"),
// with @fastify/rate-limit and counters shared through PostgreSQL, so that every api process counts against the same
// limits (lib/shared-counters.ts says how a hit far from its limit is counted without a round trip).
// A route opts in with `config: { limit: '<group>' }`; an exceeded limit answers 429 { message } with Retry-After.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import { SharedCounters, type Count } from '../lib/shared-counters';

export const LIMIT_GROUPS = [
  'signIn',
  'tokenRefresh',
  'profileLookup',
  'orderCreate',
  'paymentLink',
  'terminal',
  'analyticsWrite',
  'bookingLookup',
  'checkIn',
] as const;
export type LimitGroup = (typeof LIMIT_GROUPS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit group the route counts against (per user and per client address). */
    limit?: LimitGroup;
  }
}

export const TOO_MANY_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** A @fastify/rate-limit store on the counters shared through PostgreSQL (lib/shared-counters.ts). */
function sharedStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  type Callback = (error: Error | null, result?: Count) => void;
  const answer = (work: Promise<Count>, callback: Callback) =>
    work.then(
      (count) => callback(null, count),
      (err: Error) => callback(err),
    );
  class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, windowMs: number, max: number) {
      void answer(counters.incr(key, windowMs, max), callback);
    }
    read(key: string, callback: Callback) {
      void answer(counters.read(key), callback);
    }
    child() {
      return this;
    }
  }
  return SharedStore;
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
  bookingLookup: 'RATE_LIMIT_BOOKING_LOOKUP',
  checkIn: 'RATE_LIMIT_CHECK_IN',
} as const satisfies Record<LimitGroup, keyof AppConfig>;

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config, pool } = app.deps;
  const counters = new SharedCounters(pool);
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(counters),
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
  // After the token is verified (the auth plugin's preHandler), so that the user is known; only on the routes of a
  // limit group (the others do not pay for it).
  const enforceLimits = async (request: FastifyRequest, reply: FastifyReply) => {
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
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.limit) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, enforceLimits];
  });
});
