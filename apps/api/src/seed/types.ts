// Shapes of the demo catalogue as written in seed/data (inputs; demo.ts turns them into rows).
import type { z } from 'zod';
import type { CenterContact, CenterMeta, ProductConfig } from '@sannidhi/domain/catalogue';
import type { DeliveryMode, OfferingCategory, RitualType } from '@sannidhi/domain/enums';

export interface SeedCenter {
  id: string;
  name: string;
  label: string;
  image: string;
  isAvailable: boolean;
  description: string;
  currency: string | null;
  contact: CenterContact;
  treasurerEmail: string;
  /** Gateway URLs and infoSitePath are filled in by seedDemo from its options. */
  meta: Omit<z.input<typeof CenterMeta>, 'gpmsRequestURL' | 'gpmsSubscriptionRequestURL' | 'infoSitePath'>;
  /** Last segment of the centre's information-site path, e.g. 'coimbatore'. */
  infoSiteSlug: string;
  sortOrder: number;
}

/** Which local dates carry slots: the rule of the staff schedule (packages/domain/src/schedule-rule.ts). */
import type { DayRule } from '@sannidhi/domain/schedule-rule';
export type { DayRule, Weekday } from '@sannidhi/domain/schedule-rule';

export interface SeedSchedule {
  rule: DayRule;
  /** Local wall-clock start times, 'HH:mm' in the centre's zone. */
  times: string[];
  /** Capacity of an in-person slot (and of an online one unless onlineCapacity is set). */
  capacity: number;
  onlineCapacity?: number;
}

export interface SeedVariant {
  name: string;
  /** Minor units of the centre's currency. */
  unitPrice: number;
  maxQuantity?: number;
  /** INVENTORY layout: how many of this item one slot can take (a slot_inventory row). */
  inventory?: number;
}

export interface SeedRitual {
  /** The product id is `${centerId}-${slug}`. */
  slug: string;
  name: string;
  description: string;
  image: string;
  type: RitualType;
  category: OfferingCategory;
  deliveryMode: DeliveryMode;
  globalType?: string;
  /** Shown to devotees (default true). */
  isAvailable?: boolean;
  /** Shown to office volunteers (default true). */
  isAvailableForBackOffice?: boolean;
  isSubscription?: boolean;
  /** Validated with ProductConfig.parse before it is stored. */
  config: z.input<typeof ProductConfig>;
  /** The first variant's price is the ritual's listed price. */
  variants: SeedVariant[];
  schedule: SeedSchedule;
}

export interface SeedPackage {
  id: string;
  name: string;
  urlTag: string;
  description: string;
  image: string;
  /** In display order; the first ritual of a centre is the one an event link opens. */
  productIds: string[];
}

export interface SeedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  countryOfResidence: string;
  /** A role held at every centre, if any. */
  roleAtEveryCenter?: string;
}
