// GET and POST /staff/centre: a centre admin (centre.edit) reads and sets the centre's contact, treasurer e-mail,
// gateway URLs, time zone, date format, refund and subscription switches and dark variant. The change and its audit
// row are one transaction; the write clears the catalogue caches of every api process (catalogue_changed).
import type { SaveCenterBody, StaffCenterAnswer } from '@sannidhi/domain/contracts/staff-center';
import { withTransaction } from '../../db/with-transaction';
import { badRequest, notFound } from '../../errors';
import { clearCatalogueCaches } from '../../lib/ttl-cache';
import { presentCenter } from '../../presenters/catalogue';
import { writeAudit } from '../../repositories/audit';
import { findCatalogueCenter } from '../../repositories/catalogue';
import { lockCenterSettings, updateCenterSettings } from '../../repositories/centers';
import type { AppDeps, AuthContext } from '../../types';
import { gatewayRefusal, isAllowedGatewayUrl } from '../payments/gateway-origins';
import { requireStaffAction } from '../roles/authorize';

type Deps = Pick<AppDeps, 'db' | 'pool' | 'config'>;

/** Both gateway URLs must be at an origin of GATEWAY_ALLOWED_ORIGINS (400 naming the field otherwise). */
function requireAllowedGateways(body: SaveCenterBody, allowedOrigins: readonly string[]): void {
  const urls = [
    ['Payment gateway URL', body.gpmsRequestURL],
    ['Subscription gateway URL', body.gpmsSubscriptionRequestURL],
  ] as const;
  for (const [what, url] of urls) {
    if (!isAllowedGatewayUrl(url, allowedOrigins))
      throw badRequest(gatewayRefusal(what, url, allowedOrigins));
  }
}

export async function getCenterSettings(
  deps: Deps,
  auth: AuthContext,
  centerId: string,
): Promise<StaffCenterAnswer> {
  await requireStaffAction(deps.pool, auth, 'centre.edit', centerId);
  const row = await findCatalogueCenter(deps.db, centerId);
  if (!row) throw notFound(`Center not found: ${centerId}`);
  return { center: presentCenter(row) };
}

export async function saveCenterSettings(
  deps: Deps,
  auth: AuthContext,
  body: SaveCenterBody,
  ctx: { requestId: string },
): Promise<StaffCenterAnswer> {
  await requireStaffAction(deps.pool, auth, 'centre.edit', body.center);
  requireAllowedGateways(body, deps.config.GATEWAY_ALLOWED_ORIGINS);
  const { center, contact, treasurerEmail, ...meta } = body;
  await withTransaction(deps.pool, async (client) => {
    const before = await lockCenterSettings(client, center);
    if (!before) throw notFound(`Center not found: ${center}`);
    await updateCenterSettings(client, center, { contact, treasurerEmail, meta });
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'centre.update',
      entity: 'centre',
      entityId: center,
      data: {
        before: { contact: before.contact, treasurerEmail: before.treasurer_email, meta: before.meta },
        after: { contact, treasurerEmail, meta },
      },
      requestId: ctx.requestId,
    });
  });
  clearCatalogueCaches(deps.db);
  return getCenterSettings(deps, auth, center);
}
