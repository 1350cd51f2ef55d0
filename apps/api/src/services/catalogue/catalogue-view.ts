import type pg from 'pg';
import type { CatalogueView } from '../../repositories/catalogue';
import { hasRole } from '../../repositories/roles';
import type { AuthContext } from '../../types';

/** What a catalogue read was asked with: the caller (token already verified, or none) and their view request. */
export interface CatalogueCaller {
  auth: AuthContext | null;
  /** The back-office header was sent. */
  isBackOffice: boolean;
}

/**
 * Back-office rituals are shown only to a signed-in OFFICE_VOLUNTEER of that centre who asks for them
 * (query flag or back-office header); without a centre, an OFFICE_VOLUNTEER of any centre. Anyone else —
 * including a devotee sending the header — gets the devotee view.
 */
export async function resolveCatalogueView(
  pool: pg.Pool,
  caller: CatalogueCaller,
  centerId: string | undefined,
  asked: boolean | undefined,
): Promise<CatalogueView> {
  if (!asked && !caller.isBackOffice) return 'DEVOTEE';
  if (!caller.auth) return 'DEVOTEE';
  return (await hasRole(pool, caller.auth.userId, 'OFFICE_VOLUNTEER', centerId)) ? 'BACK_OFFICE' : 'DEVOTEE';
}
