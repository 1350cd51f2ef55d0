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

/** The schedule: recurring rules that open a ritual's dates, slot capacity, and closing a date or a slot. */
export async function staffScheduleRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['staff'], security: [{ bearer: [] }] };
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const ctx = (request: { id: string }) => ({ requestId: request.id });

  app.get(
    '/staff/schedule',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: StaffScheduleQuery,
        response: { 200: envelope(StaffSchedule), ...errors },
      },
    },
    async (request) => ({ payload: await listSchedule(app.deps.pool, requireAuth(request), request.query) }),
  );
  app.post(
    '/staff/schedule/rules',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: AddScheduleRuleBody,
        response: { 200: envelope(AddScheduleRuleAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await addScheduleRule(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.post(
    '/staff/schedule/rules/remove',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: RemoveScheduleRuleBody,
        response: { 200: envelope(RemoveScheduleRuleAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await removeScheduleRule(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.post(
    '/staff/schedule/generate',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: GenerateSlotsBody,
        response: { 200: envelope(GenerateSlotsAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await generateSlots(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.post(
    '/staff/schedule/capacity',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: SlotCapacityBody,
        response: { 200: envelope(SlotCapacityAnswer), ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({
      payload: await changeSlotCapacity(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.get(
    '/staff/schedule/bookings',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: ScheduleBookingsQuery,
        response: { 200: envelope(ScheduleBookings), ...errors },
      },
    },
    async (request) => ({
      payload: await listScheduleBookings(app.deps.pool, requireAuth(request), request.query),
    }),
  );
  app.post(
    '/staff/schedule/close',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: CloseSlotsBody,
        response: { 200: envelope(CloseSlotsAnswer), ...errors, 422: ErrorBody },
      },
    },
    async (request) => ({
      payload: await closeScheduleSlots(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
  app.post(
    '/staff/schedule/reopen',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: ReopenSlotsBody,
        response: { 200: envelope(ReopenSlotsAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await reopenScheduleSlots(app.deps.pool, requireAuth(request), request.body, ctx(request)),
    }),
  );
}
