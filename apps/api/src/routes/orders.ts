import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateOrderAnswer, CreateOrderBody } from '@sannidhi/domain/contracts/order';
import { envelope } from '@sannidhi/domain/contracts/common';
import { requireAuth } from '../plugins/auth';
import { createOrder } from '../services/orders/create-order';

export async function orderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;

  app.post(
    '/order/create',
    {
      preHandler: app.authenticate,
      config: { limit: 'orderCreate' },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        body: CreateOrderBody,
        response: { 200: envelope(CreateOrderAnswer) },
      },
    },
    async (request) => {
      const payload = await createOrder(app.deps, requireAuth(request), request.body, {
        requestId: request.id,
        bypassCutOff: request.headers.bypassvalue === 'true',
        callbackOrigin: request.isBackOffice ? config.BACK_OFFICE_ORIGIN : config.APP_ORIGIN,
      });
      return { payload };
    },
  );
}
