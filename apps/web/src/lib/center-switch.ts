/**
 * Centre change from the header (spec part 1 §4): fetch the chosen centre's rituals, make it current,
 * empty the cart, reload on /rituals — or, from My Rituals, on /account, showing the new centre's orders
 * (docs/decisions.md, "My Rituals: no dead ends"). Failures are only logged (spec part 1 §8), so no error toast. The fetchers
 * (and the contracts that parse their answers) load with the first change: the header that offers it is in the
 * entry chunk, which stays without zod (scripts/check-bundle.mjs).
 */
import type { StaffRole } from '@sannidhi/domain/enums';
import { PATHS } from './paths';
import { getSession, setSession } from './session';
import type { Center } from './session-types';

const OFFICE_VOLUNTEER: StaffRole = 'OFFICE_VOLUNTEER';

/** Where a centre change reloads to: My Rituals stays on My Rituals, every other page goes to /rituals. */
export function afterCenterChange(pathname: string): string {
  return pathname.replace(/\/+$/, '') === PATHS.account ? PATHS.account : PATHS.rituals;
}

export async function switchCenter(
  center: Center,
  isBackOffice: boolean,
  reloadTo: string = PATHS.rituals,
): Promise<void> {
  try {
    const { userId } = getSession();
    const [{ getProducts }, { getUserRoles }] = await Promise.all([
      import('../api/products'),
      import('../api/roles'),
    ]);
    const [rituals, roles] = await Promise.all([
      getProducts(center.id, isBackOffice, { toastOnError: false }),
      // The volunteer permission is per centre (spec part 1 §6), so it is re-checked for the new one.
      isBackOffice ? getUserRoles(userId, center.id, { toastOnError: false }) : Promise.resolve(null),
    ]);
    setSession({
      currentCenter: center,
      ritualsInCurrentCenter: rituals,
      // Packages belong to the previous centre; the ritual list reloads them for the new one.
      packagesInThisCenter: [],
      cart: [],
      ...(roles ? { hasUserPermissionToBookForOthers: roles.includes(OFFICE_VOLUNTEER) } : {}),
    });
    // Staff without the volunteer role go on to their staff pages, not to the screen saying they may not book; My
    // Rituals stays on My Rituals (the caller's reloadTo).
    const staffOnly = roles !== null && !roles.includes(OFFICE_VOLUNTEER) && roles.length > 0;
    window.location.assign(staffOnly && reloadTo === PATHS.rituals ? PATHS.staffHome : reloadTo);
  } catch (error) {
    console.error('Centre change failed', error);
  }
}
