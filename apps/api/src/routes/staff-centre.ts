import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import { SaveCentreBody, StaffCentreAnswer, StaffCentreQuery } from '@sannidhi/domain/contracts/staff-centre';
import { requireAuth } from '../plugins/auth';
import { getCentreSettings, saveCentreSettings } from '../services/centers/centre-settings';

/** Staff console: the settings of a centre (issue 13, Deliver 2; centre.edit). */
export async function staffCentreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['staff'], security: [{ bearer: [] }] };
  const response = {
    200: envelope(StaffCentreAnswer),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
  };
  app.get(
    '/staff/centre',
    {
      preHandler: app.authenticate,
      schema: { ...common, querystring: StaffCentreQuery, response },
    },
    async (request) => ({
      payload: await getCentreSettings(app.deps, requireAuth(request), request.query.center),
    }),
  );
  app.post(
    '/staff/centre',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: SaveCentreBody,
        response,
      },
    },
    async (request) => ({
      payload: await saveCentreSettings(app.deps, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
}
