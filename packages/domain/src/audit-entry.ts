// The audit log as a centre admin reads it: each entry as a sentence of what happened, its entity in words, and its
// raw detail with booking references in the form people read (the bookingId without its first 3 characters).
import { formatMoney } from './money';
import { displayBookingReference } from './order-rules';
import { outsideRefundMethodLabel } from './refund-outside';

export interface AuditEntryFacts {
  action: string;
  entity: string;
  data: Readonly<Record<string, unknown>>;
}

/** What an entry is about, in words (the entity filter offers the same words). */
const ENTITY_LABELS: Readonly<Record<string, string>> = {
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
function words(text: string): string {
  const spaced = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._]+/g, ' ')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function auditEntityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? words(entity);
}

/** A staff role in words: CENTER_ADMIN → "Center Admin". */
function roleName(role: unknown): string {
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
const nameOf = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string'
    ? ` ${(v as { name: string }).name}`
    : '';
const OUTCOMES: Readonly<Record<string, string>> = {
  COMPLETED: 'Completed',
  NO_SHOW: 'No show',
  NOT_COMPLETED: 'Not checked in',
};

/** What happened, as a sentence ("Checked in booking 0001234 as Completed."); money in the centre's currency. */
export function auditSentence(entry: AuditEntryFacts, currency: string): string {
  const d = entry.data;
  const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v, currency) : '');
  const said = (v: unknown) => (text(v) ? `: “${text(v)}”` : '');
  switch (entry.action) {
    case 'checkin.mark':
      return `Checked in booking${ref(d)} as ${OUTCOMES[text(d.to)] ?? words(text(d.to))}.`;
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
      return `Changed the prasadam dispatch from ${words(text(d.from)) || 'nothing'} to ${words(text(d.to))}.`;
    case 'sso.createProfile':
      return `Created the devotee profile of ${text(d.email)}.`;
    case 'bookingPerson.save':
      return 'Registered a devotee to book on their behalf.';
    case 'family.create':
      return 'Added a family.';
    case 'family.update':
      return 'Changed a family.';
  }
  const [head, ...rest] = entry.action.split('.');
  if (head === 'payment') return `Payment ${words(rest.join(' ')).toLowerCase()}.`;
  if (head === 'subscription') return `Subscription: ${words(rest.join(' ')).toLowerCase()}.`;
  return `${words(entry.action)}.`;
}

/**
 * The entry's detail, one line per field, for the toggle behind the sentence: a booking id as its reference, nested
 * values as JSON.
 */
export function auditDetailLines(data: Readonly<Record<string, unknown>>): { key: string; value: string }[] {
  return Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([key, v]) =>
      key === 'bookingId' && typeof v === 'string'
        ? { key: 'booking reference', value: displayBookingReference(v) }
        : { key, value: typeof v === 'object' ? JSON.stringify(v) : String(v) },
    );
}
