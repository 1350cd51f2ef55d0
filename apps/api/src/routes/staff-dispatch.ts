import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  DispatchPrintQuery,
  DispatchUpdateAnswer,
  DispatchUpdateBody,
  StaffDispatch,
  StaffDispatchQuery,
} from '@sannidhi/domain/contracts/staff-dispatch';
import { requireAuth } from '../plugins/auth';
import { listDispatch } from '../services/dispatch/list-dispatch';
import { printDispatch, type PrintKind } from '../services/dispatch/print-dispatch';
import { updateDispatch } from '../services/dispatch/update-dispatch';
import { signedIn } from './signed-in';

/** Prasadam dispatch: the queue of parcels to pack and ship, their status and tracking, slips and labels. */
export async function staffDispatchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  app.get(
    '/staff/dispatch',
    signedIn(app, 'staff', {
      querystring: StaffDispatchQuery,
      response: { 200: envelope(StaffDispatch), ...errors },
    }),
    async (request) => ({
      payload: await listDispatch(app.deps.pool, requireAuth(request), request.query),
    }),
  );
  app.post(
    '/staff/dispatch',
    signedIn(app, 'staff', {
      body: DispatchUpdateBody,
      response: { 200: envelope(DispatchUpdateAnswer), ...errors, 409: ErrorBody },
    }),
    async (request) => ({
      payload: await updateDispatch(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
  const pdfRoute = (kind: PrintKind) =>
    app.get(
      `/staff/dispatch/${kind}`,
      signedIn(app, 'staff', {
        querystring: DispatchPrintQuery,
        response: { 200: z.any().describe('A PDF document (application/pdf)'), ...errors },
      }),
      async (request, reply) => {
        const { pdf, filename } = await printDispatch(
          app.deps.pool,
          requireAuth(request),
          kind,
          request.query,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(pdf));
      },
    );
  pdfRoute('slips');
  pdfRoute('labels');
}
