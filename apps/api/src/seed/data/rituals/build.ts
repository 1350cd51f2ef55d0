// Builders of the demo rituals: each centre's file says only what differs from the usual offering. The
// rituals several centres offer share their name, image, type and category here (SHARED).
import { TRANSLATED_LANGUAGES } from '@sannidhi/domain/catalogue-texts';
import type { DayRule, SeedRitual, SeedSchedule, SeedVariant, Weekday } from '../../types';
import { CHILD_FIELDS, DEVOTEE_FIELDS, type Field } from '../form-fields';

type Config = SeedRitual['config'];
type Identity = Pick<SeedRitual, 'slug' | 'name' | 'image' | 'type' | 'category' | 'deliveryMode'>;
type Rest = Omit<SeedRitual, keyof Identity> & Partial<Pick<SeedRitual, 'deliveryMode'>>;

const shared = (
  slug: string,
  name: string,
  image: string,
  type: SeedRitual['type'],
  category: SeedRitual['category'],
  deliveryMode: SeedRitual['deliveryMode'],
): Identity => ({ slug, name, image: `/images/rituals/${image}.svg`, type, category, deliveryMode });

const SHARED = {
  'devi-abhishekam': shared(
    'devi-abhishekam',
    'Devi Abhishekam',
    'abhishekam',
    'DEVI_ABHISHEKAM',
    'DEVI_OFFERINGS',
    'BOTH',
  ),
  'daha-nivaranam': shared(
    'daha-nivaranam',
    'Daha Nivaranam',
    'water',
    'DAHA_NIVARANAM',
    'RITUAL_OFFERINGS',
    'IN_PERSON',
  ),
  annaprasanam: shared(
    'annaprasanam',
    'Annaprasanam',
    'rice',
    'ANNAPRASANAM',
    'CHILD_RITUAL_OFFERINGS',
    'IN_PERSON',
  ),
  'chuda-karma': shared(
    'chuda-karma',
    'Chuda Karma',
    'child',
    'CHUDA_KARMA',
    'CHILD_RITUAL_OFFERINGS',
    'IN_PERSON',
  ),
  'pournami-abhishekam': shared(
    'pournami-abhishekam',
    'Pournami Abhishekam',
    'full-moon',
    'POURNAMI_ABHISHEKAM',
    'FESTIVE_OFFERINGS',
    'BOTH',
  ),
  'navaratri-abhishekam': shared(
    'navaratri-abhishekam',
    'Navaratri Abhishekam',
    'navaratri',
    'NAVARATRI_ABHISHEKAM',
    'FESTIVE_OFFERINGS',
    'BOTH',
  ),
  'navaratri-package': shared(
    'navaratri-package',
    'Navaratri Sampoorna Package',
    'package',
    'PACKAGE',
    'PACKAGE_OFFERINGS',
    'BOTH',
  ),
  'guru-pournami-package': shared(
    'guru-pournami-package',
    'Guru Pournami Package',
    'package',
    'PACKAGE',
    'PACKAGE_OFFERINGS',
    'ONLINE',
  ),
  'monthly-devi-prasadam': shared(
    'monthly-devi-prasadam',
    'Monthly Devi Prasadam',
    'calendar',
    'DEVI_ABHISHEKAM',
    'DEVI_OFFERINGS',
    'ONLINE',
  ),
  'vahana-pooja': shared(
    'vahana-pooja',
    'Vahana Pooja',
    'vehicle',
    'CONFIG',
    'TEMPLE_OFFERINGS',
    'IN_PERSON',
  ),
} satisfies Record<string, Identity>;

/**
 * A ritual: a shared one by its slug (its delivery mode may be overridden), or one of a single centre with its
 * whole identity (image as its file name under /images/rituals, without .svg).
 */
export function ritual(identity: keyof typeof SHARED | Identity, rest: Rest): SeedRitual {
  const base =
    typeof identity === 'string'
      ? SHARED[identity]
      : { ...identity, image: `/images/rituals/${identity.image}.svg` };
  return { ...base, ...rest };
}

