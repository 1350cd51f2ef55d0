// The select-list column that reads a ritual's variant names in other languages (product_variants.texts), by English
// name, for answers and mails that name an order's options in the reader's language. Null when none is given.

/** `variant_texts` of the product whose id is the SQL expression `productId` (e.g. `o.product_id`). */
export function variantTextsColumn(productId: string): string {
  return `(SELECT jsonb_object_agg(pv.name, pv.texts) FROM product_variants pv
            WHERE pv.product_id = ${productId} AND pv.texts <> '{}'::jsonb) AS variant_texts`;
}
