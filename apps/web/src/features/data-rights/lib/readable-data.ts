/**
 * "View my data" (issue 30): a row of the download as a person reads it. The JSON download keeps every value as the
 * database holds it; the readable page shows amounts as money in the row's currency (the app's one money formatter),
 * moments as a date and time in the language shown, a booking's options with their prices, and each mail by its
 * subject, date and recipient with its text behind a disclosure (a mail's body can run to tens of thousands of
 * characters). A row shows the columns a person reads first; the technical ones go behind "Technical details".
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { channelLabel } from '@sannidhi/domain/day-close';
import { displayBookingReference, displayVariantName } from '@sannidhi/domain/order-rules';
import {
  deliveryStatusLabel,
  humaniseStatus,
  orderStatusLabel,
  paymentStatusLabel,
  refundStatusLabel,
} from '@sannidhi/domain/status-labels';
import { subscriptionStatusLabel } from '@sannidhi/domain/subscription';
import { domainText } from '../../../lib/domain-texts';
import { formatDate, formatMoney, formatSlotTime } from '../../../lib/format';
import { i18n as appI18n } from '../../../lib/i18n';

/** Columns holding an amount in minor units, beside the row's `currency` (orders, payments, refunds, subscriptions). */
const MONEY_COLUMNS: ReadonlySet<string> = new Set([
  'amount',
  'total_price',
  'refunded_amount',
  'unit_price',
  'price',
]);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The device's time zone: the person reads the moments of their own data in their own time (docs/decisions.md, "Data
 * rights"; the rows carry a centre's id, not its zone, and many carry none). The page says which zone it is.
 */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

type Row = Readonly<Record<string, unknown>>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

const currencyOf = (row: Row): string | null => (typeof row.currency === 'string' ? row.currency : null);

/** A booking's options as the app writes them: "Single X 2 · ₹1,002.00" (each option's price in the currency). */
function variantLines(value: unknown, currency: string): string | null {
  if (!Array.isArray(value)) return null;
  const lines: string[] = [];
  for (const v of value as unknown[]) {
    if (!v || typeof v !== 'object') return null;
    const { name, quantity, unitPrice } = v as { name?: unknown; quantity?: unknown; unitPrice?: unknown };
    if (typeof name !== 'string' || typeof quantity !== 'number' || typeof unitPrice !== 'number')
      return null;
    // "Single X 2", as the app writes options (data, not a text), then the option's price.
    lines.push(
      [displayVariantName(name), 'X', String(quantity), '·', formatMoney(unitPrice, currency)].join(' '),
    );
  }
  return lines.join('\n');
}

/**
 * The columns a person reads first, in this order (reference, what and when, status, money, names, address); every
 * other column, and any column not listed here, is a technical detail shown behind "Technical details" (ids, keys,
 * the gateway's raw answer, leases, internal flags, created and updated stamps). The download keeps them all.
 */
const SHOWN_COLUMNS: readonly string[] = [
  'booking_id',
  'refund_ref',
  'name',
  'subject',
  'kind',
  'action',
  'entity',
  'first_name',
  'last_name',
  'slot_start',
  'status',
  'payment_status',
  'delivery_status',
  'mandate_status',
  'subscription_type',
  'amount',
  'total_price',
  'refunded_amount',
  'variants',
  'places',
  'in_person',
  'has_prasadam',
  'channel',
  'paid_at',
  'done_at',
  'reason',
  'outside_method',
  'outside_note',
  'months_paid',
  'months_completed',
  'term_months',
  'due_at',
  'next_charge_at',
  'carrier',
  'shipping_option',
  'prasadam_tracking_id',
  'checked_in_at',
  'offered_at',
  'offer_expires_at',
  'expires_at',
  'started_at',
  'ended_at',
  'granted',
  'text',
  'recorded_at',
  'email',
  'phone_code',
  'phone',
  'secondary_phone',
  'whats_app_phone',
  'country_of_residence',
  'language',
  'role',
  'subscribed_for_news_letter',
  'privacy_terms_accepted',
  'erasure_requested_at',
  'erasure_due_at',
  'billing_address',
  'prasadam_delivery_address',
  'palm_leaf_info',
  'booking_person_info',
];

/** Tables whose rows are dated by their creation (an event, an entry, a role given): that moment is shown too. */
const SHOWN_CREATED_AT: ReadonlySet<string> = new Set([
  'analytics_events',
  'audit_log',
  'user_roles',
  'waiting_list_entries',
  'payment_links',
]);

