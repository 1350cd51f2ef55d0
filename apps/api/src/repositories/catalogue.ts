// SQL of the catalogue: centres, rituals (products), packages.
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { centers, packageProducts, packages, products, productVariants, slots } from '../db/schema';

export type CenterRow = typeof centers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** Which rituals a caller may see: devotees see available ones; permitted back-office users also back-office ones. */
export type CatalogueView = 'DEVOTEE' | 'BACK_OFFICE';

function visible(view: CatalogueView) {
  return view === 'BACK_OFFICE'
    ? or(eq(products.isAvailable, true), eq(products.isAvailableForBackOffice, true))
    : eq(products.isAvailable, true);
}

export function listCenters(db: Db): Promise<CenterRow[]> {
  return db.select().from(centers).orderBy(asc(centers.sortOrder), asc(centers.name));
}

/** A centre's whole catalogue row (for the presenters); centers.ts findCenter reads the few columns services need. */
export async function findCatalogueCenter(db: Db, id: string): Promise<CenterRow | undefined> {
  const [row] = await db.select().from(centers).where(eq(centers.id, id));
  return row;
}

export function listProducts(db: Db, centerId: string, view: CatalogueView): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.centerId, centerId), visible(view)))
    .orderBy(asc(products.category), asc(products.name));
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function listCentersByGlobalType(
  db: Db,
  globalType: string,
  view: CatalogueView,
): Promise<CenterRow[]> {
  const ids = db
    .selectDistinct({ id: products.centerId })
    .from(products)
    .where(and(eq(products.globalType, globalType), isNotNull(products.globalType), visible(view)));
  return db.select().from(centers).where(inArray(centers.id, ids)).orderBy(asc(centers.sortOrder));
}

export async function findCarProduct(
  db: Db,
  globalType: string,
  centerId: string,
  view: CatalogueView,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.globalType, globalType), eq(products.centerId, centerId), visible(view)))
    .orderBy(asc(products.name))
    .limit(1);
  return row;
}

export async function listCentersByUrlTag(db: Db, urlTag: string, view: CatalogueView): Promise<CenterRow[]> {
  const ids = db
    .selectDistinct({ id: products.centerId })
    .from(packageProducts)
    .innerJoin(packages, eq(packages.id, packageProducts.packageId))
    .innerJoin(products, eq(products.id, packageProducts.productId))
    .where(and(eq(packages.urlTag, urlTag), visible(view)));
  return db.select().from(centers).where(inArray(centers.id, ids)).orderBy(asc(centers.sortOrder));
}

export async function listPackageRituals(
  db: Db,
  urlTag: string,
  centerId: string,
  view: CatalogueView,
): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products })
    .from(packageProducts)
    .innerJoin(packages, eq(packages.id, packageProducts.packageId))
    .innerJoin(products, eq(products.id, packageProducts.productId))
    .where(and(eq(packages.urlTag, urlTag), eq(products.centerId, centerId), visible(view)))
    .orderBy(asc(packageProducts.position), asc(products.name));
  return rows.map((r) => r.product);
}

export type VariantRow = typeof productVariants.$inferSelect;
export type SlotRow = typeof slots.$inferSelect;

/** The rituals a cart names with all their variants, for pricing. */
export async function loadRitualsWithVariants(
  db: Db,
  productIds: string[],
): Promise<{ products: ProductRow[]; variants: VariantRow[] }> {
  if (!productIds.length) return { products: [], variants: [] };
  const [productRows, variantRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, productIds)),
    db.select().from(productVariants).where(inArray(productVariants.productId, productIds)),
  ]);
  return { products: productRows, variants: variantRows };
}

/** Every ritual of a centre, available or not (the editor's list), with their variants in order. */
export async function listCenterRituals(
  db: Db,
  centerId: string,
  ritualId?: string,
): Promise<{ products: ProductRow[]; variants: VariantRow[] }> {
  const where = ritualId
    ? and(eq(products.centerId, centerId), eq(products.id, ritualId))
    : eq(products.centerId, centerId);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.category), asc(products.name));
  if (!rows.length) return { products: [], variants: [] };
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.name));
  return { products: rows, variants };
}
