// Where a devotee's data lives (issue 30), table by table: the one reviewed map that the export reads and that
// devotee-data-coverage.test.ts holds against the database catalogue, so that a new table or column holding a user
// id, an e-mail, a phone or an address fails that test until it is added here with how it is exported and erased.
import type { Queryable } from '../db/client';

/** How one table's rows of a devotee are found for "Download my data", or why the table is not exported. */
export type ExportRule =
  /** A WHERE clause over the table aliased `t`: $1 is the devotee's user id, $2 their e-mail. */
  { where: string } | { notExported: string };

export interface DataTable {
  /** What the table holds of a person, said once for the reader of the map. */
  holds: string;
  /** Each column that holds or points at a person's data, and what the erasure does to it. */
  columns: Record<string, string>;
  export: ExportRule;
}

const OWN_PAYMENTS = 'SELECT id FROM payments WHERE user_id = $1';
const OWN_ORDERS = 'SELECT id FROM orders WHERE user_id = $1';
const OWN_SUBSCRIPTIONS = 'SELECT id FROM subscriptions WHERE user_id = $1';

/** Erasure's words for the columns moved to the erased placeholder user (services/users/erase-account.ts). */
const TO_PLACEHOLDER = 'moved to the erased placeholder user';
const STAFF_WORK = 'work done as staff, not data about the devotee';

