import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { answers, signedIn } from './signed-in';

/** Staff console: the centres a person may work at, and the roles of a centre's staff (issue 13, roles and access). */
export async function staffRoleRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const change = answers(RoleChangeAnswer, 400, 401, 403, 404, 409);
  app.get(
    '/staff/centers',
    signedIn(app, 'staff', {
      querystring: StaffCentersQuery,
      response: answers(StaffCentersAnswer, 400, 401),
    }),
    async (request) => ({
      payload: { centers: await listStaffCenters(app.deps.pool, requireAuth(request), request.query.action) },
    }),
  );
  app.get(
    '/staff/roles',
    signedIn(app, 'staff', {
      querystring: StaffRolesQuery,
      response: answers(StaffRolesAnswer, 400, 401, 403, 404),
    }),
    async (request) => ({
      payload: await listCenterStaffRoles(app.deps.pool, requireAuth(request), request.query.center),
    }),
  );
  app.post(
    '/staff/roles',
    signedIn(app, 'staff', { body: AssignRoleBody, response: change }),
    async (request) => ({
      payload: await assignStaffRole(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
  app.post(
    '/staff/roles/remove',
    signedIn(app, 'staff', { body: RemoveRoleBody, response: change }),
    async (request) => ({
      payload: await removeStaffRole(app.deps.pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
}
