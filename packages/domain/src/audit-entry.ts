// The audit log as a centre admin reads it: each entry as a sentence of what happened, its entity in words, and its
// raw detail with booking references in the form people read (the bookingId without its first 3 characters).
import { channelLabel } from './day-close';
import { formatMoney } from './money';
import { displayBookingReference } from './order-rules';
import { outsideRefundMethodLabel } from './refund-outside';
import { formatInstantInZone } from './time';

export interface AuditEntryFacts {
  action: string;
  entity: string;
  data: Readonly<Record<string, unknown>>;
}

/** The centre whose log is read: money in its currency, times in its zone. */
export interface AuditPlace {
  currency: string;
  timezone: string;
  /** The centre whose log is read: its id in a detail line reads as its name. */
  center?: { id: string; name: string };
}

/** What an entry is about, in words (the entity filter offers the same words). */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  order: 'Booking',
  payment: 'Payment',
  slot: 'Ritual date',
  product: 'Ritual schedule',
  ritual: 'Ritual',
  package: 'Package',
  day_close: 'Day close',
  user_role: 'Staff role',
  centre: 'Centre settings',
  image: 'Image',
  family: 'Family',
  subscription: 'Subscription',
  user: 'Devotee profile',
  booking_person: 'Devotee registration',
};

/** An identifier in words: "day_close" → "Day close". */
export function words(text: string): string {
  const spaced = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function auditEntityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity] ?? words(entity);
}

