import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Product } from '@sannidhi/domain/catalogue';
import {
  MonthQuery,
  SlotAnswer,
  SparseSlotsQuery,
  VariantAnswer,
} from '@sannidhi/domain/contracts/catalogue';
import { envelope } from '@sannidhi/domain/contracts/common';
import { callerOf } from '../plugins/auth';
import { presentProduct } from '../presenters/catalogue';
import { listSlotsOfMonth, listSparseSlots } from '../repositories/slots';
import { cachedVariantsOf } from '../services/catalogue/cached-catalogue';
import { requireVisibleProduct } from '../services/catalogue/require-visible-product';
import { slotsAnswer } from '../services/catalogue/slot-answers';
import { sendPrepared } from '../lib/cached-json';

export async function slotRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.deps;
  const tags = ['catalogue'];
  // Without the back-office header (the door sends nothing to a caller with it) every caller sees the devotee view.
  const slotSharing = { forMs: app.deps.config.SLOT_CACHE_MS, anyCaller: true };

  app.get(
    '/products/:id',
    { schema: { tags, params: z.object({ id: z.string().min(1) }), response: { 200: envelope(Product) } } },
    async (request) => {
      const { product, center } = await requireVisibleProduct(app.deps, callerOf(request), request.params.id);
      return { payload: presentProduct(product, center.currency) };
    },
  );

  app.get(
    '/slots/list',
    { schema: { tags, querystring: MonthQuery, response: { 200: envelope(z.array(SlotAnswer)) } } },
    async (request, reply) => {
      const { productId, month, year } = request.query;
      const { timezone } = await requireVisibleProduct(app.deps, callerOf(request), productId);
      const answer = await slotsAnswer(app.deps, `month\n${productId}\n${year}\n${month}`, () =>
        listSlotsOfMonth(pool, productId, year, month, timezone),
      );
      return sendPrepared(request, reply, answer, slotSharing);
    },
  );

  app.get(
    '/slots/sparseList',
    { schema: { tags, querystring: SparseSlotsQuery, response: { 200: envelope(z.array(SlotAnswer)) } } },
    async (request, reply) => {
      const { productId, slotId } = request.query;
      await requireVisibleProduct(app.deps, callerOf(request), productId);
      const answer = await slotsAnswer(app.deps, `sparse\n${productId}\n${slotId ?? ''}`, () =>
        listSparseSlots(pool, productId, slotId),
      );
      return sendPrepared(request, reply, answer, slotSharing);
    },
  );

  // Variants do not change by month; month and year are accepted as the spec's call sends them. From the catalogue
  // cache, dropped in every process when a variant is edited.
  app.get(
    '/ritualVariants',
    { schema: { tags, querystring: MonthQuery, response: { 200: envelope(z.array(VariantAnswer)) } } },
    async (request) => {
      await requireVisibleProduct(app.deps, callerOf(request), request.query.productId);
      return { payload: await cachedVariantsOf(app.deps, request.query.productId) };
    },
  );
}
