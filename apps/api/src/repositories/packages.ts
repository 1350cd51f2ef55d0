// SQL of packages for the staff console: a package's rituals of one centre, and the package itself.
import type pg from 'pg';
import type { CatalogueTexts } from '@sannidhi/domain/catalogue-texts';

export interface StaffPackageRow {
  id: string;
  url_tag: string;
  name: string;
  description: string;
  texts: CatalogueTexts;
  rituals: { id: string; name: string }[];
  other_centre_rituals: number;
}

/** Every package, with the centre's rituals in it (packages with none of them last, by name). */
export async function listPackagesForCenter(pool: pg.Pool, centerId: string): Promise<StaffPackageRow[]> {
  const { rows } = await pool.query<StaffPackageRow>(
    `SELECT p.id, p.url_tag, p.name, p.description, p.texts,
       COALESCE(json_agg(json_build_object('id', pr.id, 'name', pr.name) ORDER BY pp.position, pr.name)
         FILTER (WHERE pr.center_id = $1), '[]') AS rituals,
       (count(pr.id) FILTER (WHERE pr.center_id <> $1))::int AS other_centre_rituals
     FROM packages p
     LEFT JOIN package_products pp ON pp.package_id = p.id
     LEFT JOIN products pr ON pr.id = pp.product_id
     GROUP BY p.id
     ORDER BY count(pr.id) FILTER (WHERE pr.center_id = $1) = 0, p.name`,
    [centerId],
  );
  return rows;
}

/** The package of a URL tag, locked for a change, with how many rituals of other centres it holds. */
export async function lockPackageByTag(
  client: pg.PoolClient,
  urlTag: string,
  centerId: string,
): Promise<
  | { id: string; name: string; description: string; texts: CatalogueTexts; other_centre_rituals: number }
  | undefined
> {
  const { rows } = await client.query<{
    id: string;
    name: string;
    description: string;
    texts: CatalogueTexts;
    other_centre_rituals: number;
  }>(
    `SELECT p.id, p.name, p.description, p.texts,
       (SELECT count(*) FROM package_products pp JOIN products pr ON pr.id = pp.product_id
        WHERE pp.package_id = p.id AND pr.center_id <> $2)::int AS other_centre_rituals
     FROM packages p WHERE p.url_tag = $1 FOR UPDATE`,
    [urlTag, centerId],
  );
  return rows[0];
}

/** Creates the package; false when another request created one of the same URL tag first. */
export async function insertPackage(
  client: pg.PoolClient,
  p: { id: string; urlTag: string; name: string; description: string; texts: CatalogueTexts },
): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO packages (id, url_tag, name, description, texts) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (url_tag) DO NOTHING`,
    [p.id, p.urlTag, p.name, p.description, JSON.stringify(p.texts)],
  );
  return rowCount === 1;
}

export async function updatePackageText(
  client: pg.PoolClient,
  id: string,
  text: { name: string; description: string; texts: CatalogueTexts },
): Promise<void> {
  await client.query('UPDATE packages SET name = $2, description = $3, texts = $4 WHERE id = $1', [
    id,
    text.name,
    text.description,
    JSON.stringify(text.texts),
  ]);
}

/** How many of the ids are rituals of the centre. */
export async function countCenterRituals(
  client: pg.PoolClient,
  centerId: string,
  productIds: string[],
): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products WHERE center_id = $1 AND id = ANY($2::text[])',
    [centerId, productIds],
  );
  return rows[0]!.n;
}

/** The centre's rituals in the package become exactly `productIds`, in that order; other centres' stay. */
export async function setCenterRituals(
  client: pg.PoolClient,
  packageId: string,
  centerId: string,
  productIds: string[],
): Promise<void> {
  await client.query(
    `DELETE FROM package_products pp USING products pr
     WHERE pp.package_id = $1 AND pr.id = pp.product_id AND pr.center_id = $2`,
    [packageId, centerId],
  );
  await client.query(
    `INSERT INTO package_products (package_id, product_id, position)
     SELECT $1, id, ord::int FROM unnest($2::text[]) WITH ORDINALITY AS t(id, ord)`,
    [packageId, productIds],
  );
}