/** A staff role in words: CENTER_ADMIN → "Center Admin". */
export function roleName(role: unknown): string {
  return String(role)
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const count = (n: unknown, one: string, many = `${one}s`) => {
  const k = typeof n === 'number' ? n : Array.isArray(n) ? n.length : 0;
  return `${k} ${k === 1 ? one : many}`;
};
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const ref = (data: Readonly<Record<string, unknown>>) =>
  typeof data.bookingId === 'string' ? ` ${displayBookingReference(data.bookingId)}` : '';
/** A parcel's delivery status: the api writes the parcel before and after (`{ deliveryStatus, carrier, … }`). */
export const deliveryStatus = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && typeof (v as { deliveryStatus?: unknown }).deliveryStatus === 'string'
      ? (v as { deliveryStatus: string }).deliveryStatus
      : '';
const nameOf = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string'
    ? ` ${(v as { name: string }).name}`
    : '';
export const AUDIT_OUTCOMES: Readonly<Record<string, string>> = {
  COMPLETED: 'Completed',
  NO_SHOW: 'No show',
  NOT_COMPLETED: 'Not checked in',
};

/** A payment's new status (`payment.<status>`, written by the gateway's answers), as a sentence. */
export const AUDIT_PAYMENT_SENTENCES: Readonly<Record<string, string>> = {
  initialized: 'A payment was started.',
  pending: 'A payment is waiting for the gateway.',
  completed: 'A payment went through.',
  error: 'A payment failed at the gateway.',
  expired: 'A payment expired unpaid; its places were given back.',
  refunded: 'A payment was refunded in full.',
};

/**
 * What happened, as a sentence ("Checked in booking 0001234 as Completed."); money in the centre's currency, times in
 * its zone. Every action the api writes has its own sentence (audit-sentences.test.ts in the api checks it).
 */
export function auditSentence(entry: AuditEntryFacts, place: AuditPlace): string {
  const d = entry.data;
  const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v, place.currency) : '');
  const at = (v: unknown) => (typeof v === 'string' && v ? formatInstantInZone(v, place.timezone) : '');
  const said = (v: unknown) => (text(v) ? `: “${text(v)}”` : '');
  switch (entry.action) {
    case 'checkin.mark':
      return `Checked in booking${ref(d)} as ${AUDIT_OUTCOMES[text(d.to)] ?? words(text(d.to))}.`;
    case 'checkin.undo':
      return `Took back the check-in of booking${ref(d)}${said(d.reason)}.`;
    case 'accounts.closeDay':
      return `Closed the day ${text(d.date)}: ${count(d.checked, 'gateway payment')} checked, ${count(d.mismatches, 'mismatch', 'mismatches')}, net ${money(d.net)}.`;
    case 'role.grant':
      return `Gave ${text(d.email)} the role ${roleName(d.role)}.`;
    case 'role.remove':
      return `Took the role ${roleName(d.role)} from ${text(d.email)}.`;
    case 'ritual.create':
      return `Added the ritual${nameOf(d.after)}.`;
    case 'ritual.update':
      return `Changed the ritual${nameOf(d.after)}.`;
    case 'package.create':
      return `Added the package ${text(d.name)}.`;
    case 'package.update':
      return `Changed the package ${text(d.name)}.`;
    case 'centre.update':
      return "Changed the centre's settings.";
    case 'image.upload':
      return 'Uploaded an image.';
    case 'schedule.capacity':
      return typeof d.from === 'number'
        ? `Changed a ritual time's capacity from ${d.from} to ${String(d.to)} (${String(d.booked)} booked).`
        : `Changed an option's capacity to ${String(d.to)} (${String(d.booked)} booked).`;
    case 'schedule.close':
      return `Closed ${count(d.slotIds, 'ritual time')}${text(d.date) ? ` on ${text(d.date)}` : ''}${
        typeof d.held === 'number' && d.held > 0 ? `, putting ${count(d.held, 'booking')} on hold` : ''
      }${said(d.reason)}.`;
    case 'schedule.reopen':
      return `Reopened ${count(d.slotIds, 'ritual time')} for booking.`;
    case 'schedule.rule.add':
      return 'Added a recurring schedule and opened its dates.';
    case 'schedule.rule.remove':
      return 'Removed a recurring schedule.';
    case 'schedule.generate':
      return `Opened dates for the next ${count(d.days, 'day')}.`;
    case 'refund.approve':
      return `Approved refund ${text(d.refundRef)} of ${money(d.amount)}.`;
    case 'refund.retry':
      return `Sent refund ${text(d.refundRef)} to the gateway again.`;
    case 'refund.done_outside':
      return `Recorded refund ${text(d.refundRef)} of ${money(d.amount)} as given back another way (${outsideRefundMethodLabel(text(d.method)).toLowerCase()})${said(d.note)}.`;
    case 'refund.failed':
      return 'A refund failed at the gateway.';
    case 'order.cancel':
      return `Cancelled ${count(d.orderIds, 'booking')}${
        typeof d.refundAmount === 'number' && d.refundAmount > 0 ? `, refunding ${money(d.refundAmount)}` : ''
      }.`;
    case 'order.reschedule':
      return 'Moved a booking to another date.';
    case 'order.hold':
      return `Put ${count(d.orderIds, 'booking')} on hold${said(d.reason)}.`;
    case 'order.delivery':
      return `Changed the prasadam dispatch from ${words(deliveryStatus(d.from)) || 'nothing'} to ${words(deliveryStatus(d.to))}.`;
    case 'sso.createProfile':
      return `Created the devotee profile of ${text(d.email)}.`;
    case 'bookingPerson.save':
      return 'Registered a devotee to book on their behalf.';
    case 'family.create':
      return 'Added a family.';
    case 'family.update':
      return 'Changed a family.';
    case 'order.create':
      return `Booked ${count(d.orders, 'ritual')} for ${money(d.amount)}, paid by ${channelLabel(text(d.channel) || 'GPMS').toLowerCase()}.`;
    case 'payment.completed':
      return d.late === true
        ? 'A payment went through after its time; the booking stands.'
        : (AUDIT_PAYMENT_SENTENCES.completed ?? '');
    case 'payment.lateRefund':
      return `A payment went through after its time and is being refunded${
        text(d.reason) ? ` (${words(text(d.reason)).toLowerCase()})` : ''
      }.`;
    case 'payment.refunded':
      return `Refund ${text(d.refundRef)} of ${money(d.amount)} reached the devotee; the payment is refunded in full.`;
    case 'payment.partially_refunded':
      return `Refund ${text(d.refundRef)} of ${money(d.amount)} reached the devotee (${money(d.refunded)} of ${money(d.of)} refunded).`;
    case 'subscription.activate':
      return 'A monthly subscription started: its first month is paid.';
    case 'subscription.monthPaid':
      return `Month ${String(d.sequence)} of a subscription was paid.`;
    case 'subscription.duplicateCharge':
      return `Month ${String(d.sequence)} of a subscription was paid twice; the second payment is being refunded.`;
    case 'subscription.mandateCancelled':
      return "The devotee's bank ended a subscription's monthly payment.";
    case 'subscription.pause':
      return d.via
        ? 'Paused a subscription from the link of its pre-debit notice.'
        : 'Paused a subscription.';
    case 'subscription.skipMonth':
      return `Skipped month ${String(d.month)} of a subscription from the link of its pre-debit notice; it is charged a month later.`;
    case 'subscription.resume':
      return `Resumed a subscription${at(d.nextChargeAt) ? `; its next charge is on ${at(d.nextChargeAt)}` : ''}.`;
    case 'subscription.cancel':
      return 'Cancelled a subscription.';
    case 'data.export':
      return 'Downloaded their own data.';
    case 'consent.give':
      return `Gave the ${words(text(d.kind)).toLowerCase()} consent.`;
    case 'consent.withdraw':
      return `Withdrew the ${words(text(d.kind)).toLowerCase()} consent.`;
    case 'erasure.request':
      return `A devotee asked for their account to be deleted${at(d.dueAt) ? ` on ${at(d.dueAt)}` : ''}.`;
    case 'erasure.cancel':
      return d.by === 'sign-in'
        ? 'A deletion request was cancelled: the devotee signed in again.'
        : 'A deletion request was cancelled: the devotee kept their account.';
    case 'erasure.refuse':
      return 'A deletion was not carried out: a paid booking is still to come.';
    case 'erasure.complete':
      return "A devotee's account was erased; their bookings and payments stay, anonymised.";
    case 'subscription.editAddress':
      return `Changed a subscription's prasadam address (${count(d.ordersUpdated, 'booking')} updated).`;
  }
  const [head, ...rest] = entry.action.split('.');
  const payment = head === 'payment' ? AUDIT_PAYMENT_SENTENCES[rest.join('.')] : undefined;
  return payment ?? auditFallbackSentence(entry.action);
}

