import * as z from 'zod/mini';
import { Center, Product } from '../catalogue';
import { VariantTexts } from '../form-texts';
import { Id, QueryBoolean } from './common';

export const ProductsListQuery = z.object({ centerId: Id, backOffice: z.optional(QueryBoolean) });
export const ProductsCarQuery = z.object({ globalType: Id, centerId: Id });
export const CarProduct = z.object({ id: z.string(), name: z.string() });
export const CentersByGlobalTypeQuery = z.object({ globalType: Id });
export const CentersByUrlTagQuery = z.object({ urlTag: Id });
export const RitualsByUrlTagQuery = z.object({ urlTag: Id, centerId: Id });
export const MonthQuery = z.object({
  productId: Id,
  month: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)),
  year: z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
});
export const SparseSlotsQuery = z.object({ productId: Id, slotId: z.optional(z.uuid()) });
/** GET /centers/list, /centers/byGlobalType, /package/centersByUrlTag. */
export const CenterList = z.array(Center);
/** GET /products/list, /package/ritualsByUrlTag. */
export const ProductList = z.array(Product);

export const HealthAnswer = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** A bookable slot with what remains of its capacity (and per variant, for INVENTORY rituals). */
export const SlotAnswer = z.object({
  id: z.string(),
  productId: z.string(),
  startTime: z.string(),
  inPerson: z.boolean(),
  capacity: z.int(),
  remaining: z.int(),
  inventory: z.array(z.object({ variantId: z.string(), capacity: z.int(), remaining: z.int() })),
});
export type SlotAnswer = z.infer<typeof SlotAnswer>;

export const VariantAnswer = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  unitPrice: z.int(),
  maxQuantity: z.int(),
  /** The name in other languages (form-texts.ts); a booking names the variant by its English `name`. */
  texts: z.optional(VariantTexts),
});
export type VariantAnswer = z.infer<typeof VariantAnswer>;
