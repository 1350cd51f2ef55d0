/**
 * Rules of the ritual list (spec part 1 §2 "Ritual list"): which rituals show, how they are
 * grouped, searched and featured in the banner carousel. Pure, so that they are unit-tested.
 */
import type { I18n } from '@lingui/core';
import type { CarouselConfig, Center } from '@sannidhi/domain/catalogue';
import { localizedTexts, type CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import { carouselImagesIn } from '@sannidhi/domain/form-texts';
import { OfferingCategory } from '@sannidhi/domain/enums';
import { categoryTitle } from '../../../lib/category-title';
import { bookRitualPath } from '../../../lib/paths';

/** Category order on the list: the order of the spec's enumeration (part 1 §3). */
export const CATEGORY_ORDER: readonly OfferingCategory[] = OfferingCategory.options;

/** The parts of a ritual these rules read (a catalogue Product fits). */
type Visibility = { isAvailable: boolean; isAvailableForBackOffice: boolean };
type Named = { name: string };
type Categorised = Named & { category: string };
type Featured = Named & { id: string; texts?: CatalogueTexts; config: { carousel?: CarouselConfig } };

/** A card shows when the ritual is available, or — acting as back office — available for back office. */
export function isRitualVisible(ritual: Visibility, mayBookForOthers: boolean): boolean {
  return ritual.isAvailable || (mayBookForOthers && ritual.isAvailableForBackOffice);
}

const searchable = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/**
 * Rituals whose name contains the query, ignoring case and surrounding spaces; an empty query keeps all. The name in
 * every language the centre gave counts, so that a devotee finds a ritual by the name they read on its card (Kannada
 * "ಅಭಿಷೇಕ") as well as by its English name.
 */
export function filterRitualsByName<T extends Named & { texts?: CatalogueTexts }>(
  rituals: readonly T[],
  query: string,
): T[] {
  const needle = searchable(query.trim());
  if (!needle) return [...rituals];
  return rituals.filter((ritual) =>
    [ritual.name, ...Object.values(ritual.texts ?? {}).map((t) => t?.name ?? '')].some((name) =>
      searchable(name).includes(needle),
    ),
  );
}

export interface RitualGroup<T> {
  category: string;
  title: string;
  rituals: T[];
}

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * Rituals grouped by category (spec order, unknown categories last by title), each group sorted by
 * name. Groups without rituals are left out — so the package-offerings category appears only when an
 * available package ritual exists.
 */
export function groupRitualsByCategory<T extends Categorised>(
  rituals: readonly T[],
  i18n: I18n,
): RitualGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const ritual of rituals) {
    const list = groups.get(ritual.category) ?? [];
    list.push(ritual);
    groups.set(ritual.category, list);
  }
  const rank = (category: string) => {
    const index = CATEGORY_ORDER.indexOf(category as OfferingCategory);
    return index < 0 ? CATEGORY_ORDER.length : index;
  };
  return [...groups.entries()]
    .map(([category, list]) => ({
      category,
      title: categoryTitle(category, i18n),
      rituals: list.sort(byName),
    }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.title.localeCompare(b.title));
}

/** The list as shown: visible rituals, filtered by name, grouped and sorted. */
export function ritualListGroups<T extends Visibility & Categorised & { texts?: CatalogueTexts }>(
  rituals: readonly T[],
  mayBookForOthers: boolean,
  query: string,
  i18n: I18n,
): RitualGroup<T>[] {
  const visible = rituals.filter((r) => isRitualVisible(r, mayBookForOthers));
  return groupRitualsByCategory(filterRitualsByName(visible, query), i18n);
}

/** The banner carousel shows for back-office users and for centres whose meta asks for it. */
export function showsCarousel(isBackOffice: boolean, center: Pick<Center, 'meta'> | null): boolean {
  return isBackOffice || Boolean(center?.meta.showCarousel);
}

export interface CarouselSlide {
  id: string;
  /** The ritual's name in the interface language: the images' alt text. */
  name: string;
  /** Image for 768 px and wider. */
  image: string;
  /** Image below 768 px (falls back to the desktop one). */
  mobileImage: string;
  /** Where a click goes: an in-app path, an external URL, or nowhere. */
  link: { kind: 'internal' | 'external'; href: string } | null;
}

/** Where a carousel target points: in-app paths stay in the SPA, absolute URLs open outside. */
function slideLink(ritual: Featured): CarouselSlide['link'] {
  const carousel = ritual.config.carousel;
  if (!carousel) return null;
  switch (carousel.target) {
    case 'RITUAL':
      return { kind: 'internal', href: bookRitualPath(ritual.id) };
    case 'URL': {
      const url = (carousel.url ?? '').trim();
      if (!url) return null;
      if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'internal', href: url };
      return /^https?:\/\//i.test(url) ? { kind: 'external', href: url } : null;
    }
    case 'NONE':
      return null;
  }
}

/**
 * Slides of the banner carousel: visible rituals with config.carousel.enabled and an image, by name; each banner's
 * images and name in the interface language `lang`, where the centre gave them (English otherwise).
 */
export function carouselSlides(
  rituals: readonly (Visibility & Featured)[],
  mayBookForOthers: boolean,
  lang: string,
): CarouselSlide[] {
  return rituals
    .filter((r) => isRitualVisible(r, mayBookForOthers) && r.config.carousel?.enabled)
    .map((r) => ({ r, images: carouselImagesIn(r.config.carousel ?? {}, lang) }))
    .filter(({ images }) => Boolean(images.image))
    .sort((a, b) => byName(a.r, b.r))
    .map(({ r, images }) => ({
      id: r.id,
      name: localizedTexts(r, lang).name,
      ...images,
      link: slideLink(r),
    }));
}

/**
 * The centre-selection address used when a link needs a centre first (spec part 1 §4):
 * `/?centerFilters=id1,id2&comeBackTo=/car/VAHANA_POOJA`.
 */
export function centerSelectionPath(centerIds: readonly string[], comeBackTo: string): string {
  const filters = centerIds.map(encodeURIComponent).join(',');
  return `/?centerFilters=${filters}&comeBackTo=${encodeURIComponent(comeBackTo).replace(/%2F/g, '/')}`;
}
