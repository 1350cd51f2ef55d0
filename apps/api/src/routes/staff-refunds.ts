import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  ApproveRefundAnswer,
  ApproveRefundBody,
  RecordOutsideRefundAnswer,
  RecordOutsideRefundBody,
  RetryRefundAnswer,
  RetryRefundBody,
  StaffRefundList,
  StaffRefundsQuery,
} from '@sannidhi/domain/contracts/staff-refunds';
import { StaffActionsAnswer, StaffActionsQuery } from '@sannidhi/domain/contracts/staff';
import { requireAuth } from '../plugins/auth';
import { myStaffActions } from '../services/roles/my-actions';
import { listStaffRefunds, recordOutsideRefund, retryStaffRefund } from '../services/refunds/staff-refunds';
import { approveStaffRefund } from '../services/refunds/refund-approval';

/** Centre staff: refunds that failed or are stuck, and their retry (the staff console, issue 13, grows here). */
export async function staffRefundRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['staff'], security: [{ bearer: [] }] };
  app.get(
    '/staff/actions',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: StaffActionsQuery,
        response: { 200: envelope(StaffActionsAnswer), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({
      payload: { actions: await myStaffActions(app.deps.pool, requireAuth(request), request.query.center) },
    }),
  );
  app.get(
    '/staff/refunds',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: StaffRefundsQuery,
        response: { 200: envelope(StaffRefundList), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      payload: await listStaffRefunds(app.deps.pool, requireAuth(request), request.query.center),
    }),
  );
  app.post(
    '/staff/refunds/retry',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: RetryRefundBody,
        response: {
          200: envelope(RetryRefundAnswer),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => ({
      payload: await retryStaffRefund(app.deps, requireAuth(request), request.body.refundId, {
        requestId: request.id,
        log: request.log,
      }),
    }),
  );
  app.post(
    '/staff/refunds/approve',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: ApproveRefundBody,
        response: {
          200: envelope(ApproveRefundAnswer),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      payload: await approveStaffRefund(app.deps, requireAuth(request), request.body.refundId, {
        requestId: request.id,
        log: request.log,
      }),
    }),
  );
  app.post(
    '/staff/refunds/record-outside',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: RecordOutsideRefundBody,
        response: {
          200: envelope(RecordOutsideRefundAnswer),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      payload: await recordOutsideRefund(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
}
