// Server-to-server API of the SSO provider (headers x-api-key + x-api-secret), as the api calls it.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { safeEqual } from '../shared/crypto';
import type { SsoDeps } from './browser-routes';
import { isCountryCode } from './countries';
import { EmailTakenError, normaliseEmail } from './profile-store';
import { isKnownApiKey } from './sign-in-request';

const name = z.string().trim().min(1).max(255);
const CreateProfileBody = z.object({
  email: z.string().trim().pipe(z.email()),
  firstName: name,
  lastName: name,
  countryOfResidence: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code'),
});
const ImportProfileBody = CreateProfileBody.extend({
  firstName: z.string().trim().max(255).default(''),
}).extend({
  lastName: z.string().trim().max(255).default(''),
});
const ProfileId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);
const RefreshBody = z.object({ authToken: z.string().min(1) });

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}

export const ssoApiRoutes: FastifyPluginAsync<SsoDeps> = async (app, { config, profiles, tokens }) => {
  app.addHook('onRequest', async (request, reply) => {
    const apiKey = request.headers['x-api-key'];
    const secret = request.headers['x-api-secret'];
    const valid =
      typeof apiKey === 'string' &&
      typeof secret === 'string' &&
      isKnownApiKey(config, apiKey) &&
      safeEqual(secret, config.SSO_SECRET);
    if (!valid) return reply.code(401).send({ message: 'Invalid or missing x-api-key / x-api-secret' });
  });

  app.get<{ Params: { id: string } }>('/profiles/:id', async (request, reply) => {
    const profile = profiles.findById(request.params.id);
    return profile ?? reply.code(404).send({ message: 'Profile not found' });
  });

  // A user import under a chosen id (docs/providers.md): 201 when created, 200 when that id was already there.
  app.put<{ Params: { id: string } }>('/profiles/:id', async (request, reply) => {
    if (!ProfileId.safeParse(request.params.id).success) {
      return reply.code(400).send({ message: 'id: letters, digits, ".", "_" or "-", at most 64' });
    }
    const parsed = ImportProfileBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: describe(parsed.error) });
    try {
      const { profile, created } = profiles.import(request.params.id, parsed.data);
      return reply.code(created ? 201 : 200).send(profile);
    } catch (error) {
      if (error instanceof EmailTakenError) {
        return reply
          .code(409)
          .send({ message: `A profile with e-mail ${normaliseEmail(parsed.data.email)} already exists` });
      }
      throw error;
    }
  });

  // The app's compensation when it cannot keep a profile it just created, and a profile's end (docs/providers.md).
  app.delete<{ Params: { id: string } }>('/profiles/:id', async (request, reply) =>
    profiles.delete(request.params.id)
      ? reply.code(204).send()
      : reply.code(404).send({ message: 'Profile not found' }),
  );

  app.get<{ Querystring: { email?: string | string[] } }>('/profiles', async (request, reply) => {
    const email = request.query.email;
    if (typeof email !== 'string' || !email.trim()) {
      return reply.code(400).send({ message: 'Query parameter email is required' });
    }
    const profile = profiles.findByEmail(email);
    return profile ?? reply.code(404).send({ message: 'Profile not found' });
  });

  app.post('/profiles', async (request, reply) => {
    const parsed = CreateProfileBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: describe(parsed.error) });
    try {
      return reply.code(201).send(profiles.create(parsed.data));
    } catch (error) {
      if (error instanceof EmailTakenError) {
        return reply
          .code(409)
          .send({ message: `A profile with e-mail ${normaliseEmail(parsed.data.email)} already exists` });
      }
      throw error;
    }
  });

  app.post('/token/refresh', async (request, reply) => {
    const parsed = RefreshBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: describe(parsed.error) });
    const claims = await tokens.verifyForRefresh(parsed.data.authToken);
    const profile = claims ? profiles.findById(claims.sub) : undefined;
    if (!profile) return reply.code(401).send({ message: 'authToken is invalid or expired too long ago' });
    return { authToken: await tokens.sign({ sub: profile.profileId, email: profile.email }) };
  });
};
