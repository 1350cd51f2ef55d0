// The SQL of the erasure (issue 30): the request on the user's row, the claim of due requests, and the changes that
// leave no personal data behind (services/users/erase-account.ts decides; devotee-data.ts is the map it follows).
import type { Queryable } from '../db/client';

export interface ErasureState {
  requested_at: Date | null;
  due_at: Date | null;
  erasure_id: string | null;
  /** When a sign-in cancelled the last request, until the devotee has read the notice saying so. */
  cancel_notice_at: Date | null;
}

const STATE_COLUMNS = `erasure_requested_at AS requested_at, erasure_due_at AS due_at, erasure_id,
  erasure_cancel_notice_at AS cancel_notice_at`;

export async function findErasure(db: Queryable, userId: string): Promise<ErasureState | undefined> {
  const { rows } = await db.query<ErasureState>(`SELECT ${STATE_COLUMNS} FROM users WHERE id = $1`, [userId]);
  return rows[0];
}

/** Records the request (a fresh request id); false when the user has no row. */
export async function requestErasure(
  db: Queryable,
  userId: string,
  graceDays: number,
): Promise<ErasureState | undefined> {
  const { rows } = await db.query<ErasureState>(
    `UPDATE users SET erasure_requested_at = date_trunc('milliseconds', now()),
            erasure_due_at = date_trunc('milliseconds', now()) + make_interval(secs => $2 * 86400),
            erasure_id = gen_random_uuid(), erasure_cancel_notice_at = NULL, updated_at = now()
      WHERE id = $1 AND erased_at IS NULL
      RETURNING ${STATE_COLUMNS}`,
    [userId, graceDays],
  );
  return rows[0];
}

/**
 * Cancels the request; with `requestedAt`, only that request (a sign-in cancels the request it came after, not a
 * newer one). With `notice`, the cancellation is kept for the devotee to read (a sign-in cancelled it); otherwise any
 * earlier notice is cleared. Answers the request id cancelled, or null when there was none.
 */
export async function cancelErasure(
  db: Queryable,
  userId: string,
  opts: { requestedAt?: Date | undefined; notice?: boolean } = {},
): Promise<string | null> {
  const { rows } = await db.query<{ erasure_id: string }>(
    `UPDATE users u SET erasure_requested_at = NULL, erasure_due_at = NULL, erasure_id = NULL,
            erasure_cancel_notice_at = CASE WHEN $3 THEN date_trunc('milliseconds', now()) END, updated_at = now()
       FROM (SELECT erasure_id FROM users WHERE id = $1 FOR UPDATE) old
      WHERE u.id = $1 AND u.erasure_requested_at IS NOT NULL
        AND ($2::timestamptz IS NULL
             OR date_trunc('milliseconds', u.erasure_requested_at) = date_trunc('milliseconds', $2::timestamptz))
      RETURNING old.erasure_id`,
    [userId, opts.requestedAt ?? null, opts.notice === true],
  );
  return rows[0]?.erasure_id ?? null;
}

/** The devotee has read that a sign-in cancelled their request: the notice is not shown again. */
export async function clearErasureNotice(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE users SET erasure_cancel_notice_at = NULL WHERE id = $1 AND erasure_cancel_notice_at IS NOT NULL`,
    [userId],
  );
}

/** Where a mail about the account goes: the billing profile's e-mail and name (else the sign-in's), the language. */
export async function findAccountMailee(
  db: Queryable,
  userId: string,
): Promise<{ email: string; first_name: string; language: string | null } | undefined> {
  const { rows } = await db.query<{ email: string; first_name: string; language: string | null }>(
    `SELECT COALESCE(NULLIF(bp.email, ''), u.email) AS email,
            COALESCE(NULLIF(bp.first_name, ''), u.first_name) AS first_name, u.language
       FROM users u LEFT JOIN booking_persons bp ON bp.sso_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

/**
 * The centres a person has to do with: where they booked, paid, subscribed or wait, where an office volunteer acted
 * for them, and where they hold a staff role. The erasure's audit entries are placed under each (docs/decisions.md).
 */
export async function listCentersOfPerson(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ center_id: string }>(
    `SELECT DISTINCT center_id FROM (
        SELECT center_id FROM orders WHERE user_id = $1
        UNION SELECT center_id FROM payments WHERE user_id = $1
        UNION SELECT center_id FROM subscriptions WHERE user_id = $1
        UNION SELECT p.center_id FROM waiting_list_entries w
                JOIN slots s ON s.id = w.slot_id JOIN products p ON p.id = s.product_id
               WHERE w.user_id = $1
        UNION SELECT center_id FROM volunteer_acting_for WHERE devotee_id = $1
        UNION SELECT center_id FROM user_roles WHERE user_id = $1
      ) x
      WHERE center_id IS NOT NULL
      ORDER BY center_id`,
    [userId],
  );
  return rows.map((r) => r.center_id);
}

