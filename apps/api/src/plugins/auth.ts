// Verifies the bearer token and mirrors a user into PostgreSQL on first sign-in. One behaviour for an invalid token
// on every endpoint (docs/decisions.md): a token that is sent is verified, with or without the back-office header,
// also on the public catalogue reads, so a stale session is refused at once with 401 and the provider's message
// ("Your session has expired, please sign in again"). Routes whose callers may hold a stale token by design
// (health, runtime config, the sign-in and sign-out form hash, the gateway's notification) set
// `config: { ignoresToken: true }`.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BACK_OFFICE_HEADER } from '@sannidhi/domain/constants';
import { unauthorized } from '../errors';
import { createAccountStanding } from '../services/users/account-standing';
import type { AuthContext } from '../types';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The back-office header was sent. It grants nothing by itself: services check roles. */
    isBackOffice: boolean;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * The user `authenticate` would let this Authorization header through as without asking anyone: its token was
     * verified before and has not ended, and its account's standing is known and good. Null means "ask".
     */
    knownCaller: (authorization: string) => string | null;
  }
  interface FastifyContextConfig {
    /** The route does not look at the caller: a token sent with it is not verified. */
    ignoresToken?: boolean;
  }
}

function bearerToken(header: string | undefined): string {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** Whether the SPA says it is the back office (what it may see is still decided by the caller's roles). */
export const flagBackOffice: onRequestHookHandler = function flagBackOffice(request, _reply, done) {
  request.isBackOffice = request.headers[BACK_OFFICE_HEADER] === 'true';
  done();
};

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('isBackOffice', false);
  app.addHook('onRequest', flagBackOffice);
  // Whether the token's account may still act (services/users/account-standing.ts): known to the sign-on provider
  // (asked when first seen, then every SSO_PROFILE_CHECK_MS), and not disabled or deleted here (forgotten at once on
  // every api process when that changes). Neither is asked on every request.
  const standing = createAccountStanding(app.deps);
  app.addHook('onClose', async () => standing.close());
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.auth) return; // verified once per request
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Please sign in to continue');
    const claims = await app.deps.providers.sso.verifyToken(token);
    await standing.require(claims);
    request.auth = { userId: claims.userId, email: claims.email, token };
  });
  app.decorate('knownCaller', (authorization: string) => {
    const token = bearerToken(authorization);
    const claims = token ? app.deps.providers.sso.knownToken(token) : null;
    return claims !== null && standing.isKnownActive(claims) ? claims.userId : null;
  });
  // A token that is sent is verified on every route, public ones included.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.routeOptions.config.ignoresToken || !request.headers.authorization) return done();
    app.authenticate(request).then(() => done(), done);
  });
});

/** The signed-in user of a protected route (the route's preHandler ran authenticate). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('Please sign in to continue');
  return request.auth;
}

/** The caller of a public read as plain values: the verified token's user (or none) and the back-office header. */
export function callerOf(request: FastifyRequest): { auth: AuthContext | null; isBackOffice: boolean } {
  return { auth: request.auth, isBackOffice: request.isBackOffice };
}
