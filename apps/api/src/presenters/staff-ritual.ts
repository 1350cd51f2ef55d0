// A ritual as the catalogue editor shows it: the catalogue's Product with its variants and their prices.
import type { StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';
import type { ProductRow, VariantRow } from '../repositories/catalogue';
import { presentProduct } from './catalogue';

export function presentStaffRituals(
  rows: { products: ProductRow[]; variants: VariantRow[] },
  currency: string | null,
): StaffRitual[] {
  return rows.products.map((p) => ({
    ...presentProduct(p, currency),
    variants: rows.variants
      .filter((v) => v.productId === p.id)
      .map((v) => ({
        id: v.id,
        name: v.name,
        unitPrice: v.unitPrice,
        maxQuantity: v.maxQuantity,
        texts: v.texts,
      })),
  }));
}
