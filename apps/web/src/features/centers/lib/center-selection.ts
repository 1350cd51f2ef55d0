/**
 * Pure rules of the centre selection screen (spec part 1 §2 "Centre selection screen", §4 "Centre
 * selection", §6 roles). The route wires them to the api, the session and the router.
 */
import type { StaffRole } from '@sannidhi/domain/enums';
import { isSafeReturnPath } from '../../../lib/login-redirect';
import { PATHS } from '../../../lib/paths';
import type { Center } from '../../../lib/session-types';

const OFFICE_VOLUNTEER: StaffRole = 'OFFICE_VOLUNTEER';

/** `centerFilters=a,b` → ['a', 'b']: trimmed, blanks and repeats dropped. No value → no filter. */
export function parseCenterFilters(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** The centres to list: all of them without filters, else those whose id is in the filters (list order kept). */
export function filterCenters(centers: readonly Center[], filters: readonly string[]): Center[] {
  if (filters.length === 0) return [...centers];
  const wanted = new Set(filters);
  return centers.filter((center) => wanted.has(center.id));
}

export type AutoChoiceReason = 'target' | 'current' | 'single';

export type CenterSelectionDecision =
  /** Choose this centre without asking; `keepCart` when it is the centre the cart was filled in. */
  | { kind: 'auto'; center: Center; reason: AutoChoiceReason; keepCart: boolean }
  /** Show these centres (possibly none). */
  | { kind: 'list'; centers: Center[] };

export interface CenterSelectionInput {
  centers: readonly Center[];
  filters: readonly string[];
  currentCenter: Center | null;
  /** `targetCenter` of the query ('' when absent). */
  targetCenterId: string;
  isBackOffice: boolean;
}

/**
 * What the screen does on arrival, in this order:
 * 1. a `targetCenter` (after login) is chosen when it is honoured: in back-office mode any known
 *    centre, otherwise only a centre of the (filtered) list;
 * 2. a current centre is chosen again (its rituals are reloaded; the cart stays);
 * 3. a list of exactly one centre is chosen automatically;
 * 4. otherwise the (filtered) list is shown.
 * A centre that is not available is never chosen automatically: it shows in the list, not clickable.
 */
export function decideCenterSelection(input: CenterSelectionInput): CenterSelectionDecision {
  const { centers, filters, currentCenter, targetCenterId, isBackOffice } = input;
  const listed = filterCenters(centers, filters);
  const sameAsCurrent = (center: Center) => currentCenter !== null && center.id === currentCenter.id;

  if (targetCenterId) {
    const pool = isBackOffice ? centers : listed;
    const target = pool.find((center) => center.id === targetCenterId);
    if (target?.isAvailable) {
      return { kind: 'auto', center: target, reason: 'target', keepCart: sameAsCurrent(target) };
    }
  }
  if (currentCenter) {
    // The fresh copy from the list, so that a centre edited since it was stored shows its new details.
    const current = centers.find((center) => center.id === currentCenter.id) ?? currentCenter;
    if (current.isAvailable) return { kind: 'auto', center: current, reason: 'current', keepCart: true };
  }
  const only = listed.length === 1 ? listed[0] : undefined;
  if (only?.isAvailable) {
    return { kind: 'auto', center: only, reason: 'single', keepCart: sameAsCurrent(only) };
  }
  return { kind: 'list', centers: listed };
}

/** hasUserPermissionToBookForOthers: only a back-office user holding OFFICE_VOLUNTEER at the centre. */
export function bookingForOthersAllowed(roles: readonly string[], isBackOffice: boolean): boolean {
  return isBackOffice && roles.includes(OFFICE_VOLUNTEER);
}

/** A back-office user holds a staff role at the centre other than the office volunteer's: the staff pages are theirs. */
export function holdsStaffRole(roles: readonly string[], isBackOffice: boolean): boolean {
  return isBackOffice && roles.some((r) => r !== OFFICE_VOLUNTEER);
}

const isStaffPath = (path: string) => path === PATHS.staffHome || path.startsWith(`${PATHS.staffHome}/`);

export interface DestinationInput {
  isBackOffice: boolean;
  mayBookForOthers: boolean;
  /** Holds a staff role at the centre other than the volunteer's (absent: none). */
  hasStaffRole?: boolean;
  hasDevoteeProfile: boolean;
  /** `comeBackTo` of the query ('' when absent). */
  comeBackTo: string;
}

/**
 * Where to go once a centre is chosen: a back-office user with a staff role (not the volunteer's) to the staff page
 * asked for, else the staff pages; a back-office user without any role to the no-access screen; a volunteer who has not said whom they book for to /devoteeProfileDetails;
 * everyone else to `comeBackTo` (a path of this app other than / itself) or /rituals.
 */
export function destinationAfterChoice(input: DestinationInput): string {
  const back = input.comeBackTo.trim();
  const backPath = back.split(/[?#]/, 1)[0] ?? '';
  // Staff: a staff page asked for (a deep link) is opened; otherwise the staff pages rather than the no-access screen.
  if (input.isBackOffice && input.hasStaffRole && !input.mayBookForOthers) {
    return back && isSafeReturnPath(back) && isStaffPath(backPath) ? back : PATHS.staffHome;
  }
  if (input.isBackOffice && !input.mayBookForOthers) return PATHS.backOfficeUserNotAllowed;
  if (input.isBackOffice && back && isSafeReturnPath(back) && isStaffPath(backPath)) return back;
  if (input.mayBookForOthers && !input.hasDevoteeProfile) return PATHS.devoteeProfileDetails;
  if (back && isSafeReturnPath(back) && backPath !== PATHS.home) return back;
  return PATHS.rituals;
}
