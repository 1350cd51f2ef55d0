import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalyticsEventAnswer,
  AnalyticsEventBody,
  PincodeAnswer,
  PincodeQuery,
} from '@sannidhi/domain/contracts/analytics';
import { envelope } from '@sannidhi/domain/contracts/common';
import { BACK_OFFICE_SELECTION_SOURCE } from '@sannidhi/domain/utm';
import { forbidden } from '../errors';
import { requireAuth } from '../plugins/auth';
import { hasRole } from '../repositories/roles';
import { isOfficeVolunteer } from '../services/auth/access';

export async function analyticsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool, providers } = app.deps;
  const security = [{ bearer: [] }];

  // Cart events from the browser (slots selected, add to cart, checkout). Purchase events are recorded by the api.
  app.post(
    '/analytics/events',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['analytics'],
        security,
        body: AnalyticsEventBody,
        response: { 200: envelope(z.object({ recorded: z.boolean() })) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { name, centerId, properties } = request.body;
      if (name === 'purchase success' || name === 'purchase failed')
        throw forbidden('Purchase events are recorded by the server');
      const isBackOffice = request.isBackOffice && (await isOfficeVolunteer(pool, auth, centerId));
      await providers.analytics.track({
        name,
        userId: auth.userId,
        centerId: centerId ?? null,
        properties: {
          ...properties,
          ...(isBackOffice ? { selection_source: BACK_OFFICE_SELECTION_SOURCE } : {}),
        },
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
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: envelope(z.array(AnalyticsEventAnswer)) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const isAdmin =
        (await hasRole(pool, auth.userId, 'CENTER_ADMIN')) ||
        (await hasRole(pool, auth.userId, 'ROLE_ADMINISTRATOR'));
      if (!isAdmin) throw forbidden('Only administrators can list analytics events');
      const { rows } = await pool.query<{
        id: number;
        name: string;
        user_id: string | null;
        center_id: string | null;
        properties: Record<string, unknown>;
        created_at: Date;
      }>('SELECT * FROM analytics_events WHERE ($1::text IS NULL OR name = $1) ORDER BY id DESC LIMIT $2', [
        request.query.name ?? null,
        request.query.limit,
      ]);
      return {
        payload: rows.map((r) => ({
          id: r.id,
          name: r.name,
          userId: r.user_id,
          centerId: r.center_id,
          properties: r.properties,
          createdAt: r.created_at.toISOString(),
        })),
      };
    },
  );

  // Pin code → city and state (the contact-information gateway); null when the code is unknown.
  app.get(
    '/contactInfo/pincode',
    {
      schema: {
        tags: ['address'],
        querystring: PincodeQuery,
        response: { 200: envelope(PincodeAnswer.nullable()) },
      },
    },
    async (request) => ({
      payload: await providers.contactInfo.lookUpPincode(
        request.query.country.toUpperCase(),
        request.query.pin,
      ),
    }),
  );
}
