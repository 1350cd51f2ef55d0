import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { answers, signedIn } from './signed-in';

/** Centre staff: refunds that failed or are stuck, and their retry (the staff console, issue 13, grows here). */
export async function staffRefundRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/staff/actions',
    signedIn(app, 'staff', {
      querystring: StaffActionsQuery,
      response: answers(StaffActionsAnswer, 400, 401),
    }),
    async (request) => ({
      payload: { actions: await myStaffActions(app.deps.pool, requireAuth(request), request.query.center) },
    }),
  );
  app.get(
    '/staff/refunds',
    signedIn(app, 'staff', {
      querystring: StaffRefundsQuery,
      response: answers(StaffRefundList, 400, 401, 403),
    }),
    async (request) => ({
      payload: await listStaffRefunds(app.deps.pool, requireAuth(request), request.query.center),
    }),
  );
  app.post(
    '/staff/refunds/retry',
    signedIn(app, 'staff', {
      body: RetryRefundBody,
      response: answers(RetryRefundAnswer, 400, 401, 403, 404),
    }),
    async (request) => ({
      payload: await retryStaffRefund(app.deps, requireAuth(request), request.body.refundId, {
        requestId: request.id,
        log: request.log,
      }),
    }),
  );
  app.post(
    '/staff/refunds/approve',
    signedIn(app, 'staff', {
      body: ApproveRefundBody,
      response: answers(ApproveRefundAnswer, 400, 401, 403, 404, 409),
    }),
    async (request) => ({
      payload: await approveStaffRefund(app.deps, requireAuth(request), request.body.refundId, {
        requestId: request.id,
        log: request.log,
      }),
    }),
  );
  app.post(
    '/staff/refunds/record-outside',
    signedIn(app, 'staff', {
      body: RecordOutsideRefundBody,
      response: answers(RecordOutsideRefundAnswer, 400, 401, 403, 404, 409),
    }),
    async (request) => ({
      payload: await recordOutsideRefund(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
}
