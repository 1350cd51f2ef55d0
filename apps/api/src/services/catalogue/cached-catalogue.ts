// Catalogue rows an order needs on every submit — its centre, its rituals with their variants (and the booking page's
// variants list) — shared between
// requests for at most CATALOGUE_CACHE_MS and dropped at once, in every api process, when the catalogue changes
// (plugins/catalogue-invalidation.ts). Slots are never cached.
import {
  findCatalogueCenter,
  loadRitualsWithVariants,
  type CenterRow,
  type ProductRow,
  type VariantRow,
} from '../../repositories/catalogue';
import type { VariantAnswer } from '@sannidhi/domain/contracts/catalogue';
import { createCatalogueCache, type TtlCache } from '../../lib/ttl-cache';
import type { AppDeps } from '../../types';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Rituals = { products: ProductRow[]; variants: VariantRow[] };

const centers = new WeakMap<object, TtlCache<CenterRow | undefined>>();
const rituals = new WeakMap<object, TtlCache<Rituals>>();

function cacheOf<T>(deps: Deps, caches: WeakMap<object, TtlCache<T>>): TtlCache<T> {
  let cache = caches.get(deps.db);
  if (!cache) caches.set(deps.db, (cache = createCatalogueCache<T>(deps.db, deps.config.CATALOGUE_CACHE_MS)));
  return cache;
}

export function cachedCenter(deps: Deps, centerId: string): Promise<CenterRow | undefined> {
  return cacheOf(deps, centers).get(centerId, () => findCatalogueCenter(deps.db, centerId));
}

export function cachedRitualsWithVariants(deps: Deps, productIds: string[]): Promise<Rituals> {
  const ids = [...new Set(productIds)].sort();
  return cacheOf(deps, rituals).get(ids.join('\n'), () => loadRitualsWithVariants(deps.db, ids));
}

/** A ritual's variants as GET /ritualVariants answers them (by position, then name), from the same cache. */
export async function cachedVariantsOf(deps: Deps, productId: string): Promise<VariantAnswer[]> {
  const { variants } = await cachedRitualsWithVariants(deps, [productId]);
  return variants
    .filter((v) => v.productId === productId)
    .sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((v) => ({
      id: v.id,
      productId: v.productId,
      name: v.name,
      unitPrice: v.unitPrice,
      maxQuantity: v.maxQuantity,
      ...(Object.keys(v.texts).length ? { texts: v.texts } : {}),
    }));
}
