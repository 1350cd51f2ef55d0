import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  AssignRoleBody,
  RemoveRoleBody,
  RoleChangeAnswer,
  StaffCentersAnswer,
  StaffCentersQuery,
  StaffRolesAnswer,
  StaffRolesQuery,
} from '@sannidhi/domain/contracts/staff-roles';
import { requireAuth } from '../plugins/auth';
import { listCenterStaffRoles } from '../services/roles/center-staff';
import { assignStaffRole, removeStaffRole } from '../services/roles/change-role';
import { listStaffCenters } from '../services/roles/staff-centers';

/** Staff console: the centres a person may work at, and the roles of a centre's staff (issue 13, roles and access). */
export async function staffRoleRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['staff'], security: [{ bearer: [] }] };
  const change = {
    200: envelope(RoleChangeAnswer),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    409: ErrorBody,
  };
  app.get(
    '/staff/centers',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: StaffCentersQuery,
        response: { 200: envelope(StaffCentersAnswer), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({
      payload: { centers: await listStaffCenters(app.deps.pool, requireAuth(request), request.query.action) },
    }),
  );
  app.get(
    '/staff/roles',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: StaffRolesQuery,
        response: {
          200: envelope(StaffRolesAnswer),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => ({
      payload: await listCenterStaffRoles(app.deps.pool, requireAuth(request), request.query.center),
    }),
  );
  app.post(
    '/staff/roles',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: AssignRoleBody,
        response: change,
      },
    },
    async (request) => ({
      payload: await assignStaffRole(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
  app.post(
    '/staff/roles/remove',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: RemoveRoleBody,
        response: change,
      },
    },
    async (request) => ({
      payload: await removeStaffRole(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
}
