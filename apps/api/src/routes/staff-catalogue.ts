import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  CreateRitualBody,
  RitualSavedAnswer,
  StaffCatalogueAnswer,
  StaffCatalogueQuery,
  UpdateRitualBody,
} from '@sannidhi/domain/contracts/staff-catalogue';
import { requireAuth } from '../plugins/auth';
import { listStaffCatalogue } from '../services/catalogue/list-catalogue';
import { createRitual, updateRitualOf } from '../services/catalogue/save-ritual';
import { signedIn } from './signed-in';

/** Staff console: the catalogue editor of a centre (issue 13, Deliver 2; catalogue.edit). */
export async function staffCatalogueRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  app.get(
    '/staff/catalogue',
    signedIn(app, 'staff', {
      querystring: StaffCatalogueQuery,
      response: { 200: envelope(StaffCatalogueAnswer), ...errors },
    }),
    async (request) => ({
      payload: await listStaffCatalogue(app.deps, requireAuth(request), request.query.center),
    }),
  );
  app.post(
    '/staff/catalogue/rituals',
    signedIn(app, 'staff', {
      body: CreateRitualBody,
      response: { 200: envelope(RitualSavedAnswer), ...errors },
    }),
    async (request) => ({
      payload: await createRitual(app.deps, requireAuth(request), request.body, { requestId: request.id }),
    }),
  );
  app.post(
    '/staff/catalogue/rituals/update',
    signedIn(app, 'staff', {
      body: UpdateRitualBody,
      response: { 200: envelope(RitualSavedAnswer), ...errors, 409: ErrorBody },
    }),
    async (request) => ({
      payload: await updateRitualOf(app.deps, requireAuth(request), request.body, { requestId: request.id }),
    }),
  );
}
