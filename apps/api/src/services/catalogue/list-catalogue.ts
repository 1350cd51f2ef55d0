// GET /staff/catalogue: every ritual of a centre for its catalogue editor (catalogue.edit), available or not.
import type { StaffCatalogueAnswer, StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';
import { notFound } from '../../errors';
import { presentStaffRituals } from '../../presenters/staff-ritual';
import { findCatalogueCenter } from '../../repositories/catalogue';
import { listCenterRituals } from '../../repositories/catalogue';
import type { AppDeps, AuthContext } from '../../types';
import { requireStaffAction } from '../roles/authorize';

type Deps = Pick<AppDeps, 'db' | 'pool'>;

export async function listStaffCatalogue(
  deps: Deps,
  auth: AuthContext,
  centerId: string,
): Promise<StaffCatalogueAnswer> {
  await requireStaffAction(deps.pool, auth, 'catalogue.edit', centerId);
  const center = await findCatalogueCenter(deps.db, centerId);
  if (!center) throw notFound(`Center not found: ${centerId}`);
  const rows = await listCenterRituals(deps.db, centerId);
  return { currency: center.currency, rituals: presentStaffRituals(rows, center.currency) };
}

/** One ritual of the centre as it stands now (after a save). */
export async function staffRitualOf(
  deps: Pick<AppDeps, 'db'>,
  centerId: string,
  ritualId: string,
): Promise<StaffRitual> {
  const center = await findCatalogueCenter(deps.db, centerId);
  const [ritual] = presentStaffRituals(
    await listCenterRituals(deps.db, centerId, ritualId),
    center?.currency ?? null,
  );
  if (!ritual) throw notFound('Ritual not found');
  return ritual;
}
