import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  SavePackageBody,
  StaffPackage,
  StaffPackagesAnswer,
  StaffPackagesQuery,
} from '@sannidhi/domain/contracts/staff-packages';
import { requireAuth } from '../plugins/auth';
import { listStaffPackages, savePackage } from '../services/catalogue/save-package';
import { signedIn } from './signed-in';

/** Staff console: packages with URL tags (issue 13, Deliver 2; catalogue.edit). */
export async function staffPackageRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  app.get(
    '/staff/packages',
    signedIn(app, 'staff', {
      querystring: StaffPackagesQuery,
      response: { 200: envelope(StaffPackagesAnswer), ...errors },
    }),
    async (request) => ({
      payload: await listStaffPackages(app.deps, requireAuth(request), request.query.center),
    }),
  );
  app.post(
    '/staff/packages',
    signedIn(app, 'staff', {
      body: SavePackageBody,
      response: { 200: envelope(StaffPackage), ...errors, 409: ErrorBody },
    }),
    async (request) => ({
      payload: await savePackage(app.deps, requireAuth(request), request.body, { requestId: request.id }),
    }),
  );
}
