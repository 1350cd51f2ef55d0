/**
 * Centre change from the header (spec part 1 §4): fetch the chosen centre's rituals, make it current,
 * empty the cart, reload on /rituals. Failures are only logged (spec part 1 §8), so no error toast.
 */
import { RolesAnswer } from '@sannidhi/domain/contracts/auth';
import { ProductList } from '@sannidhi/domain/contracts/catalogue';
import type { StaffRole } from '@sannidhi/domain/enums';
import { api } from './api-client';
import { PATHS } from './paths';
import { getSession, setSession } from './session';
import type { Center } from './session-types';

const OFFICE_VOLUNTEER: StaffRole = 'OFFICE_VOLUNTEER';

export async function switchCenter(center: Center, isBackOffice: boolean): Promise<void> {
  try {
    const { userId } = getSession();
    const [rituals, roles] = await Promise.all([
      api.get('/products/list', ProductList, {
        query: { centerId: center.id, backOffice: isBackOffice },
        toastOnError: false,
      }),
      // The volunteer permission is per centre (spec part 1 §6), so it is re-checked for the new one.
      isBackOffice
        ? api.get('/roles', RolesAnswer, { query: { userId, centerId: center.id }, toastOnError: false })
        : Promise.resolve(null),
    ]);
    setSession({
      currentCenter: center,
      ritualsInCurrentCenter: Array.isArray(rituals) ? rituals : [],
      // Packages belong to the previous centre; the ritual list reloads them for the new one.
      packagesInThisCenter: [],
      cart: [],
      ...(roles
        ? { hasUserPermissionToBookForOthers: Array.isArray(roles) && roles.includes(OFFICE_VOLUNTEER) }
        : {}),
    });
    window.location.assign(PATHS.rituals);
  } catch (error) {
    console.error('Centre change failed', error);
  }
}
