import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  BookingPerson,
  BookingPersonAnswer,
  BookingPersonQuery,
} from '@sannidhi/domain/contracts/booking-person';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import { requestCenter } from '../lib/client-context';
import { requireAuth } from '../plugins/auth';
import { getBillingProfile, saveBillingProfile } from '../services/booking-persons/save-booking-person';

export async function bookingPersonRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['booking person'];
  const security = [{ bearer: [] }];

  app.get(
    '/bookingPerson',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: BookingPersonQuery,
        response: { 200: envelope(z.nullable(BookingPersonAnswer)) },
      },
    },
    async (request) => ({
      payload: await getBillingProfile(app.deps, requireAuth(request), request.query.ssoId),
    }),
  );

  app.post(
    '/bookingPerson',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: BookingPerson,
        response: { 200: envelope(BookingPersonAnswer), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      payload: await saveBillingProfile(app.deps, requireAuth(request), request.body, {
        requestId: request.id,
        centerId: requestCenter(request.headers),
        onLookUpUnreachable: (err) =>
          request.log.warn({ err }, 'pin-code look-up unreachable: the typed city and state are kept'),
      }),
    }),
  );
}
