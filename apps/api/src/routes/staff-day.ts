import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  CheckInAnswer,
  CheckInBody,
  StaffDay,
  StaffDayQuery,
  UndoCheckInBody,
} from '@sannidhi/domain/contracts/staff-day';
import { requireAuth } from '../plugins/auth';
import { checkInBooking, undoCheckIn } from '../services/check-in/check-in';
import { listStaffDay } from '../services/check-in/list-day';

/** The day's rituals: the slots of a date with their participants, and check-in by booking reference. */
export async function staffDayRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['staff'], security: [{ bearer: [] }] };
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  app.get(
    '/staff/day',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: StaffDayQuery,
        response: { 200: envelope(StaffDay), ...errors },
      },
    },
    async (request) => ({
      payload: await listStaffDay(app.deps.pool, requireAuth(request), request.query),
    }),
  );
  app.post(
    '/staff/check-in',
    {
      preHandler: app.authenticate,
      config: { limit: 'checkIn' },
      schema: {
        ...common,
        body: CheckInBody,
        response: { 200: envelope(CheckInAnswer), ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({
      payload: await checkInBooking(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
  app.post(
    '/staff/check-in/undo',
    {
      preHandler: app.authenticate,
      config: { limit: 'checkIn' },
      schema: {
        ...common,
        body: UndoCheckInBody,
        response: { 200: envelope(CheckInAnswer), ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({
      payload: await undoCheckIn(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
}
