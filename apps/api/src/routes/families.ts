import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@sannidhi/domain/contracts/common';
import { FamilyAnswer, FamilyListQuery } from '@sannidhi/domain/contracts/family';
import { requireAuth } from '../plugins/auth';
import { requireSelfOrVolunteer } from '../services/auth/access';

/** The saved families of a devotee (the booking page's family picker reads them). */
export async function familyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.deps;
  app.get(
    '/family/list',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['family'],
        security: [{ bearer: [] }],
        querystring: FamilyListQuery,
        response: { 200: envelope(z.array(FamilyAnswer)) },
      },
    },
    async (request) => {
      await requireSelfOrVolunteer(pool, requireAuth(request), request.query.ssoId);
      const { rows } = await pool.query<{
        id: string;
        name: string;
        prasadam_delivery_address: Record<string, unknown>;
        palm_leaf_info: Record<string, unknown>;
      }>(
        'SELECT id, name, prasadam_delivery_address, palm_leaf_info FROM families WHERE user_id = $1 ORDER BY name, id',
        [request.query.ssoId],
      );
      return {
        payload: rows.map((r) => ({
          id: r.id,
          name: r.name,
          prasadamDeliveryAddress: r.prasadam_delivery_address,
          palmLeafInfo: r.palm_leaf_info,
        })),
      };
    },
  );
}
