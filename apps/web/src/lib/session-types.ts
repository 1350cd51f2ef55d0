/** Shapes kept in the browser session (spec part 1 §3). */
import type { CartItem } from '@sannidhi/domain/cart';
import type { Center, Product } from '@sannidhi/domain/catalogue';
import type { DevoteeProfile } from '@sannidhi/domain/contracts/auth';

export type { CartItem, Center, Product };

/** The devotee an office volunteer books for (spec part 2 §3). */
export type DevoteeProfileDetails = DevoteeProfile;

export interface SessionState {
  authToken: string;
  /** The SSO profile id of the signed-in user (the `uid` of the SSO callback). */
  userId: string;
  userEmail: string;
  /** Empty means "show the placeholder image". */
  userPhoto: string;
  firstName: string;
  lastName: string;
  countryOfResidence: string;
  /** From the SSO callback; not in the spec's list, kept because the callback carries them. */
  legalEntity: string;
  /** The interface language shown ('' until the first page load picks one; docs/decisions.md, "Languages"). */
  lang: string;
  /** True once the person chose the language on this device (the menu or `?lang=`), which then wins over the
   * language stored on their account. */
  langChosen: boolean;
  currentCenter: Center | null;
  centers: Center[];
  ritualsInCurrentCenter: Product[];
  packagesInThisCenter: Product[];
  cart: CartItem[];
  hasUserPermissionToBookForOthers: boolean;
  devoteeProfileDetails: DevoteeProfileDetails | null;
  /** Address to open after login (path + search). */
  comeBackTo: string;
  /** `targetCenter` query value seen when login was required. */
  targetCenterAfterLogin: string;
  /**
   * The request id of the gateway payment the cart was sent to: only that payment's return empties the
   * cart, once (an old or unrelated return address leaves a newer cart alone).
   */
  checkoutRequestId: string;
}
