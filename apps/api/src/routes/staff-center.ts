import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import { SaveCenterBody, StaffCenterAnswer, StaffCenterQuery } from '@sannidhi/domain/contracts/staff-center';
import { requireAuth } from '../plugins/auth';
import { getCenterSettings, saveCenterSettings } from '../services/centers/center-settings';
import { signedIn } from './signed-in';

/** Staff console: the settings of a centre (issue 13, Deliver 2; centre.edit). */
export async function staffCenterRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const response = {
    200: envelope(StaffCenterAnswer),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
  };
  app.get(
    '/staff/centre',
    signedIn(app, 'staff', { querystring: StaffCenterQuery, response }),
    async (request) => ({
      payload: await getCenterSettings(app.deps, requireAuth(request), request.query.center),
    }),
  );
  app.post('/staff/centre', signedIn(app, 'staff', { body: SaveCenterBody, response }), async (request) => ({
    payload: await saveCenterSettings(app.deps, requireAuth(request), request.body, {
      requestId: request.id,
    }),
  }));
}