export const DEVOTEE_DATA: Record<string, DataTable> = {
  users: {
    holds: 'the sign-in copy of the profile: name, e-mail, country, language',
    columns: {
      id: 'row deleted (ends every session)',
      email: 'row deleted',
      first_name: 'row deleted',
      last_name: 'row deleted',
    },
    export: { where: 't.id = $1' },
  },
  booking_persons: {
    holds: 'the billing profile: name, phones, e-mail, billing address, newsletter and privacy choices',
    columns: {
      sso_id: 'row deleted',
      first_name: 'row deleted',
      last_name: 'row deleted',
      phone_code: 'row deleted',
      phone: 'row deleted',
      secondary_phone: 'row deleted',
      whats_app_phone: 'row deleted',
      email: 'row deleted',
      billing_address: 'row deleted',
    },
    export: { where: 't.sso_id = $1' },
  },
  families: {
    holds: 'families: name, palm-leaf members (names, nakshatram), prasadam address',
    columns: {
      user_id: 'row deleted (orders lose the link first)',
      prasadam_delivery_address: 'row deleted',
      palm_leaf_info: 'row deleted',
    },
    export: { where: 't.user_id = $1' },
  },
  orders: {
    holds: 'every booking: ritual, date, options, participants, prasadam address',
    columns: {
      user_id: TO_PLACEHOLDER,
      booked_by: `${TO_PLACEHOLDER} when it was the devotee`,
      checked_in_by: `${TO_PLACEHOLDER} when it was them (staff)`,
      family_id: 'cleared',
      prasadam_delivery_address: 'cleared, also on a packed parcel',
    },
    export: { where: 't.user_id = $1' },
  },
  payments: {
    holds: 'every payment: amount, channel, status, the gateway answer',
    columns: {
      user_id: TO_PLACEHOLDER,
      booked_by: `${TO_PLACEHOLDER} when it was the devotee`,
    },
    export: { where: 't.user_id = $1' },
  },
  payment_links: {
    holds: 'payment links sent to an e-mail',
    columns: { email: 'rows of the devotee deleted' },
    export: { where: `t.payment_id IN (${OWN_PAYMENTS}) OR lower(t.email) = lower($2)` },
  },
  refunds: {
    holds: 'refunds of their payments',
    columns: {
      requested_by: `${TO_PLACEHOLDER} when it was them (staff)`,
      approved_by: `${TO_PLACEHOLDER} when it was them (staff)`,
      outside_by: `${TO_PLACEHOLDER} when it was them (staff)`,
    },
    export: { where: `t.payment_id IN (${OWN_PAYMENTS})` },
  },
  subscriptions: {
    holds:
      'prasadam subscriptions and their mandates, with the billing details and address they were taken with',
    columns: {
      user_id: TO_PLACEHOLDER,
      booking_person_info: 'emptied',
      prasadam_delivery_address: 'emptied',
    },
    export: { where: 't.user_id = $1' },
  },
  subscription_payments: {
    holds: 'the months paid of their subscriptions',
    columns: {},
    export: { where: `t.subscription_id IN (${OWN_SUBSCRIPTIONS})` },
  },
  subscription_charges: {
    holds: 'the charges of their subscriptions',
    columns: {},
    export: { where: `t.subscription_id IN (${OWN_SUBSCRIPTIONS})` },
  },
  mail_outbox: {
    holds: 'the mails sent to them, with their bodies',
    columns: { to_address: 'rows deleted' },
    export: {
      where: `lower(t.to_address) = lower($2) OR t.payment_id IN (${OWN_PAYMENTS}) OR t.order_id IN (${OWN_ORDERS})`,
    },
  },
  analytics_events: {
    holds: 'the analytics events of their visits',
    columns: { user_id: 'cleared (the link is deleted), properties scrubbed' },
    export: { where: 't.user_id = $1' },
  },
  audit_log: {
    holds: 'what was done by them or to their account',
    columns: {
      actor_id: TO_PLACEHOLDER,
      entity_id: `${TO_PLACEHOLDER} when it is their id; data scrubbed of their name, e-mail and phones`,
    },
    export: { where: 't.actor_id = $1 OR t.entity_id = $1' },
  },
  user_roles: {
    holds: 'the staff roles they hold',
    columns: { user_id: 'rows deleted' },
    export: { where: 't.user_id = $1' },
  },
  volunteer_acting_for: {
    holds: 'which devotee an office volunteer is acting for',
    columns: { volunteer_id: 'rows deleted', devotee_id: 'rows deleted' },
    export: { where: 't.volunteer_id = $1 OR t.devotee_id = $1' },
  },
  waiting_list_entries: {
    holds: 'the waiting lists they joined (slot, places) and the offers made to them',
    columns: { user_id: "rows deleted (with the user row); a live offer's held places are given back first" },
    export: { where: 't.user_id = $1' },
  },
  consents: {
    holds:
      'consents given and withdrawn: registration, privacy terms, newsletter, with the text and who recorded it',
    columns: {
      user_id: 'rows deleted (with the user row)',
      recorded_by: `${TO_PLACEHOLDER} when it was them (a volunteer recording another devotee's consent)`,
    },
    export: { where: 't.user_id = $1' },
  },
  ended_accounts: {
    holds: "the provider's id of an ended account and when it ended",
    columns: { user_id: 'kept: tokens issued before the erasure stay refused' },
    export: { notExported: 'written when the account ends; holds no personal detail' },
  },
  slots: {
    holds: 'who closed a date',
    columns: { closed_by: TO_PLACEHOLDER },
    export: { notExported: STAFF_WORK },
  },
  images: {
    holds: 'who uploaded an image',
    columns: { uploaded_by: TO_PLACEHOLDER },
    export: { notExported: STAFF_WORK },
  },
  schedule_rules: {
    holds: 'who made a schedule rule',
    columns: { created_by: TO_PLACEHOLDER },
    export: { notExported: STAFF_WORK },
  },
  day_closes: {
    holds: "who closed a day's collections",
    columns: { closed_by: TO_PLACEHOLDER },
    export: { notExported: STAFF_WORK },
  },
  centers: {
    holds: "the centre's treasurer e-mail",
    columns: { treasurer_email: 'kept: the centre’s contact, not a devotee' },
    export: { notExported: "the centre's data, not a devotee's" },
  },
};

/** Columns left out of the export: internal locks, not data about the person. */
const INTERNAL_COLUMNS = ['lease_token', 'lease_until'];

/** Every row held about the devotee, table by table, straight from the database (all columns of each row). */
export async function readDevoteeData(
  db: Queryable,
  userId: string,
  email: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [table, rule] of Object.entries(DEVOTEE_DATA)) {
    if (!('where' in rule.export)) continue;
    const { rows } = await db.query<{ row: Record<string, unknown> }>(
      // Every parameter is typed even where the clause does not use it (PostgreSQL refuses an untyped one).
      `SELECT to_jsonb(t) - $3::text[] AS row FROM ${table} t
        WHERE $1::text IS NOT NULL AND $2::text IS NOT NULL AND (${rule.export.where})
        ORDER BY to_jsonb(t) ->> 'created_at' NULLS FIRST`,
      [userId, email, INTERNAL_COLUMNS],
    );
    out[table] = rows.map((r) => r.row);
  }
  return out;
}
