import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import { FamilyAnswer, FamilyBody, FamilyIdParams, FamilyListQuery } from '@sannidhi/domain/contracts/family';
import { requestCenter } from '../lib/client-context';
import { requireAuth } from '../plugins/auth';
import { listFamiliesOf } from '../services/families/list-families';
import { createFamily, editFamily } from '../services/families/save-family';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Families of a devotee (spec part 2 §7): the Family Details tab and the booking page's family picker. */
export async function familyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.deps;
  const common = { tags: ['family'], security: [{ bearer: [] }] };
  app.get(
    '/family/list',
    {
      preHandler: app.authenticate,
      schema: { ...common, querystring: FamilyListQuery, response: { 200: envelope(z.array(FamilyAnswer)) } },
    },
    async (request) => ({ payload: await listFamiliesOf(pool, requireAuth(request), request.query.ssoId) }),
  );
  app.post(
    '/family',
    {
      preHandler: app.authenticate,
      schema: { ...common, body: FamilyBody, response: { 200: envelope(FamilyAnswer), ...errors } },
    },
    async (request) => ({
      payload: await createFamily(pool, requireAuth(request), request.body, {
        requestId: request.id,
        centerId: requestCenter(request.headers),
        contactInfo: app.deps.providers.contactInfo,
      }),
    }),
  );
  app.put(
    '/family/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        params: FamilyIdParams,
        body: FamilyBody,
        response: { 200: envelope(FamilyAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await editFamily(pool, requireAuth(request), request.params.id, request.body, {
        requestId: request.id,
        centerId: requestCenter(request.headers),
        contactInfo: app.deps.providers.contactInfo,
      }),
    }),
  );
}
