import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { notFound } from '../../errors';
import { findCenter, findProduct, type CenterRow, type ProductRow } from '../../repositories/catalogue';
import { createTtlCache } from '../../lib/ttl-cache';
import { resolveCatalogueView } from './catalogue-view';

/** The ritual and its centre, if the caller may see it; otherwise 404 (never reveal back-office-only rituals). */
export async function requireVisibleProduct(
  app: FastifyInstance,
  request: FastifyRequest,
  productId: string,
): Promise<{ product: ProductRow; center: CenterRow; timezone: string }> {
  const found = await loadProduct(app, productId);
  if (found) {
    const { product } = found;
    const view = await resolveCatalogueView(app, request, product.centerId, undefined);
    const visible = product.isAvailable || (view === 'BACK_OFFICE' && product.isAvailableForBackOffice);
    if (visible) return found;
  }
  throw notFound('Ritual not found');
}

type Found = { product: ProductRow; center: CenterRow; timezone: string } | null;
const caches = new WeakMap<FastifyInstance, ReturnType<typeof createTtlCache<Found>>>();

/** The ritual with its centre, shared for a few seconds between requests (slots themselves are never cached). */
function loadProduct(app: FastifyInstance, productId: string): Promise<Found> {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = createTtlCache<Found>(app.deps.config.CATALOGUE_CACHE_MS)));
  return cache.get(productId, async () => {
    const product = await findProduct(app.deps.db, productId);
    const center = product && (await findCenter(app.deps.db, product.centerId));
    return product && center ? { product, center, timezone: CenterMeta.parse(center.meta).timezone } : null;
  });
}
