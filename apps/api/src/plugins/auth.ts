// Verifies the bearer token on protected routes and mirrors a user into PostgreSQL on first sign-in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BACK_OFFICE_HEADER } from '@sannidhi/domain/constants';
import { unauthorized } from '../errors';
import { mirrorUser } from '../services/users/mirror-user';

export interface AuthContext {
  userId: string;
  email: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The back-office header was sent. It grants nothing by itself: services check roles. */
    isBackOffice: boolean;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('isBackOffice', false);
  app.addHook('onRequest', async (request) => {
    request.isBackOffice = request.headers[BACK_OFFICE_HEADER] === 'true';
  });
  const mirrored = new Set<string>();
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('Please sign in to continue');
    const claims = await app.deps.providers.sso.verifyToken(token);
    if (!mirrored.has(claims.userId)) {
      await mirrorUser(app.deps, claims);
      mirrored.add(claims.userId);
    }
    request.auth = { ...claims, token };
  });
});

/** The signed-in user of a protected route (the route's preHandler ran authenticate). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('Please sign in to continue');
  return request.auth;
}
