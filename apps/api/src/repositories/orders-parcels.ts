// SQL of prasadam dispatch (staff console): the queue of a centre's parcels, and the locked update of chosen ones.
// A parcel is an order with prasadam of a paid booking that was not cancelled or put on hold; an untouched parcel
// (delivery_status NONE) is waiting to be packed, as PENDING. No payment data is read here.
import type pg from 'pg';
import type { Queryable } from '../db/client';
import { variantTextsColumn } from './variant-texts-sql';

export interface ParcelRow {
  id: string;
  center_id: string;
  booking_id: string;
  product_name: string;
  /** The ritual's names in other languages (products.texts), for the dispatch page in its language. */
  product_texts: unknown;
  slot_start: Date;
  devotee_name: string;
  /** The devotee erased their account (issue 30): staff read "Erased devotee" in their language. */
  devotee_erased: boolean;
  variants: { name: string; quantity: number }[];
  /** The ritual's variant names in other languages (product_variants.texts, by English name), null when none. */
  variant_texts: unknown;
  month: number | null;
  term_months: number | null;
  address: Record<string, unknown> | null;
  delivery_status: string;
  has_prasadam: boolean;
  carrier: string | null;
  shipping_option: string | null;
  prasadam_tracking_id: string | null;
}

const PARCEL_COLUMNS = `o.id, o.center_id, o.booking_id, p.name AS product_name, p.texts AS product_texts,
  s.start_time AS slot_start,
  trim(COALESCE(NULLIF(bp.first_name, ''), u.first_name) || ' ' || COALESCE(NULLIF(bp.last_name, ''), u.last_name))
    AS devotee_name,
  u.erased_at IS NOT NULL AS devotee_erased,
  o.variants, sp.sequence AS month, sub.term_months, o.prasadam_delivery_address AS address, o.delivery_status,
  o.has_prasadam, o.carrier, o.shipping_option, o.prasadam_tracking_id, ${variantTextsColumn('o.product_id')}`;

const PARCEL_FROM = `orders o
  JOIN products p ON p.id = o.product_id
  JOIN slots s ON s.id = o.slot_id
  JOIN users u ON u.id = o.user_id
  LEFT JOIN booking_persons bp ON bp.sso_id = o.user_id
  LEFT JOIN subscription_payments sp ON sp.id = o.subscription_payment_id
  LEFT JOIN subscriptions sub ON sub.id = sp.subscription_id`;

const IS_PARCEL = `o.has_prasadam AND o.payment_status = 'COMPLETED' AND o.status NOT IN ('CANCELLED', 'ON_HOLD', 'ERROR')`;

export interface ParcelQuery {
  centerId: string;
  timezone: string;
  statuses: readonly string[];
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

/** A page of the centre's parcels at the statuses, oldest ritual first, with how many there are in all. */
export async function listParcels(
  db: Queryable,
  q: ParcelQuery,
): Promise<{ rows: ParcelRow[]; total: number }> {
  const search = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await db.query<ParcelRow & { total: string }>(
    `SELECT ${PARCEL_COLUMNS}, count(*) OVER () AS total
       FROM ${PARCEL_FROM}
      WHERE o.center_id = $1 AND ${IS_PARCEL}
        AND (CASE WHEN o.delivery_status = 'NONE' THEN 'PENDING' ELSE o.delivery_status END) = ANY($2::text[])
        AND ($3::date IS NULL OR s.start_time >= ($3::date)::timestamp AT TIME ZONE $5)
        AND ($4::date IS NULL OR s.start_time < ($4::date + 1)::timestamp AT TIME ZONE $5)
        AND ($6::text IS NULL OR substr(o.booking_id, 4) ILIKE $6
             OR (COALESCE(NULLIF(bp.first_name, ''), u.first_name) || ' ' ||
                 COALESCE(NULLIF(bp.last_name, ''), u.last_name)) ILIKE $6
             OR o.prasadam_delivery_address ->> 'name' ILIKE $6)
      ORDER BY s.start_time, o.booking_id
      LIMIT $7 OFFSET $8`,
    [q.centerId, q.statuses, q.from ?? null, q.to ?? null, q.timezone, search, q.limit, q.offset],
  );
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

export interface LockedParcelRow extends ParcelRow {
  email: string;
  first_name: string;
  /** The devotee's stored interface language, null when never chosen. */
  language: string | null;
  /** The ritual's names in other languages (`products.texts`), for the shipped mail. */
  product_texts: unknown;
}

/** The chosen parcels of the centre, locked for the update (in id order, so two packers never deadlock). */
export async function lockParcels(
  client: pg.PoolClient,
  centerId: string,
  orderIds: readonly string[],
): Promise<LockedParcelRow[]> {
  const { rows } = await client.query<LockedParcelRow>(
    `SELECT ${PARCEL_COLUMNS}, COALESCE(NULLIF(bp.email, ''), u.email) AS email,
            COALESCE(NULLIF(bp.first_name, ''), u.first_name) AS first_name, u.language,
            p.texts AS product_texts
       FROM ${PARCEL_FROM}
      WHERE o.center_id = $1 AND o.id = ANY($2::uuid[]) AND ${IS_PARCEL}
      ORDER BY o.id
      FOR UPDATE OF o`,
    [centerId, orderIds],
  );
  return rows;
}

/** The parcels of the centre, in the order asked (for printing). */
export async function findParcels(
  db: Queryable,
  centerId: string,
  orderIds: readonly string[],
): Promise<ParcelRow[]> {
  const { rows } = await db.query<ParcelRow>(
    `SELECT ${PARCEL_COLUMNS}
       FROM ${PARCEL_FROM}
      WHERE o.center_id = $1 AND o.id = ANY($2::uuid[]) AND ${IS_PARCEL}
      ORDER BY array_position($2::uuid[], o.id)`,
    [centerId, orderIds],
  );
  return rows;
}

export async function updateParcel(
  client: pg.PoolClient,
  orderId: string,
  d: { deliveryStatus: string; carrier: string | null; shippingOption: string; trackingId: string | null },
): Promise<void> {
  await client.query(
    `UPDATE orders SET delivery_status = $2, carrier = $3, shipping_option = $4, prasadam_tracking_id = $5,
       updated_at = now()
     WHERE id = $1`,
    [orderId, d.deliveryStatus, d.carrier, d.shippingOption, d.trackingId],
  );
}
