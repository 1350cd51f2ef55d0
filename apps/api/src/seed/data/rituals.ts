// The demo rituals of every centre. in-chennai has none: its list shows "online bookings will be
// available shortly" with the centre's contact e-mail.
import type { SeedRitual } from '../types';
import { BENGALURU_RITUALS } from './rituals/in-bengaluru';
import { COIMBATORE_RITUALS } from './rituals/in-coimbatore';
import { KATHMANDU_RITUALS } from './rituals/np-kathmandu';
import { LOS_ANGELES_RITUALS } from './rituals/us-los-angeles';
import { TENNESSEE_RITUALS } from './rituals/us-tennessee';

export const RITUALS_BY_CENTER: Record<string, SeedRitual[]> = {
  'in-coimbatore': COIMBATORE_RITUALS,
  'in-bengaluru': BENGALURU_RITUALS,
  'in-chennai': [],
  'us-tennessee': TENNESSEE_RITUALS,
  'us-los-angeles': LOS_ANGELES_RITUALS,
  'np-kathmandu': KATHMANDU_RITUALS,
};

/** The product id of a ritual: centre id and slug, e.g. 'in-coimbatore-devi-abhishekam'. */
export function productIdOf(centerId: string, ritual: Pick<SeedRitual, 'slug'>): string {
  return `${centerId}-${ritual.slug}`;
}