type Entry = [column: string, value: unknown];

/** A row's columns split for the page: those a person reads (in a sensible order), and the technical ones. */
export function splitColumns(table: string, row: Row): { shown: Entry[]; technical: Entry[] } {
  const order = (column: string) => {
    const at = SHOWN_COLUMNS.indexOf(column);
    if (at >= 0) return at;
    return column === 'created_at' && SHOWN_CREATED_AT.has(table) ? SHOWN_COLUMNS.length : -1;
  };
  const shown: Entry[] = [];
  const technical: Entry[] = [];
  for (const entry of Object.entries(row)) (order(entry[0]) >= 0 ? shown : technical).push(entry);
  shown.sort((a, b) => order(a[0]) - order(b[0]));
  return { shown, technical };
}

/** A subscription's mandate with the bank (subscriptions.mandate_status). */
const MANDATE: Readonly<Record<string, MessageDescriptor>> = {
  PENDING: msg`Waiting for the bank`,
  ACTIVE: msg`Active`,
  DECLINED: msg`Declined by the bank`,
  REVOKED: msg`Revoked`,
  CANCELLED: msg`Cancelled`,
  REVOKE_FAILED: msg`Revoking did not go through`,
  REVOKE_DUE: msg`To be revoked`,
};

/** A place on a waiting list (waiting_list_entries.status). */
const WAITING_LIST: Readonly<Record<string, MessageDescriptor>> = {
  WAITING: msg`Waiting`,
  OFFERED: msg`Places offered`,
  BOOKED: msg`Booked`,
  EXPIRED: msg`Expired`,
  LEFT: msg`Left the waiting list`,
};

const SUBSCRIPTION_TYPE: Readonly<Record<string, MessageDescriptor>> = {
  RECURRING: msg`Monthly`,
};

const YES = msg`Yes`;
const NO = msg`No`;

type Translator = Pick<I18n, '_' | 'messages'>;

/**
 * A status code in words, with the app's own labels (status-labels.ts, the payment channels of day-close.ts, the
 * subscription's), translated as every screen translates them; null when the column holds no status.
 */
function statusWords(table: string, column: string, code: string, row: Row, i18n: Translator): string | null {
  const say = (english: string) => domainText(i18n, english);
  const from = (table: Readonly<Record<string, MessageDescriptor>>) => {
    const message = table[code];
    return message ? i18n._(message) : say(humaniseStatus(code));
  };
  if (column === 'channel' || column === 'outside_method') return say(channelLabel(code));
  if (column === 'payment_status') return say(paymentStatusLabel(code).label);
  if (column === 'delivery_status') return say(deliveryStatusLabel(code).label);
  if (column === 'mandate_status') return from(MANDATE);
  if (column === 'subscription_type') return from(SUBSCRIPTION_TYPE);
  if (column !== 'status') return null;
  switch (table) {
    case 'orders':
      return say(orderStatusLabel(code).label);
    case 'payments':
    case 'subscription_payments':
    case 'subscription_charges':
    case 'payment_links':
      return say(paymentStatusLabel(code).label);
    case 'refunds':
      return say(refundStatusLabel(code, text(row.outside_method) || null).label);
    case 'subscriptions':
      return say(subscriptionStatusLabel(code));
    case 'waiting_list_entries':
      return from(WAITING_LIST);
    default:
      return say(humaniseStatus(code));
  }
}

const STATUS_CODE = /^[A-Z][A-Z0-9_]*$/;

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const words = (...parts: unknown[]) =>
  parts.map((p) => (typeof p === 'string' || typeof p === 'number' ? String(p).trim() : '')).filter(Boolean);

/**
 * An address (billing, prasadam delivery) as its lines: name, street lines, "city, state, pin code", country, phone.
 * Null when the value is not shaped as one.
 */
function addressLines(value: unknown): string | null {
  const a = record(value);
  if (!a || !['line1', 'city', 'pinCode'].some((k) => k in a)) return null;
  const lines = [
    ...words(a.name),
    ...words(a.line1),
    ...words(a.line2),
    ...words(a.line3),
    words(a.city, a.state, a.pinCode).join(', '),
    ...words(a.country ?? a.countryOfResidence),
    words(a.phone ? a.code : '', a.phone).join(' '),
  ].filter(Boolean);
  return lines.join('\n');
}

