import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BookingPerson, BookingPersonQuery } from '@sannidhi/domain/contracts/booking-person';
import { envelope } from '@sannidhi/domain/contracts/common';
import { notFound } from '../errors';
import { requireAuth } from '../plugins/auth';
import { findBookingPerson, saveBookingPerson } from '../repositories/booking-persons';
import { findUserById } from '../repositories/users';
import { requireSelfOrVolunteer } from '../services/auth/access';

export async function bookingPersonRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.deps;
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
        response: { 200: envelope(BookingPerson.nullable()) },
      },
    },
    async (request) => {
      await requireSelfOrVolunteer(pool, requireAuth(request), request.query.ssoId);
      return { payload: await findBookingPerson(pool, request.query.ssoId) };
    },
  );

  app.post(
    '/bookingPerson',
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: BookingPerson, response: { 200: envelope(BookingPerson) } },
    },
    async (request) => {
      await requireSelfOrVolunteer(pool, requireAuth(request), request.body.ssoId);
      if (!(await findUserById(pool, request.body.ssoId))) throw notFound('Devotee not found');
      return { payload: await saveBookingPerson(pool, request.body) };
    },
  );
}
