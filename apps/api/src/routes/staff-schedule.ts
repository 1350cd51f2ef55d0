import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  AddScheduleRuleAnswer,
  AddScheduleRuleBody,
  CloseSlotsAnswer,
  CloseSlotsBody,
  GenerateSlotsAnswer,
  GenerateSlotsBody,
  RemoveScheduleRuleAnswer,
  RemoveScheduleRuleBody,
  ReopenSlotsAnswer,
  ReopenSlotsBody,
  ScheduleBookings,
  ScheduleBookingsQuery,
  SlotCapacityAnswer,
  SlotCapacityBody,
  StaffSchedule,
  StaffScheduleQuery,
} from '@sannidhi/domain/contracts/staff-schedule';
import { requireAuth } from '../plugins/auth';
import { changeSlotCapacity } from '../services/schedule/change-capacity';
import {
  closeScheduleSlots,
  listScheduleBookings,
  reopenScheduleSlots,
} from '../services/schedule/close-slots';
import { addScheduleRule, generateSlots } from '../services/schedule/generate-slots';
import { listSchedule } from '../services/schedule/list-schedule';
import { removeScheduleRule } from '../services/schedule/remove-rule';
import { signedIn } from './signed-in';

/** The schedule: recurring rules that open a ritual's dates, slot capacity, and closing a date or a slot. */
export async function staffScheduleRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const ctx = (request: { id: string }) => ({ requestId: request.id });

  app.get(
    '/staff/schedule',
    signedIn(app, 'staff', {
      querystring: StaffScheduleQuery,
      response: { 200: envelope(StaffSchedule), ...errors },
    }),
    async (request) => ({ payload: await listSchedule(app.deps.pool, requireAuth(request), request.query) }),
  );
  app.post(
    '/staff/schedule/rules',
    signedIn(app, 'staff', {
      body: AddScheduleRuleBody,
      response: { 200: envelope(AddScheduleRuleAnswer), ...errors },
    }),
    async (request) => ({
      payload: await addScheduleRule(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.post(
    '/staff/schedule/rules/remove',
    signedIn(app, 'staff', {
      body: RemoveScheduleRuleBody,
      response: { 200: envelope(RemoveScheduleRuleAnswer), ...errors },
    }),
    async (request) => ({
      payload: await removeScheduleRule(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.post(
    '/staff/schedule/generate',
    signedIn(app, 'staff', {
      body: GenerateSlotsBody,
      response: { 200: envelope(GenerateSlotsAnswer), ...errors },
    }),
    async (request) => ({
      payload: await generateSlots(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.post(
    '/staff/schedule/capacity',
    signedIn(app, 'staff', {
      body: SlotCapacityBody,
      response: { 200: envelope(SlotCapacityAnswer), ...errors, 409: ErrorBody },
    }),
    async (request) => ({
      payload: await changeSlotCapacity(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.get(
    '/staff/schedule/bookings',
    signedIn(app, 'staff', {
      querystring: ScheduleBookingsQuery,
      response: { 200: envelope(ScheduleBookings), ...errors },
    }),
    async (request) => ({
      payload: await listScheduleBookings(app.deps.pool, requireAuth(request), request.query),
    }),
  );
  app.post(
    '/staff/schedule/close',
    signedIn(app, 'staff', {
      body: CloseSlotsBody,
      response: { 200: envelope(CloseSlotsAnswer), ...errors, 422: ErrorBody },
    }),
    async (request) => ({
      payload: await closeScheduleSlots(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.post(
    '/staff/schedule/reopen',
    signedIn(app, 'staff', {
      body: ReopenSlotsBody,
      response: { 200: envelope(ReopenSlotsAnswer), ...errors },
    }),
    async (request) => ({
      payload: await reopenScheduleSlots(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
}
