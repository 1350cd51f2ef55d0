/**
 * A ritual category's title in the interface language (spec part 1 §3's enumeration): the devotee's ritual list groups
 * by it, and the staff catalogue names it alike.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OfferingCategory } from '@sannidhi/domain/enums';

const CATEGORY_TITLES: Readonly<Record<OfferingCategory, MessageDescriptor>> = {
  NAGA_PANCHAMI_OFFERINGS: msg`Naga Panchami Offerings`,
  DEVI_OFFERINGS: msg`Devi Offerings`,
  ADIYOGI_OFFERINGS: msg`Adiyogi Offerings`,
  RITUAL_OFFERINGS: msg`Ritual Offerings`,
  CHILD_RITUAL_OFFERINGS: msg`Child Ritual Offerings`,
  FESTIVE_OFFERINGS: msg`Festive Offerings`,
  PACKAGE_OFFERINGS: msg`Package Offerings`,
  SADHANA: msg({
    comment: 'A category of offerings on the ritual list (spiritual practice)',
    message: 'Sadhana',
  }),
  TEMPLE_OFFERINGS: msg`Temple Offerings`,
};

/**
 * Readable title of a category in the interface language; an unknown code is title-cased ("NEW_THING" → "New Thing").
 */
export function categoryTitle(category: string, i18n: I18n): string {
  const known = CATEGORY_TITLES[category as OfferingCategory] as MessageDescriptor | undefined;
  if (known) return i18n._(known);
  return category
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
