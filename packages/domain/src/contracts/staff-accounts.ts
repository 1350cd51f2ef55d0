import * as z from 'zod/mini';
import { ACCOUNTS_EXPORT_MAX_DAYS } from '../constants';
import { Id } from './common';

const IsoDate = z.iso.date('date: use yyyy-mm-dd');
const Search = z.string().check(z.trim(), z.maxLength(100, 'search: at most 100 characters'));

/** `GET /staff/accounts/collections?center=&date=`: a day's collections at a centre (today if no date). */
export const CollectionsQuery = z.object({ center: Id, date: z.optional(IsoDate) });

export const ChannelTotals = z.object({
  /** A channel of payment-channels.ts (an unknown stored one is passed through). */
  channel: z.string(),
  label: z.string(),
  /** Payments paid on the day, and their sum (minor units). */
  payments: z.int(),
  collected: z.int(),
  /**
   * Refunds that reached the devotee on the day through this channel (of payments of it, or given back this way by
   * the office outside the gateway), and their sum.
   */
  refunds: z.int(),
  refunded: z.int(),
  /** collected − refunded. */
  net: z.int(),
});
export type ChannelTotals = z.infer<typeof ChannelTotals>;

export const Mismatch = z.object({
  paymentId: z.string(),
  requestId: z.string(),
  channel: z.string(),
  amount: z.int(),
  ourStatus: z.string(),
  gatewayStatus: z.string(),
  gatewayAmount: z.nullable(z.int()),
  reason: z.string(),
});
export type Mismatch = z.infer<typeof Mismatch>;

export const DayClose = z.object({
  closedAt: z.string(),
  closedBy: z.string(),
  /** Gateway payments of the day checked against the gateway's status API. */
  checked: z.int(),
  mismatches: z.array(Mismatch),
  totals: z.array(ChannelTotals),
});
export type DayClose = z.infer<typeof DayClose>;

export const Collections = z.object({
  /** dateFormat: the centre's ("MM/dd/yyyy"), for the dates the screen shows. */
  center: z.object({ id: z.string(), name: z.string(), timezone: z.string(), dateFormat: z.string() }),
  date: z.string(),
  currency: z.string(),
  /** One row per channel offered at the centre, and any other channel with payments on the day. */
  channels: z.array(ChannelTotals),
  total: ChannelTotals,
  /** The day's close, once closed. */
  close: z.nullable(DayClose),
});
export type Collections = z.infer<typeof Collections>;

export const PAYMENT_SORTS = ['paidAt', 'amount', 'channel', 'reference'] as const;

/**
 * `GET /staff/accounts/payments`: the payments paid at a centre, a page at a time, sorted on the server. With `q`
 * (a cash, cheque, draft or QR reference, a bank, a request id or a transaction id) and no date, every day is
 * searched.
 */
export const AccountPaymentsQuery = z
  .object({
    center: Id,
    date: z.optional(IsoDate),
    channel: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    q: z.optional(Search),
    sort: z._default(z.enum(PAYMENT_SORTS), 'paidAt'),
    dir: z._default(z.enum(['asc', 'desc']), 'desc'),
    page: z._default(
      z.coerce.number().check(z.int('page: a whole number'), z.gte(1, 'page: from 1'), z.lte(10_000)),
      1,
    ),
  })
  .check(
    z.refine((q) => q.date || q.q, {
      message: 'Choose a date or enter a reference to search',
      path: ['date'],
    }),
  );
/** What a caller sends (the page as a number). */
export type AccountPaymentsQuery = Omit<z.input<typeof AccountPaymentsQuery>, 'page'> & { page?: number };

export const AccountPayment = z.object({
  paymentId: z.string(),
  requestId: z.string(),
  paidAt: z.string(),
  channel: z.string(),
  status: z.string(),
  amount: z.int(),
  refunded: z.int(),
  currency: z.string(),
  /** The cash, cheque, draft or QR reference, or the gateway's transaction id. */
  reference: z.nullable(z.string()),
  bank: z.nullable(z.string()),
  devoteeEmail: z.nullable(z.string()),
  /** The devotee erased their account (issue 30): no e-mail, staff read "Erased devotee". */
  devoteeErased: z.boolean(),
  bookingIds: z.array(z.string()),
});
export type AccountPayment = z.infer<typeof AccountPayment>;

export const AccountPaymentPage = z.object({
  rows: z.array(AccountPayment),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AccountPaymentPage = z.infer<typeof AccountPaymentPage>;

/** `GET /staff/accounts/export?center=&from=&to=`: the payments and refunds of the days as CSV (streamed). */
export const AccountsExportQuery = z.object({ center: Id, from: IsoDate, to: IsoDate }).check(
  z.refine((q) => q.from <= q.to, { message: 'to: must not be before from', path: ['to'] }),
  z.refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ACCOUNTS_EXPORT_MAX_DAYS, {
    message: `to: at most ${ACCOUNTS_EXPORT_MAX_DAYS} days in one export`,
    path: ['to'],
  }),
);

/** The header of the export's answer that says how many rows follow (the page shows progress with it). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/** `POST /staff/accounts/close`: close a day at a centre (a second close answers the first). */
export const CloseDayBody = z.object({ center: Id, date: IsoDate });
export const CloseDayAnswer = z.object({ alreadyClosed: z.boolean(), close: DayClose });
export type CloseDayAnswer = z.infer<typeof CloseDayAnswer>;

/** `GET /staff/accounts/reconciliation?center=`: what the reconciliation check finds at a centre now. */
export const ReconciliationQuery = z.object({ center: Id });

export const RECONCILIATION_KINDS = [
  'paid-without-booking-or-refund',
  'order-error-on-paid-payment',
  'refunded-without-refund',
  'slot-count',
  'inventory-count',
] as const;

export const ReconciliationFinding = z.object({
  kind: z.enum(RECONCILIATION_KINDS),
  /** One line for staff: what is wrong and with which payment or slot. */
  message: z.string(),
  paymentRequestId: z.nullable(z.string()),
  slotId: z.nullable(z.string()),
});
export type ReconciliationFinding = z.infer<typeof ReconciliationFinding>;

export const Reconciliation = z.object({
  checkedAt: z.string(),
  findings: z.array(ReconciliationFinding),
});
export type Reconciliation = z.infer<typeof Reconciliation>;
