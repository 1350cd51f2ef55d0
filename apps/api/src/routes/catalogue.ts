import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CachedJson, prepareJson, retireAnswer, sendPrepared } from '../lib/cached-json';
import { createCatalogueCache } from '../lib/ttl-cache';
import {
  CarProduct,
  CenterList,
  CentersByGlobalTypeQuery,
  CentersByUrlTagQuery,
  ProductList,
  ProductsCarQuery,
  ProductsListQuery,
  RitualsByUrlTagQuery,
} from '@sannidhi/domain/contracts/catalogue';
import { envelope } from '@sannidhi/domain/contracts/common';
import { notFound } from '../errors';
import { callerOf } from '../plugins/auth';
import { presentCenter, presentProduct } from '../presenters/catalogue';
import * as catalogue from '../repositories/catalogue';
import { resolveCatalogueView } from '../services/catalogue/catalogue-view';

export async function catalogueRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config, pool } = app.deps;
  const tags = ['catalogue'];
  // Centres and rituals change rarely and are read on every visit: answers are shared for a few seconds.
  // Cleared at once, in every api process, when the catalogue changes.
  const ttl = config.CATALOGUE_CACHE_MS;
  const centersCache = createCatalogueCache<CachedJson>(db, ttl, retireAnswer);
  const productsCache = createCatalogueCache<CachedJson>(db, ttl, retireAnswer);
  const centersAnswer = envelope(CenterList);
  const productsAnswer = envelope(ProductList);

  async function requireCenter(centerId: string) {
    const center = await catalogue.findCatalogueCenter(db, centerId);
    if (!center) throw notFound(`Center not found: ${centerId}`);
    return center;
  }

  app.get('/centers/list', { schema: { tags, response: { 200: centersAnswer } } }, async (request, reply) => {
    const prepared = await centersCache.get('all', async () =>
      prepareJson(centersAnswer, { payload: (await catalogue.listCenters(db)).map(presentCenter) }),
    );
    return sendPrepared(request, reply, prepared, { forMs: ttl, anyCaller: true });
  });

  app.get(
    '/centers/byGlobalType',
    { schema: { tags, querystring: CentersByGlobalTypeQuery, response: { 200: envelope(CenterList) } } },
    async (request) => {
      const view = await resolveCatalogueView(pool, callerOf(request), undefined, undefined);
      const rows = await catalogue.listCentersByGlobalType(db, request.query.globalType, view);
      return { payload: rows.map(presentCenter) };
    },
  );

  app.get(
    '/products/list',
    { schema: { tags, querystring: ProductsListQuery, response: { 200: productsAnswer } } },
    async (request, reply) => {
      const centerId = request.query.centerId;
      const view = await resolveCatalogueView(pool, callerOf(request), centerId, request.query.backOffice);
      const prepared = await productsCache.get(`${centerId}:${view}`, async () => {
        const center = await requireCenter(centerId);
        const rows = await catalogue.listProducts(db, center.id, view);
        return prepareJson(productsAnswer, {
          payload: rows.map((row) => presentProduct(row, center.currency)),
        });
      });
      // Without the back-office flag every caller gets the devotee view.
      return sendPrepared(request, reply, prepared, { forMs: ttl, anyCaller: !request.query.backOffice });
    },
  );

  app.get(
    '/products/car',
    { schema: { tags, querystring: ProductsCarQuery, response: { 200: envelope(CarProduct) } } },
    async (request) => {
      const { globalType, centerId } = request.query;
      const view = await resolveCatalogueView(pool, callerOf(request), centerId, undefined);
      const product = await catalogue.findCarProduct(db, globalType, centerId, view);
      if (!product) throw notFound('Ritual not found');
      return { payload: { id: product.id, name: product.name } };
    },
  );

  app.get(
    '/package/centersByUrlTag',
    { schema: { tags, querystring: CentersByUrlTagQuery, response: { 200: envelope(CenterList) } } },
    async (request) => {
      const view = await resolveCatalogueView(pool, callerOf(request), undefined, undefined);
      const rows = await catalogue.listCentersByUrlTag(db, request.query.urlTag, view);
      return { payload: rows.map(presentCenter) };
    },
  );

  app.get(
    '/package/ritualsByUrlTag',
    { schema: { tags, querystring: RitualsByUrlTagQuery, response: { 200: envelope(ProductList) } } },
    async (request) => {
      const center = await requireCenter(request.query.centerId);
      const view = await resolveCatalogueView(pool, callerOf(request), center.id, undefined);
      const rows = await catalogue.listPackageRituals(db, request.query.urlTag, center.id, view);
      return { payload: rows.map((row) => presentProduct(row, center.currency)) };
    },
  );
}
