import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueView } from '../../repositories/catalogue';
import { hasRole } from '../../repositories/roles';

/**
 * Back-office rituals are shown only to a signed-in OFFICE_VOLUNTEER of that centre who asks for them
 * (query flag or back-office header); without a centre, an OFFICE_VOLUNTEER of any centre. Anyone else — including a devotee sending the header — gets the devotee view.
 */
export async function resolveCatalogueView(
  app: FastifyInstance,
  request: FastifyRequest,
  centerId: string | undefined,
  asked: boolean | undefined,
): Promise<CatalogueView> {
  if (!asked && !request.isBackOffice) return 'DEVOTEE';
  if (!request.headers.authorization) return 'DEVOTEE';
  await app.authenticate(request);
  const userId = request.auth?.userId;
  if (!userId) return 'DEVOTEE';
  return (await hasRole(app.deps.pool, userId, 'OFFICE_VOLUNTEER', centerId)) ? 'BACK_OFFICE' : 'DEVOTEE';
}
