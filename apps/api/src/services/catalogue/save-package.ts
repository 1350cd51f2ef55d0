// GET and POST /staff/packages (catalogue.edit): the packages a centre's rituals are in, and setting the centre's part
// of one. A package of a new URL tag is created; one that also holds other centres' rituals keeps its name and
// description (they are those centres' too), and only the centre's rituals in it change. Its name may be given in
// other languages (issue 28): only names are kept, and texts not sent are left as they are.
import crypto from 'node:crypto';
import { compactTexts, type CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import type {
  SavePackageBody,
  StaffPackage,
  StaffPackagesAnswer,
} from '@sannidhi/domain/contracts/staff-packages';
import { withTransaction } from '../../db/with-transaction';
import { conflict, notFound } from '../../errors';
import { clearCatalogueCaches } from '../../lib/ttl-cache';
import { writeAudit } from '../../repositories/audit';
import { findCenter } from '../../repositories/centers';
import {
  countCenterRituals,
  insertPackage,
  listPackagesForCenter,
  lockPackageByTag,
  setCenterRituals,
  updatePackageText,
  type StaffPackageRow,
} from '../../repositories/packages';
import type { AppDeps, AuthContext } from '../../types';
import { requireStaffAction } from '../roles/authorize';

type Deps = Pick<AppDeps, 'db' | 'pool'>;

const present = (r: StaffPackageRow): StaffPackage => ({
  id: r.id,
  urlTag: r.url_tag,
  name: r.name,
  description: r.description,
  texts: r.texts ?? {},
  rituals: r.rituals,
  otherCenterRituals: r.other_centre_rituals,
});

/** A package's texts in other languages keep only the name. */
function namesOnly(texts: CatalogueTexts): CatalogueTexts {
  const kept: CatalogueTexts = {};
  for (const [language, text] of Object.entries(texts) as [keyof CatalogueTexts, { name?: string }][])
    kept[language] = { name: text?.name ?? '' };
  return compactTexts(kept);
}

/** Whether two sets of texts say the same (whatever the order of their languages). */
const canonical = (texts: CatalogueTexts) =>
  JSON.stringify(
    Object.entries(compactTexts(texts))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([language, text]) => [language, text?.name ?? '', text?.description ?? '']),
  );
const sameTexts = (a: CatalogueTexts, b: CatalogueTexts) => canonical(a) === canonical(b);

async function requireCenter(deps: Deps, auth: AuthContext, centerId: string) {
  await requireStaffAction(deps.pool, auth, 'catalogue.edit', centerId);
  if (!(await findCenter(deps.pool, centerId))) throw notFound(`Center not found: ${centerId}`);
}

export async function listStaffPackages(
  deps: Deps,
  auth: AuthContext,
  centerId: string,
): Promise<StaffPackagesAnswer> {
  await requireCenter(deps, auth, centerId);
  return { packages: (await listPackagesForCenter(deps.pool, centerId)).map(present) };
}

export async function savePackage(
  deps: Deps,
  auth: AuthContext,
  body: SavePackageBody,
  ctx: { requestId: string },
): Promise<StaffPackage> {
  await requireCenter(deps, auth, body.center);
  const rituals = [...new Set(body.rituals)];
  await withTransaction(deps.pool, async (client) => {
    if ((await countCenterRituals(client, body.center, rituals)) !== rituals.length) {
      throw notFound('A ritual of the package is not one of this centre');
    }
    let existing = await lockPackageByTag(client, body.urlTag, body.center);
    let id = existing?.id ?? crypto.randomUUID();
    const given = body.texts === undefined ? undefined : namesOnly(body.texts);
    if (!existing) {
      const text = {
        urlTag: body.urlTag,
        name: body.name,
        description: body.description,
        texts: given ?? {},
      };
      if (!(await insertPackage(client, { id, ...text }))) {
        // Another request created this URL tag first (it waited for that one): this one changes that package.
        existing = await lockPackageByTag(client, body.urlTag, body.center);
        if (!existing) throw conflict(`The package ${body.urlTag} is being changed. Please try again.`);
        id = existing.id;
      }
    }
    const texts = given ?? existing?.texts ?? {};
    if (
      existing &&
      (existing.name !== body.name ||
        existing.description !== body.description ||
        !sameTexts(existing.texts, texts))
    ) {
      if (existing.other_centre_rituals > 0) {
        throw conflict(
          `The package ${body.urlTag} also holds rituals of other centres, so its name and description stay as they are. Change only its rituals here.`,
        );
      }
      await updatePackageText(client, id, { name: body.name, description: body.description, texts });
    }
    await setCenterRituals(client, id, body.center, rituals);
    await writeAudit(client, {
      actorId: auth.userId,
      action: existing ? 'package.update' : 'package.create',
      entity: 'package',
      entityId: id,
      data: { center: body.center, urlTag: body.urlTag, name: body.name, texts, rituals },
      requestId: ctx.requestId,
    });
  });
  clearCatalogueCaches(deps.db);
  const saved = (await listPackagesForCenter(deps.pool, body.center)).find((p) => p.url_tag === body.urlTag);
  return present(saved!);
}
