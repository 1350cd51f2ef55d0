import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { notFound } from '../../errors';
import { findCenter, findProduct, type CenterRow, type ProductRow } from '../../repositories/catalogue';
import { resolveCatalogueView } from './catalogue-view';

/** The ritual and its centre, if the caller may see it; otherwise 404 (never reveal back-office-only rituals). */
export async function requireVisibleProduct(
  app: FastifyInstance,
  request: FastifyRequest,
  productId: string,
): Promise<{ product: ProductRow; center: CenterRow; timezone: string }> {
  const product = await findProduct(app.deps.db, productId);
  if (product) {
    const view = await resolveCatalogueView(app, request, product.centerId, undefined);
    const visible = product.isAvailable || (view === 'BACK_OFFICE' && product.isAvailableForBackOffice);
    const center = visible ? await findCenter(app.deps.db, product.centerId) : undefined;
    if (center) return { product, center, timezone: CenterMeta.parse(center.meta).timezone };
  }
  throw notFound('Ritual not found');
}