/** One due request, claimed for this transaction (FOR UPDATE SKIP LOCKED: another process takes the next one). */
export async function claimDueErasure(
  db: Queryable,
  now: Date,
): Promise<{ id: string; email: string; erasure_id: string } | undefined> {
  const { rows } = await db.query<{ id: string; email: string; erasure_id: string }>(
    `SELECT id, email, erasure_id FROM users
      WHERE erasure_due_at <= $1 AND erased_at IS NULL
      ORDER BY erasure_due_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return rows[0];
}

export interface UpcomingPaidBooking {
  booking_id: string;
  product_name: string;
  /** The ritual's names in other languages (`products.texts`). */
  product_texts: unknown;
  center_name: string;
  /** The centre's time zone and date format (`centers.meta`), null when it has none. */
  timezone: string | null;
  date_format: string | null;
  slot_start: Date;
  status: string;
}

/** Paid bookings still to come (booked, or on hold to be rescheduled): the erasure waits for them. */
export async function listUpcomingPaidBookings(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<UpcomingPaidBooking[]> {
  const { rows } = await db.query<UpcomingPaidBooking>(
    `SELECT o.booking_id, p.name AS product_name, p.texts AS product_texts, c.name AS center_name, o.slot_start,
       o.status, c.meta->>'timezone' AS timezone, c.meta->>'dateFormat' AS date_format
       FROM orders o JOIN products p ON p.id = o.product_id JOIN centers c ON c.id = o.center_id
      WHERE o.user_id = $1 AND o.payment_status = 'COMPLETED'
        AND (o.status = 'ON_HOLD' OR (o.status = 'NOT_COMPLETED' AND o.slot_start > $2))
      ORDER BY o.slot_start`,
    [userId, now],
  );
  return rows;
}

/** The texts that identify the person, to be found and removed wherever they were copied. */
export interface PersonalTexts {
  /**
   * Full name, e-mail and phones: identifiers strong enough to look for in other people's rows (the audit log) and to
   * remove from free text. A first or last name alone is not: it would match other people's ("Ravi" in "Ravindran").
   */
  strong: string[];
  /** The first and last names alone: removed from the person's own rows only. */
  names: string[];
  /** Every string of their profile, families and addresses: removed from their own rows' JSON. */
  all: string[];
}

export async function readPersonalTexts(db: Queryable, userId: string): Promise<PersonalTexts> {
  const { rows } = await db.query<{ strong: string[] | null; names: string[] | null; all: string[] | null }>(
    `WITH RECURSIVE docs(doc) AS (
        SELECT to_jsonb(bp) - 'sso_id' FROM booking_persons bp WHERE bp.sso_id = $1
        UNION ALL SELECT jsonb_build_object('n', f.name, 'a', f.prasadam_delivery_address, 'p', f.palm_leaf_info)
          FROM families f WHERE f.user_id = $1
        UNION ALL SELECT jsonb_build_object('i', s.booking_person_info, 'a', s.prasadam_delivery_address)
          FROM subscriptions s WHERE s.user_id = $1
        UNION ALL SELECT o.prasadam_delivery_address FROM orders o
          WHERE o.user_id = $1 AND o.prasadam_delivery_address IS NOT NULL
      ),
      leaves(v) AS (
        SELECT doc FROM docs
        UNION ALL
        SELECT x.value FROM leaves, LATERAL (
          SELECT value FROM jsonb_each(CASE WHEN jsonb_typeof(v) = 'object' THEN v ELSE '{}' END)
          UNION ALL SELECT value FROM jsonb_array_elements(CASE WHEN jsonb_typeof(v) = 'array' THEN v ELSE '[]' END)
        ) x
      )
      SELECT
        (SELECT array_agg(DISTINCT s) FROM (
           SELECT trim(u.first_name || ' ' || u.last_name) AS s FROM users u WHERE u.id = $1
           UNION SELECT u.email FROM users u WHERE u.id = $1
           UNION SELECT unnest(ARRAY[trim(bp.first_name || ' ' || bp.last_name), bp.email, bp.phone,
                                     bp.secondary_phone, bp.whats_app_phone])
             FROM booking_persons bp WHERE bp.sso_id = $1
         ) x WHERE length(trim(s)) >= 5) AS strong,
        (SELECT array_agg(DISTINCT s) FROM (
           SELECT unnest(ARRAY[u.first_name, u.last_name]) AS s FROM users u WHERE u.id = $1
           UNION SELECT unnest(ARRAY[bp.first_name, bp.last_name]) FROM booking_persons bp WHERE bp.sso_id = $1
         ) x WHERE length(trim(s)) >= 2) AS names,
        (SELECT array_agg(DISTINCT v #>> '{}') FROM leaves
          WHERE jsonb_typeof(v) = 'string' AND length(trim(v #>> '{}')) >= 3) AS all`,
    [userId],
  );
  return { strong: rows[0]?.strong ?? [], names: rows[0]?.names ?? [], all: rows[0]?.all ?? [] };
}

/** The placeholder user the erased person's kept rows move to: no name, no e-mail of theirs, never signs in. */
export async function insertErasedPlaceholder(db: Queryable, erasureId: string): Promise<string> {
  const id = `erased-${erasureId}`;
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name, country_of_residence, photo, disabled_at, erased_at)
     VALUES ($1, $1 || '@erased.invalid', 'Erased', 'devotee', '', '', now(), now())`,
    [id],
  );
  return id;
}

/** Columns pointing at a user that move to the placeholder (devotee-data.ts: "moved to the erased placeholder"). */
const MOVED_COLUMNS: [table: string, column: string][] = [
  ['orders', 'user_id'],
  ['orders', 'booked_by'],
  ['orders', 'checked_in_by'],
  ['payments', 'user_id'],
  ['payments', 'booked_by'],
  ['subscriptions', 'user_id'],
  ['refunds', 'requested_by'],
  ['refunds', 'approved_by'],
  ['refunds', 'outside_by'],
  ['slots', 'closed_by'],
  ['images', 'uploaded_by'],
  ['schedule_rules', 'created_by'],
  ['day_closes', 'closed_by'],
  ['audit_log', 'actor_id'],
  ['audit_log', 'entity_id'],
  ['consents', 'recorded_by'],
];

export async function moveToPlaceholder(db: Queryable, userId: string, placeholderId: string): Promise<void> {
  for (const [table, column] of MOVED_COLUMNS) {
    await db.query(`UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`, [userId, placeholderId]);
  }
}

/** Orders, subscriptions and their links lose what identifies the person; amounts, dates and rituals stay. */
export async function clearKeptRows(db: Queryable, userId: string, placeholderId: string): Promise<void> {
  // A packed parcel keeps its address against every other UPDATE (migration 20261124T1120); not against this one.
  await db.query(`SET LOCAL sannidhi.erasing = 'on'`);
  await db.query(
    `UPDATE orders SET family_id = NULL WHERE family_id IN (SELECT id FROM families WHERE user_id = $1)`,
    [userId],
  );
  await db.query(
    `UPDATE orders SET prasadam_delivery_address = NULL, prasadam_tracking_id = NULL, updated_at = now()
      WHERE user_id = $1`,
    [placeholderId],
  );
  await db.query(
    `UPDATE subscriptions SET booking_person_info = '{}', prasadam_delivery_address = '{}',
            status = CASE WHEN status IN ('ACTIVE', 'PAUSED') THEN 'CANCELLED' ELSE status END,
            mandate_status = CASE WHEN mandate_id IS NOT NULL AND mandate_status IN ('ACTIVE', 'PENDING', 'REVOKE_FAILED')
                                  THEN 'REVOKE_DUE' ELSE mandate_status END,
            next_charge_at = NULL, due_at = NULL, updated_at = now()
      WHERE user_id = $1`,
    [placeholderId],
  );
}

/** The mandates of the erased person's subscriptions still to be revoked at the gateway. */
export async function listMandatesOf(
  db: Queryable,
  placeholderId: string,
): Promise<{ id: string; mandate_id: string }[]> {
  const { rows } = await db.query<{ id: string; mandate_id: string }>(
    `SELECT id, mandate_id FROM subscriptions WHERE user_id = $1 AND mandate_status = 'REVOKE_DUE'`,
    [placeholderId],
  );
  return rows;
}

/** A JSON column of some rows, read for scrubbing in the service. */
export async function readJson(
  db: Queryable,
  table: 'orders' | 'payments' | 'analytics_events' | 'audit_log',
  column: string,
  where: string,
  params: unknown[],
): Promise<{ id: string; value: unknown }[]> {
  const { rows } = await db.query<{ id: string; value: unknown }>(
    `SELECT id::text AS id, ${column} AS value FROM ${table} WHERE ${where}`,
    params,
  );
  return rows;
}

export async function writeJson(
  db: Queryable,
  table: 'orders' | 'payments' | 'analytics_events' | 'audit_log',
  column: string,
  id: string,
  value: unknown,
): Promise<void> {
  await db.query(`UPDATE ${table} SET ${column} = $2 WHERE id::text = $1`, [id, JSON.stringify(value)]);
}

/** Refund notes of the kept refunds that name the person: each identifier replaced. */
export async function scrubRefundNotes(
  db: Queryable,
  placeholderId: string,
  strong: string[],
): Promise<void> {
  for (const s of strong) {
    await db.query(
      `UPDATE refunds SET reason = replace(reason, $2, '[erased]'),
              outside_note = replace(outside_note, $2, '[erased]')
        WHERE payment_id IN (SELECT id FROM payments WHERE user_id = $1)
          AND (strpos(reason, $2) > 0 OR strpos(coalesce(outside_note, ''), $2) > 0)`,
      [placeholderId, s],
    );
  }
}

/** Deletes what is not kept: mails, payment links, families, roles, links, analytics links, then the user row. */
export async function deletePersonalRows(
  db: Queryable,
  userId: string,
  email: string,
  placeholderId: string,
): Promise<void> {
  await db.query(
    `DELETE FROM mail_outbox WHERE lower(to_address) = lower($2)
        OR payment_id IN (SELECT id FROM payments WHERE user_id = $1)
        OR order_id IN (SELECT id FROM orders WHERE user_id = $1)`,
    [placeholderId, email],
  );
  await db.query(
    `DELETE FROM payment_links WHERE lower(email) = lower($2)
        OR payment_id IN (SELECT id FROM payments WHERE user_id = $1)`,
    [placeholderId, email],
  );
  await db.query(`UPDATE analytics_events SET user_id = NULL WHERE user_id = $1`, [userId]);
  await db.query(`DELETE FROM volunteer_acting_for WHERE volunteer_id = $1 OR devotee_id = $1`, [userId]);
  await db.query(`DELETE FROM families WHERE user_id = $1`, [userId]);
  await db.query(`DELETE FROM rate_limit_counters WHERE strpos(key, $1) > 0`, [userId]);
  // booking_persons and user_roles go with the row (ON DELETE CASCADE); the users_changed trigger records the end
  // (ended_accounts) and tells every api process, which refuse the person's tokens from then on.
  await db.query(`DELETE FROM users WHERE id = $1`, [userId]);
}
