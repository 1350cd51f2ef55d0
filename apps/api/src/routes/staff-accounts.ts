import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  AccountPaymentPage,
  AccountPaymentsQuery,
  AccountsExportQuery,
  CloseDayAnswer,
  CloseDayBody,
  Collections,
  CollectionsQuery,
  EXPORT_ROWS_HEADER,
  Reconciliation,
  ReconciliationQuery,
} from '@sannidhi/domain/contracts/staff-accounts';
import { requireAuth } from '../plugins/auth';
import { closeDay } from '../services/accounts/close-day';
import { getCollections } from '../services/accounts/collections';
import { exportCollections } from '../services/accounts/export-csv';
import { listPaymentsOfDay } from '../services/accounts/list-payments';
import { getReconciliation } from '../services/reconciliation/check-reconciliation';
import { signedIn } from './signed-in';

/** Accounts: a day's collections per channel, its payments, the CSV export, and the day close. */
export async function staffAccountRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  app.get(
    '/staff/accounts/collections',
    signedIn(app, 'staff', {
      querystring: CollectionsQuery,
      response: { 200: envelope(Collections), ...errors },
    }),
    async (request) => ({
      payload: await getCollections(app.deps.pool, requireAuth(request), request.query),
    }),
  );
  app.get(
    '/staff/accounts/reconciliation',
    signedIn(app, 'staff', {
      querystring: ReconciliationQuery,
      response: { 200: envelope(Reconciliation), ...errors },
    }),
    async (request) => ({
      payload: await getReconciliation(app.deps.pool, requireAuth(request), request.query),
    }),
  );
  app.get(
    '/staff/accounts/payments',
    signedIn(app, 'staff', {
      querystring: AccountPaymentsQuery,
      response: { 200: envelope(AccountPaymentPage), ...errors },
    }),
    async (request) => ({
      payload: await listPaymentsOfDay(app.deps.pool, requireAuth(request), request.query),
    }),
  );
  app.get(
    '/staff/accounts/export',
    signedIn(app, 'staff', {
      querystring: AccountsExportQuery,
      response: { 200: z.string().describe('CSV, one line per payment or refund'), ...errors },
    }),
    async (request, reply) => {
      const out = await exportCollections(app.deps.pool, requireAuth(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${out.filename}"`)
        .header(EXPORT_ROWS_HEADER, String(out.rows))
        .header('access-control-expose-headers', EXPORT_ROWS_HEADER)
        .header('cache-control', 'no-store')
        .send(out.stream as unknown as string);
    },
  );
  app.post(
    '/staff/accounts/close',
    signedIn(app, 'staff', {
      body: CloseDayBody,
      response: { 200: envelope(CloseDayAnswer), ...errors, 409: ErrorBody, 502: ErrorBody },
    }),
    async (request) => ({
      payload: await closeDay(app.deps, requireAuth(request), request.body, { requestId: request.id }),
    }),
  );
}
