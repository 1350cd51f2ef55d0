import { CenterMeta } from '@sannidhi/domain/catalogue';
import { notFound } from '../../errors';
import {
  findCatalogueCenter,
  findProduct,
  type CenterRow,
  type ProductRow,
} from '../../repositories/catalogue';
import { createCatalogueCache, type TtlCache } from '../../lib/ttl-cache';
import type { AppDeps } from '../../types';
import { resolveCatalogueView, type CatalogueCaller } from './catalogue-view';

type Found = { product: ProductRow; center: CenterRow; timezone: string };

/** The ritual and its centre, if the caller may see it; otherwise 404 (never reveal back-office-only rituals). */
export async function requireVisibleProduct(
  deps: Pick<AppDeps, 'db' | 'pool' | 'config'>,
  caller: CatalogueCaller,
  productId: string,
): Promise<Found> {
  const found = await loadProduct(deps, productId);
  if (found) {
    const { product } = found;
    const view = await resolveCatalogueView(deps.pool, caller, product.centerId, undefined);
    const visible = product.isAvailable || (view === 'BACK_OFFICE' && product.isAvailableForBackOffice);
    if (visible) return found;
  }
  throw notFound('Ritual not found');
}

const caches = new WeakMap<object, TtlCache<Found | null>>();

/** The ritual with its centre, shared for a few seconds between requests (slots themselves are never cached). */
function loadProduct(deps: Pick<AppDeps, 'db' | 'config'>, productId: string): Promise<Found | null> {
  let cache = caches.get(deps.db);
  if (!cache)
    caches.set(
      deps.db,
      (cache = createCatalogueCache<Found | null>(deps.db, deps.config.CATALOGUE_CACHE_MS)),
    );
  return cache.get(productId, async () => {
    const product = await findProduct(deps.db, productId);
    const center = product && (await findCatalogueCenter(deps.db, product.centerId));
    return product && center ? { product, center, timezone: CenterMeta.parse(center.meta).timezone } : null;
  });
}
