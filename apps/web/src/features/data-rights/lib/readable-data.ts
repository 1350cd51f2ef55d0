/**
 * "View my data" (issue 30): a row of the download as a person reads it. The JSON download keeps every value as the
 * database holds it; the readable page shows amounts as money in the row's currency (the app's one money formatter),
 * moments as a date and time in the language shown, a booking's options with their prices, and each mail by its
 * subject, date and recipient with its text behind a disclosure (a mail's body can run to tens of thousands of
 * characters).
 */
import { displayVariantName } from '@sannidhi/domain/order-rules';
import { formatDate, formatMoney, formatSlotTime } from '../../../lib/format';

/** Columns holding an amount in minor units, beside the row's `currency` (orders, payments, refunds, subscriptions). */
const MONEY_COLUMNS: ReadonlySet<string> = new Set([
  'amount',
  'total_price',
  'refunded_amount',
  'unit_price',
  'price',
]);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The device's time zone: the person reads the moments of their own data in their own time. */
function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

type Row = Readonly<Record<string, unknown>>;

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
 * A value of the row as a person reads it: money in the row's currency, a moment as a date and time, a booking's
 * options with their prices, texts as they are, other objects and lists as indented JSON, nothing as a dash.
 */
export function readableValue(
  column: string,
  value: unknown,
  row: Row,
  timezone: string = deviceTimeZone(),
): string {
  if (value === null || value === undefined || value === '') return '—';
  const currency = currencyOf(row);
  if (currency && typeof value === 'number' && MONEY_COLUMNS.has(column)) return formatMoney(value, currency);
  if (currency && column === 'variants') {
    const lines = variantLines(value, currency);
    if (lines !== null) return lines || '—';
  }
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return `${formatDate(value, timezone)} ${formatSlotTime(value, timezone)}`;
  }
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
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

const text = (v: unknown) => (typeof v === 'string' ? v : '');

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
    when: moment ? readableValue('sent_at', moment, row, timezone) : '—',
    to: text(row.to_address),
    body: text(row.text).trim(),
    attachments,
  };
}