/** A variant: its name, price in minor units, the most one order takes, and (INVENTORY layout) per slot. */
export function variant(
  name: string,
  unitPrice: number,
  maxQuantity: number,
  inventory?: number,
): SeedVariant {
  return inventory === undefined
    ? { name, unitPrice, maxQuantity }
    : { name, unitPrice, maxQuantity, inventory };
}

/** The slots: the days of the rule at local times, with a slot's capacity (and an online one's, if it differs). */
export function slots(
  rule: DayRule,
  times: string[],
  capacity: number,
  onlineCapacity?: number,
): SeedSchedule {
  return onlineCapacity === undefined ? { rule, times, capacity } : { rule, times, capacity, onlineCapacity };
}

export const daily = (...except: Weekday[]): DayRule =>
  except.length ? { kind: 'daily', except } : { kind: 'daily' };
export const weekdays = (...days: Weekday[]): DayRule => ({ kind: 'weekdays', days });
export const fullMoon = (): DayRule => ({ kind: 'moon', phase: 'full', offsets: [0] });
/** Days counted from the new moon (Navaratri is days 1 to 9, Vijayadasami day 10, Panchami day 5). */
export const afterNewMoon = (...offsets: number[]): DayRule => ({ kind: 'moon', phase: 'new', offsets });
export const NAVARATRI_NIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
export const monthlyOn = (weekday: Weekday, nth: number): DayRule => ({
  kind: 'monthly-weekday',
  weekday,
  nth,
});

export const calendar = (
  title: string,
  layout: NonNullable<Config['calendar']>['layout'],
): Config['calendar'] => ({
  title,
  layout,
});

/**
 * Offered in the devotees' names with their birth stars: the names form, and prasadam asked of those who join
 * online (or as askWhen says).
 */
export function inNamesOf(
  maxParticipants: number | undefined,
  fields: Field[] = DEVOTEE_FIELDS,
  askWhen: 'online-only' | 'both' = 'online-only',
): Pick<Config, 'prasadam' | 'sections' | 'form'> {
  return {
    prasadam: { askWhen },
    sections: ['CALENDAR', 'NAKSHATRAM', 'PRASADAM'],
    form: maxParticipants === undefined ? { fields } : { fields, maxParticipants },
  };
}

/** A child's rite: the child's form, for children up to maxChildAge months. */
export function childRite(
  maxChildAge: number,
  maxParticipants = 2,
): Pick<Config, 'sections' | 'form' | 'maxChildAge'> {
  return { sections: ['CALENDAR', 'META'], form: { fields: CHILD_FIELDS, maxParticipants }, maxChildAge };
}

/**
 * The banner's images in the other languages: /images/banners/<name>-<lang>-desktop.svg and -mobile.svg, their text
 * drawn in the language (scripts/banners/generate.mjs).
 */
export const bannerTexts = (name: string): NonNullable<Config['carousel']>['texts'] =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((lang) => [
      lang,
      {
        image: `/images/banners/${name}-${lang}-desktop.svg`,
        mobileImage: `/images/banners/${name}-${lang}-mobile.svg`,
      },
    ]),
  );

/** The carousel banner of a ritual: /images/banners/<name>-desktop.svg and -mobile.svg, and each language's. */
export const ritualBanner = (name: string): Config['carousel'] => ({
  enabled: true,
  target: 'RITUAL',
  image: `/images/banners/${name}-desktop.svg`,
  mobileImage: `/images/banners/${name}-mobile.svg`,
  texts: bannerTexts(name),
});

/** The Vahana Pooja form: the owner and the vehicle's number, as the country calls it. */
export const vehicleForm = (numberLabel: string): Config['form'] => ({
  fields: [
    { key: 'name', label: "Owner's name", type: 'SHORT_ANSWER', required: true },
    { key: 'vehicleNumber', label: numberLabel, type: 'SHORT_ANSWER', required: true },
  ],
});