/** Palm-leaf members (families.palm_leaf_info): one line each, the name and the nakshatram. */
function memberLines(value: unknown): string | null {
  const members = record(value)?.members;
  if (!Array.isArray(members)) return null;
  const lines: string[] = [];
  for (const m of members as unknown[]) {
    const member = record(m);
    if (!member || typeof member.name !== 'string') return null;
    lines.push(words(member.name, member.nakshatram).join(' · '));
  }
  return lines.join('\n');
}

/** The billing details a subscription was taken with: the name, e-mail, phone and address, each on its line. */
function personLines(value: unknown): string | null {
  const p = record(value);
  if (!p || !('firstName' in p || 'lastName' in p)) return null;
  const address = addressLines(p.billingAddress ?? p.address);
  return [
    words(p.firstName, p.lastName).join(' '),
    ...words(p.email),
    words(p.phone ? (p.phoneCode ?? p.code) : '', p.phone).join(' '),
    ...(address ? [address] : []),
  ]
    .filter(Boolean)
    .join('\n');
}

/** Options of `readableValue`. */
export interface ReadableOptions {
  /** The zone moments are shown in (the device's by default). */
  timezone?: string;
  /** The row's table: it says which labels its statuses take. */
  table?: string;
  /** The language shown (the app's i18n by default). */
  i18n?: Translator;
}

/**
 * A value of the row as a person reads it: money in the row's currency, a moment as a date and time, a booking's
 * options with their prices, a status in words, yes or no, an address as its lines, palm-leaf members by name, texts
 * as they are, other objects and lists as indented JSON, nothing as a dash.
 */
export function readableValue(
  column: string,
  value: unknown,
  row: Row,
  options: ReadableOptions = {},
): string {
  const { timezone = deviceTimeZone(), table = '', i18n = appI18n } = options;
  if (value === null || value === undefined || value === '') return '—';
  const currency = currencyOf(row);
  if (currency && typeof value === 'number' && MONEY_COLUMNS.has(column)) return formatMoney(value, currency);
  if (currency && column === 'variants') {
    const lines = variantLines(value, currency);
    if (lines !== null) return lines || '—';
  }
  if (typeof value === 'boolean') return i18n._(value ? YES : NO);
  if (column === 'booking_id' && typeof value === 'string' && value.length > 3)
    return displayBookingReference(value);
  if (typeof value === 'string' && STATUS_CODE.test(value)) {
    const said = statusWords(table, column, value, row, i18n);
    if (said) return said;
  }
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return `${formatDate(value, timezone)} ${formatSlotTime(value, timezone)}`;
  }
  if (typeof value === 'object') {
    const lines = addressLines(value) ?? memberLines(value) ?? personLines(value);
    if (lines !== null) return lines || '—';
    return JSON.stringify(value, null, 2);
  }
  return String(value);
}

/**
 * When a booking that stops the deletion takes place (the Dashboard's "cannot be deleted" list): the date and time in
 * its centre's zone and date format, else in the device's zone; null for a booking on hold (no date yet).
 */
export function upcomingWhen(booking: {
  slotStart: string | null;
  timezone?: string | null;
  dateFormat?: string | null;
}): string | null {
  if (!booking.slotStart) return null;
  const zone = booking.timezone || deviceTimeZone();
  return `${formatDate(booking.slotStart, zone, booking.dateFormat)} ${formatSlotTime(booking.slotStart, zone)}`;
}

/** A mail sent to the person, as the readable page lists it. */
export interface ReadableMail {
  subject: string;
  /** When it was sent (else queued), as a date and time. */
  when: string;
  to: string;
  /** Its text part ('' when the retention job has emptied it). */
  body: string;
  /** The names of its attachments. */
  attachments: string[];
}

/** A row of `mail_outbox` as a mail: subject, date, recipient, and its text (the HTML part is the same text). */
export function readableMail(row: Row, timezone: string = deviceTimeZone()): ReadableMail {
  const moment = text(row.sent_at) || text(row.created_at);
  const attachments = Array.isArray(row.attachments)
    ? (row.attachments as unknown[])
        .map((a) => (a && typeof a === 'object' ? text((a as { filename?: unknown }).filename) : ''))
        .filter(Boolean)
    : [];
  return {
    subject: text(row.subject),
    when: moment ? readableValue('sent_at', moment, row, { timezone }) : '—',
    to: text(row.to_address),
    body: text(row.text).trim(),
    attachments,
  };
}