/** The words of an action no sentence knows (one the api does not write yet, or no longer): "Something new thing." */
export function auditFallbackSentence(action: string): string {
  const [head, ...rest] = action.split('.');
  if (head === 'payment') return `Payment ${words(rest.join(' ')).toLowerCase()}.`;
  if (head === 'subscription') return `Subscription: ${words(rest.join(' ')).toLowerCase()}.`;
  return `${words(action)}.`;
}

/** Fields that hold an amount in minor units. */
const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'amount',
  'net',
  'refundAmount',
  'refunded',
  'of',
  'totalPrice',
]);
/** An instant as stored (ISO 8601 with a time). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A stored code (COMPLETED, NOT_COMPLETED, places-taken). */
const CODE = /^[A-Z][A-Z_]*$|^[a-z]+(?:-[a-z]+)+$/;

/** An internal id, which a person does not read: the centre's (the page is about it), rows', the gateway's. */
const isInternalId = (key: string, v: unknown) =>
  (key !== 'bookingId' && /(?:Id|Ids)$/.test(key)) ||
  (typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v));

/** The words of the detail lines, for a screen that says them in another language (English by default). */
export interface AuditDetailWords {
  /** A field's name in words: its key and the English words of it ("refundRef", "Refund ref"). */
  field(key: string, english: string): string;
  yes: string;
  no: string;
  bookingReference: string;
  /** A stored instant in the centre's zone. */
  instant(iso: string, timezone: string): string;
  /** A code, channel or method in English words ("Not completed", "Cash"), as the screen says it. */
  label(english: string): string;
}

const ENGLISH_DETAIL_WORDS: AuditDetailWords = {
  field: (_key, english) => english,
  yes: 'Yes',
  no: 'No',
  bookingReference: 'Booking reference',
  instant: (iso, timezone) => formatInstantInZone(iso, timezone),
  label: (english) => english,
};

/**
 * The entry's detail, one line per field, for the toggle behind the sentence: field names in words, a booking id as
 * its reference, money in the centre's currency, times in its zone with the zone's abbreviation, stored codes in
 * words, a channel by its label; internal ids left out; nested values as JSON. `say` gives the words in another
 * language (the web's audit-sentences.ts).
 */
export function auditDetailLines(
  data: Readonly<Record<string, unknown>>,
  place: AuditPlace,
  say: AuditDetailWords = ENGLISH_DETAIL_WORDS,
): { key: string; value: string }[] {
  const value = (key: string, v: unknown): string => {
    if (typeof v === 'number' && MONEY_FIELDS.has(key)) return formatMoney(v, place.currency);
    if (typeof v === 'boolean') return v ? say.yes : say.no;
    if (typeof v === 'object') return JSON.stringify(v);
    const t = String(v);
    if (place.center && t === place.center.id && (key === 'center' || key === 'centerId'))
      return place.center.name;
    if (key === 'channel' || key === 'method')
      return say.label(key === 'channel' ? channelLabel(t) : outsideRefundMethodLabel(t));
    if (INSTANT.test(t)) return say.instant(t, place.timezone);
    if (CODE.test(t)) return say.label(words(t));
    return t;
  };
  return Object.entries(data)
    .filter(([key, v]) => v !== null && v !== undefined && v !== '' && !isInternalId(key, v))
    .map(([key, v]) =>
      key === 'bookingId' && typeof v === 'string'
        ? { key: say.bookingReference, value: displayBookingReference(v) }
        : { key: say.field(key, words(key)), value: value(key, v) },
    );
}
