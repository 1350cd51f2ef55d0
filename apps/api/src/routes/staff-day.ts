import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { answers, signedIn } from './signed-in';

/** The day's rituals: the slots of a date with their participants, and check-in by booking reference. */
export async function staffDayRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/staff/day',
    signedIn(app, 'staff', { querystring: StaffDayQuery, response: answers(StaffDay, 400, 401, 403, 404) }),
    async (request) => ({
      payload: await listStaffDay(app.deps.pool, requireAuth(request), request.query),
    }),
  );
  const checkIn = answers(CheckInAnswer, 400, 401, 403, 404, 409);
  app.post(
    '/staff/check-in',
    { ...signedIn(app, 'staff', { body: CheckInBody, response: checkIn }), config: { limit: 'checkIn' } },
    async (request) => ({
      payload: await checkInBooking(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
  app.post(
    '/staff/check-in/undo',
    { ...signedIn(app, 'staff', { body: UndoCheckInBody, response: checkIn }), config: { limit: 'checkIn' } },
    async (request) => ({
      payload: await undoCheckIn(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
}
