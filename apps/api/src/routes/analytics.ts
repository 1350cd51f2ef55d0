import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalyticsEventAnswer,
  AnalyticsEventBody,
  AnalyticsRecordedAnswer,
} from '@sannidhi/domain/contracts/analytics';
import { envelope } from '@sannidhi/domain/contracts/common';
import { requireAuth } from '../plugins/auth';
import { listEvents } from '../services/analytics/list-events';
import { recordBrowserEvent } from '../services/analytics/record-event';

export async function analyticsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  // Cart events from the browser (slots selected, add to cart, checkout). Purchase events are recorded by the api.
  app.post(
    '/analytics/events',
    {
      preHandler: app.authenticate,
      config: { limit: 'analyticsWrite' },
      schema: {
        tags: ['analytics'],
        security,
        body: AnalyticsEventBody,
        response: { 200: envelope(AnalyticsRecordedAnswer) },
      },
    },
    async (request) => {
      await recordBrowserEvent(app.deps, requireAuth(request), request.body, {
        backOfficeHeader: request.isBackOffice,
      });
      return { payload: { recorded: true } };
    },
  );

  app.get(
    '/analytics/events',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['analytics'],
        security,
        querystring: z.object({
          name: z.string().optional(),
          center: z.string().min(1).max(200).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: envelope(z.array(AnalyticsEventAnswer)) },
      },
    },
    async (request) => ({ payload: await listEvents(app.deps, requireAuth(request), request.query) }),
  );
}
