// Maps catalogue rows to the contract types of packages/domain (never send a database row).
import {
  CenterContact,
  CenterMeta,
  ProductConfig,
  type Center,
  type Product,
} from '@sannidhi/domain/catalogue';
import type { OfferingCategory, RitualType } from '@sannidhi/domain/enums';
import type { CenterRow, ProductRow } from '../repositories/catalogue';

export function presentCenter(row: CenterRow): Center {
  return {
    id: row.id,
    name: row.name,
    label: row.label || '-',
    image: row.image,
    isAvailable: row.isAvailable,
    description: row.description,
    currency: row.currency,
    contact: CenterContact.parse(row.contact),
    treasurerEmail: row.treasurerEmail,
    meta: CenterMeta.parse(row.meta),
    texts: row.texts,
  };
}

export function presentProduct(row: ProductRow, currency: string | null): Product {
  const category = row.category as OfferingCategory;
  return {
    id: row.id,
    centerId: row.centerId,
    name: row.name,
    globalType: row.globalType,
    image: row.image,
    price: row.price,
    currency,
    description: row.description,
    category,
    ritualCategory: category,
    type: row.type as RitualType,
    deliveryMode: row.deliveryMode as Product['deliveryMode'],
    inPerson: row.deliveryMode !== 'ONLINE',
    isAvailable: row.isAvailable,
    isAvailableForBackOffice: row.isAvailableForBackOffice,
    isSubscription: row.isSubscription,
    config: ProductConfig.parse(row.config),
    texts: row.texts,
  };
}
