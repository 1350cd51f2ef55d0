import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import { AuditPage, AuditQuery } from '@sannidhi/domain/contracts/staff-audit';
import { requireAuth } from '../plugins/auth';
import { listCenterAudit } from '../services/audit/list-audit';
import { signedIn } from './signed-in';

/** The centre's audit log for its centre admin. */
export async function staffAuditRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/staff/audit',
    signedIn(app, 'staff', {
      querystring: AuditQuery,
      response: {
        200: envelope(AuditPage),
        400: ErrorBody,
        401: ErrorBody,
        403: ErrorBody,
        404: ErrorBody,
      },
    }),
    async (request) => ({
      payload: await listCenterAudit(app.deps.pool, requireAuth(request), request.query),
    }),
  );
}
