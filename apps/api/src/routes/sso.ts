import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateProfileBody,
  DevoteeProfile,
  EmailQuery,
  ProfileIdParams,
  SsoHashAnswer,
  SsoHashBody,
  SsoProfileAnswer,
  UserIdQuery,
} from '@sannidhi/domain/contracts/auth';
import { envelope } from '@sannidhi/domain/contracts/common';
import { badRequest, notFound } from '../errors';
import { requestCenter } from '../lib/client-context';
import { requireAuth } from '../plugins/auth';
import { findUserById } from '../repositories/users';
import { startActingFor } from '../repositories/volunteer-acting-for';
import { requireOfficeVolunteer, requireSelfOrVolunteer } from '../services/auth/access';
import { createProfileOnBehalf } from '../services/auth/create-profile';
import { mirrorFoundProfile } from '../services/users/mirror-user';

export async function ssoRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, pool, providers } = app.deps;
  const tags = ['sso'];
  // plugins/openapi.ts documents the bearer requirement of every route that runs app.authenticate.
  const secured = { preHandler: app.authenticate };
  const allowedKeys = new Set([config.SSO_API_KEY, config.SSO_BACK_OFFICE_API_KEY]);
  const allowedOrigins = new Set([config.APP_ORIGIN, config.BACK_OFFICE_ORIGIN]);
  const loginUrl = `${config.SSO_BASE}/login`;

  app.post(
    '/sso/hash',
    // Signing in and out: the browser may still hold the token of a session that has ended.
    {
      config: { ignoresToken: true, limit: 'signIn' },
      schema: { tags, body: SsoHashBody, response: { 200: envelope(SsoHashAnswer) } },
    },
    async (request) => {
      const { api_key, request_url, callback_url } = request.body;
      // Only our own keys, the provider's sign-in URL and our own origins: the api is not a hash oracle.
      if (!allowedKeys.has(api_key)) throw badRequest('api_key: unknown api key');
      if (request_url !== loginUrl) throw badRequest('request_url: not the sign-in address');
      if (!allowedOrigins.has(new URL(callback_url).origin))
        throw badRequest('callback_url: not an allowed origin');
      return { payload: providers.sso.hash(api_key, request_url, callback_url) };
    },
  );

  app.get(
    '/sso/basicProfile',
    {
      ...secured,
      config: { limit: 'profileLookup' },
      schema: { tags, querystring: UserIdQuery, response: { 200: envelope(SsoProfileAnswer) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      await requireSelfOrVolunteer(pool, auth, request.query.userId);
      const profile = await providers.sso.getProfileById(request.query.userId);
      if (!profile) throw notFound('Profile not found');
      return { payload: profile };
    },
  );

  // Registration lookup: does an SSO profile exist for this e-mail? null when none.
  app.get(
    '/sso/profileCheck',
    {
      ...secured,
      config: { limit: 'profileLookup' },
      schema: { tags, querystring: EmailQuery, response: { 200: envelope(z.nullable(SsoProfileAnswer)) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const centerId = requestCenter(request.headers);
      await requireOfficeVolunteer(pool, auth, centerId);
      const profile = await providers.sso.getProfileByEmail(request.query.email);
      // The look-up lets the volunteer change the devotee's details at this centre only (services/auth/access.ts).
      if (profile && centerId) await startActingFor(pool, auth.userId, profile.profileId, centerId);
      // A devotee with a sign-on profile who never used Sannidhi becomes known here, so the volunteer can book for her.
      await mirrorFoundProfile({ pool, providers }, profile);
      return { payload: profile };
    },
  );

  app.get(
    '/sso/profileByEmail',
    {
      ...secured,
      config: { limit: 'profileLookup' },
      schema: { tags, querystring: EmailQuery, response: { 200: envelope(SsoProfileAnswer) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const centerId = requestCenter(request.headers);
      await requireOfficeVolunteer(pool, auth, centerId);
      const profile = await providers.sso.getProfileByEmail(request.query.email);
      if (!profile) throw notFound('No profile for this e-mail');
      if (centerId) await startActingFor(pool, auth.userId, profile.profileId, centerId);
      // A devotee with a sign-on profile who never used Sannidhi becomes known here, so the volunteer can book for her.
      await mirrorFoundProfile({ pool, providers }, profile);
      return { payload: profile };
    },
  );

  app.get(
    '/sso/profile/:profileId',
    {
      ...secured,
      config: { limit: 'profileLookup' },
      schema: { tags, params: ProfileIdParams, response: { 200: envelope(SsoProfileAnswer) } },
    },
    async (request) => {
      await requireSelfOrVolunteer(pool, requireAuth(request), request.params.profileId);
      const profile = await providers.sso.getProfileById(request.params.profileId);
      if (!profile) throw notFound('Profile not found');
      return { payload: profile };
    },
  );

  app.get(
    '/devotee/profile/:profileId',
    {
      ...secured,
      config: { limit: 'profileLookup' },
      schema: { tags, params: ProfileIdParams, response: { 200: envelope(z.nullable(DevoteeProfile)) } },
    },
    async (request) => {
      await requireSelfOrVolunteer(pool, requireAuth(request), request.params.profileId);
      const user = await findUserById(pool, request.params.profileId);
      if (!user) return { payload: null };
      return {
        payload: {
          profileId: user.id,
          ssoId: user.id,
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          countryOfResidence: user.country_of_residence,
        },
      };
    },
  );

  app.get(
    '/sso/refreshToken',
    {
      ...secured,
      config: { limit: 'tokenRefresh' },
      schema: { tags, response: { 200: envelope(z.object({ authToken: z.string() })) } },
    },
    async (request) => ({
      payload: { authToken: await providers.sso.refreshToken(requireAuth(request).token) },
    }),
  );

  app.post(
    '/sso/createProfile',
    {
      ...secured,
      config: { limit: 'profileLookup' },
      schema: { tags, body: CreateProfileBody, response: { 200: envelope(DevoteeProfile) } },
    },
    async (request) => {
      const payload = await createProfileOnBehalf(app.deps, requireAuth(request), request.body, {
        centerId: requestCenter(request.headers),
        requestId: request.id,
      });
      return { payload };
    },
  );
}
