// GET and POST /staff/centre: a centre admin (centre.edit) reads and sets the centre's contact, treasurer e-mail,
// gateway URLs, time zone, date format, refund and subscription switches and dark variant, and its description in
// English and the other languages (issue 28; only descriptions: a centre's name is its own). The change and its audit
// row are one transaction; the write clears the catalogue caches of every api process (catalogue_changed).
import { compactTexts, type CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
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

/** A centre's texts in other languages keep only the description (its name is the same in every language). */
function descriptionsOnly(texts: CatalogueTexts): CatalogueTexts {
  const kept: CatalogueTexts = {};
  for (const [language, text] of Object.entries(texts) as [keyof CatalogueTexts, { description?: string }][])
    kept[language] = { description: text?.description ?? '' };
  return compactTexts(kept);
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
  const { center, contact, treasurerEmail, description, texts: given, ...meta } = body;
  const texts = given === undefined ? undefined : descriptionsOnly(given);
  await withTransaction(deps.pool, async (client) => {
    const before = await lockCenterSettings(client, center);
    if (!before) throw notFound(`Center not found: ${center}`);
    await updateCenterSettings(client, center, { contact, treasurerEmail, meta, description, texts });
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'centre.update',
      entity: 'centre',
      entityId: center,
      data: {
        before: {
          contact: before.contact,
          treasurerEmail: before.treasurer_email,
          meta: before.meta,
          description: before.description,
          texts: before.texts,
        },
        after: { contact, treasurerEmail, meta, description, texts },
      },
      requestId: ctx.requestId,
    });
  });
  clearCatalogueCaches(deps.db);
  return getCenterSettings(deps, auth, center);
}
