import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RolesAnswer, RolesQuery } from '@sannidhi/domain/contracts/auth';
import { envelope } from '@sannidhi/domain/contracts/common';
import { requireAuth } from '../plugins/auth';
import { listRoles } from '../repositories/roles';
import { requireSelf } from '../services/auth/access';

export async function rolesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/roles',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sso'],
        security: [{ bearer: [] }],
        querystring: RolesQuery,
        response: { 200: envelope(RolesAnswer) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireSelf(auth, request.query.userId);
      return { payload: await listRoles(app.deps.pool, request.query.userId, request.query.centerId) };
    },
  );
}
