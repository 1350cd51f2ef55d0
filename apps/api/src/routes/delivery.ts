import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import { DeliveryAnswer, SetDeliveryBody } from '@sannidhi/domain/contracts/delivery';
import { requireAuth } from '../plugins/auth';
import { setOrderDelivery } from '../services/delivery/set-delivery';

/** Prasadam dispatch by centre staff (until the staff console exists). */
export async function deliveryRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/prasadam/delivery',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['prasadam'],
        security: [{ bearer: [] }],
        body: SetDeliveryBody,
        response: {
          200: envelope(DeliveryAnswer),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      payload: await setOrderDelivery(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
}
