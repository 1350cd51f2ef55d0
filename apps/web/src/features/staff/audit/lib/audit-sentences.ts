/**
 * The audit log's words in the interface language (issue 28, Deliver 1): each entry's sentence, its entity, and the
 * detail lines' field names. The domain's audit-entry.ts stays the English reference (the api uses it too); every
 * sentence here is the same sentence as an ICU message, with real plurals and the values (references, money, dates,
 * names, e-mails, quoted reasons) as placeholders. In English the two say exactly the same words
 * (audit-sentences.test.ts), so they cannot drift apart.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  auditDetailLines,
  auditFallbackSentence,
  deliveryStatus,
  roleName,
  words,
  type AuditDetailWords,
  type AuditEntryFacts,
  type AuditPlace,
} from '@sannidhi/domain/audit-entry';
import { channelLabel } from '@sannidhi/domain/day-close';
import { StaffRole } from '@sannidhi/domain/enums';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { outsideRefundMethodLabel } from '@sannidhi/domain/refund-outside';
import { formatInstantInZone } from '@sannidhi/domain/time';
import { domainText } from '../../../../lib/domain-texts';
import { formatLocaleOf } from '../../../../lib/i18n';
import { roleLabel } from '../../roles/lib/role-label';

type Say = Pick<I18n, '_' | 'messages' | 'locale'>;

/** What an entry is about, in words (the entity filter offers the same words). */
export const AUDIT_ENTITY_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  order: msg({ comment: 'Audit log: what an entry is about', message: 'Booking' }),
  payment: msg({ comment: 'Audit log: what an entry is about', message: 'Payment' }),
  slot: msg({ comment: 'Audit log: what an entry is about', message: 'Ritual date' }),
  product: msg({ comment: 'Audit log: what an entry is about', message: 'Ritual schedule' }),
  ritual: msg({ comment: 'Audit log: what an entry is about', message: 'Ritual' }),
  package: msg({ comment: 'Audit log: what an entry is about', message: 'Package' }),
  day_close: msg({ comment: 'Audit log: what an entry is about', message: 'Day close' }),
  user_role: msg({ comment: 'Audit log: what an entry is about', message: 'Staff role' }),
  centre: msg({ comment: 'Audit log: what an entry is about', message: 'Centre settings' }),
  image: msg({ comment: 'Audit log: what an entry is about', message: 'Image' }),
  family: msg({ comment: 'Audit log: what an entry is about', message: 'Family' }),
  subscription: msg({ comment: 'Audit log: what an entry is about', message: 'Subscription' }),
  user: msg({ comment: 'Audit log: what an entry is about', message: 'Devotee profile' }),
  booking_person: msg({ comment: 'Audit log: what an entry is about', message: 'Devotee registration' }),
  // Written by the api, named by the domain's fallback words.
  account: msg({ comment: 'Audit log: what an entry is about', message: 'Account' }),
  erasure: msg({ comment: 'Audit log: what an entry is about', message: 'Erasure' }),
  consent: msg({ comment: 'Audit log: what an entry is about', message: 'Consent' }),
  'waiting-list-entry': msg({ comment: 'Audit log: what an entry is about', message: 'Waiting list entry' }),
};

/** A check-in's outcome (`checkin.mark`'s `to`). */
const OUTCOME_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  COMPLETED: msg({ comment: 'Audit log: a check-in outcome', message: 'Completed' }),
  NO_SHOW: msg({ comment: 'Audit log: a check-in outcome', message: 'No show' }),
  NOT_COMPLETED: msg({ comment: 'Audit log: a check-in outcome', message: 'Not checked in' }),
};

/** A payment's new status (`payment.<status>`), as a sentence. */
export const PAYMENT_SENTENCE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  initialized: msg`A payment was started.`,
  pending: msg`A payment is waiting for the gateway.`,
  completed: msg`A payment went through.`,
  error: msg`A payment failed at the gateway.`,
  expired: msg`A payment expired unpaid; its places were given back.`,
  refunded: msg`A payment was refunded in full.`,
};

/** A consent's kind, in the sentence of its giving or withdrawal. */
const CONSENT_MESSAGES: Readonly<Record<string, { give: MessageDescriptor; withdraw: MessageDescriptor }>> = {
  registration: {
    give: msg`Gave the registration consent.`,
    withdraw: msg`Withdrew the registration consent.`,
  },
  'privacy-terms': {
    give: msg`Gave the privacy terms consent.`,
    withdraw: msg`Withdrew the privacy terms consent.`,
  },
  newsletter: {
    give: msg`Gave the newsletter consent.`,
    withdraw: msg`Withdrew the newsletter consent.`,
  },
};

/** Why a late payment is refunded (`payment.lateRefund`'s `reason`: the domain's lateBookingRefusal, places-taken). */
const LATE_REASON_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'slot-closed': msg({ comment: 'Audit log: why a late payment is refunded', message: 'slot closed' }),
  'slot-past': msg({ comment: 'Audit log: why a late payment is refunded', message: 'slot past' }),
  'ritual-hidden': msg({ comment: 'Audit log: why a late payment is refunded', message: 'ritual hidden' }),
  'places-taken': msg({ comment: 'Audit log: why a late payment is refunded', message: 'places taken' }),
  'subscription-ended': msg({
    comment: 'Audit log: why a late payment is refunded',
    message: 'subscription ended',
  }),
  'month-already-paid': msg({
    comment: 'Audit log: why a late payment is refunded',
    message: 'month already paid',
  }),
};

/** Actions the api writes that the domain names by its fallback words (waiting list): said whole here. */
const FALLBACK_ACTION_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'waiting-list.join': msg`Waiting list join.`,
  'waiting-list.offer': msg`Waiting list offer.`,
  'waiting-list.offer-taken': msg`Waiting list offer taken.`,
  'waiting-list.offer-expired': msg`Waiting list offer expired.`,
};

/** The detail lines' field names: the keys the api writes (apps/api/src/services, `data:` of an audit entry). */
export const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  after: msg({ comment: 'Audit log detail: a field name', message: 'After' }),
  amount: msg({ comment: 'Audit log detail: a field name', message: 'Amount' }),
  attemptsLeft: msg({ comment: 'Audit log detail: a field name', message: 'Attempts left' }),
  before: msg({ comment: 'Audit log detail: a field name', message: 'Before' }),
  booked: msg({ comment: 'Audit log detail: a field name', message: 'Booked' }),
  by: msg({ comment: 'Audit log detail: a field name', message: 'By' }),
  byTemple: msg({ comment: 'Audit log detail: a field name', message: 'By temple' }),
  bytes: msg({ comment: 'Audit log detail: a field name', message: 'Bytes' }),
  capacity: msg({ comment: 'Audit log detail: a field name', message: 'Capacity' }),
  center: msg({ comment: 'Audit log detail: a field name', message: 'Center' }),
  channel: msg({ comment: 'Audit log detail: a field name', message: 'Channel' }),
  checked: msg({ comment: 'Audit log detail: a field name', message: 'Checked' }),
  checkedInAt: msg({ comment: 'Audit log detail: a field name', message: 'Checked in at' }),
  checkedInBy: msg({ comment: 'Audit log detail: a field name', message: 'Checked in by' }),
  closedNow: msg({ comment: 'Audit log detail: a field name', message: 'Closed now' }),
  contact: msg({ comment: 'Audit log detail: a field name', message: 'Contact' }),
  contentType: msg({ comment: 'Audit log detail: a field name', message: 'Content type' }),
  country: msg({ comment: 'Audit log detail: a field name', message: 'Country' }),
  countryOfResidence: msg({ comment: 'Audit log detail: a field name', message: 'Country of residence' }),
  created: msg({ comment: 'Audit log detail: a field name', message: 'Created' }),
  date: msg({ comment: 'Audit log detail: a field name', message: 'Date' }),
  days: msg({ comment: 'Audit log detail: a field name', message: 'Days' }),
  description: msg({ comment: 'Audit log detail: a field name', message: 'Description' }),
  dueAt: msg({ comment: 'Audit log detail: a field name', message: 'Due at' }),
  email: msg({ comment: 'Audit log detail: a field name', message: 'Email' }),
  existing: msg({ comment: 'Audit log detail: a field name', message: 'Existing' }),
  expiresAt: msg({ comment: 'Audit log detail: a field name', message: 'Expires at' }),
  from: msg({ comment: 'Audit log detail: a field name', message: 'From' }),
  held: msg({ comment: 'Audit log detail: a field name', message: 'Held' }),
  hold: msg({ comment: 'Audit log detail: a field name', message: 'Hold' }),
  honoured: msg({ comment: 'Audit log detail: a field name', message: 'Honoured' }),
  kind: msg({ comment: 'Audit log detail: a field name', message: 'Kind' }),
  lastError: msg({ comment: 'Audit log detail: a field name', message: 'Last error' }),
  late: msg({ comment: 'Audit log detail: a field name', message: 'Late' }),
  meta: msg({ comment: 'Audit log detail: a field name', message: 'Meta' }),
  method: msg({ comment: 'Audit log detail: a field name', message: 'Method' }),
  mismatches: msg({ comment: 'Audit log detail: a field name', message: 'Mismatches' }),
  month: msg({ comment: 'Audit log detail: a field name', message: 'Month' }),
  name: msg({ comment: 'Audit log detail: a field name', message: 'Name' }),
  net: msg({ comment: 'Audit log detail: a field name', message: 'Net' }),
  nextChargeAt: msg({ comment: 'Audit log detail: a field name', message: 'Next charge at' }),
  note: msg({ comment: 'Audit log detail: a field name', message: 'Note' }),
  of: msg({ comment: 'Audit log detail: a field name', message: 'Of' }),
  onBehalf: msg({ comment: 'Audit log detail: a field name', message: 'On behalf' }),
  orders: msg({ comment: 'Audit log detail: a field name', message: 'Orders' }),
  ordersUpdated: msg({ comment: 'Audit log detail: a field name', message: 'Orders updated' }),
  places: msg({ comment: 'Audit log detail: a field name', message: 'Places' }),
  previousStatus: msg({ comment: 'Audit log detail: a field name', message: 'Previous status' }),
  reason: msg({ comment: 'Audit log detail: a field name', message: 'Reason' }),
  refundAmount: msg({ comment: 'Audit log detail: a field name', message: 'Refund amount' }),
  refundRef: msg({ comment: 'Audit log detail: a field name', message: 'Refund ref' }),
  refunded: msg({ comment: 'Audit log detail: a field name', message: 'Refunded' }),
  removed: msg({ comment: 'Audit log detail: a field name', message: 'Removed' }),
  requestedBy: msg({ comment: 'Audit log detail: a field name', message: 'Requested by' }),
  role: msg({ comment: 'Audit log detail: a field name', message: 'Role' }),
  rule: msg({ comment: 'Audit log detail: a field name', message: 'Rule' }),
  sequence: msg({ comment: 'Audit log detail: a field name', message: 'Sequence' }),
  source: msg({ comment: 'Audit log detail: a field name', message: 'Source' }),
  status: msg({ comment: 'Audit log detail: a field name', message: 'Status' }),
  texts: msg({ comment: 'Audit log detail: a field name', message: 'Texts' }),
  times: msg({ comment: 'Audit log detail: a field name', message: 'Times' }),
  to: msg({ comment: 'Audit log detail: a field name', message: 'To' }),
  treasurerEmail: msg({ comment: 'Audit log detail: a field name', message: 'Treasurer email' }),
  urlTag: msg({ comment: 'Audit log detail: a field name', message: 'Url tag' }),
  via: msg({ comment: 'Audit log detail: a field name', message: 'Via' }),
  wasOnHold: msg({ comment: 'Audit log detail: a field name', message: 'Was on hold' }),
};

const YES = msg({ comment: 'Audit log detail: a yes-or-no value', message: 'Yes' });
const NO = msg({ comment: 'Audit log detail: a yes-or-no value', message: 'No' });
const BOOKING_REFERENCE = msg`Booking reference`;
const NOTHING = msg({ comment: 'Audit log: a parcel had no dispatch status before', message: 'nothing' });

const STAFF_ROLES: ReadonlySet<string> = new Set(StaffRole.options);

/** What an entry is about, in the language shown (an entity no table knows: its English words). */
export function auditEntityLabelIn(i18n: Say, entity: string): string {
  const message = AUDIT_ENTITY_MESSAGES[entity];
  return message ? i18n._(message) : words(entity);
}

/** A staff role in words, in the language shown (an unknown role: its English words). */
export function auditRoleNameIn(i18n: Say, role: unknown): string {
  return typeof role === 'string' && STAFF_ROLES.has(role)
    ? i18n._(roleLabel(role as StaffRole))
    : roleName(role);
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const countOf = (n: unknown) => (typeof n === 'number' ? n : Array.isArray(n) ? n.length : 0);
const yes = (v: unknown) => (v ? 'yes' : 'no');

/**
 * What happened, as a sentence in the language shown ("Checked in booking 0001234 as Completed."): the domain's
 * auditSentence, word for word in English; money in the centre's currency, times in its zone.
 */
export function auditSentenceIn(i18n: Say, entry: AuditEntryFacts, place: AuditPlace): string {
  const d = entry.data;
  const say = (message: MessageDescriptor, values: Record<string, unknown> = {}) => {
    // A variable, not an object literal: Lingui's extractor reads `i18n._({…})` literals as messages.
    const descriptor: MessageDescriptor = { ...message, values };
    return i18n._(descriptor);
  };
  const label = (english: string) => domainText(i18n, english);
  // The English sentence says a channel or method in lower case ("paid by cash"); a translation keeps its own case.
  const lowerLabel = (english: string) => {
    const said = label(english);
    return said === english ? english.toLowerCase() : said;
  };
  const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v, place.currency) : '');
  const at = (v: unknown) =>
    typeof v === 'string' && v
      ? formatInstantInZone(v, place.timezone, formatLocaleOf(i18n.locale || 'en'))
      : '';
  const ref = typeof d.bookingId === 'string' ? displayBookingReference(d.bookingId) : '';
  const reason = text(d.reason);
  const named = (v: unknown) =>
    v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string'
      ? (v as { name: string }).name
      : '';
  switch (entry.action) {
    case 'checkin.mark': {
      const to = text(d.to);
      const outcome = OUTCOME_MESSAGES[to];
      return say(
        msg({
          message: 'Checked in booking{hasRef, select, yes { {ref}} other {}} as {outcome}.',
        }),
        { hasRef: yes(ref), ref, outcome: outcome ? i18n._(outcome) : words(to) },
      );
    }
    case 'checkin.undo':
      return say(
        msg({
          message:
            'Took back the check-in of booking{hasRef, select, yes { {ref}} other {}}{hasReason, select, yes {: “{reason}”} other {}}.',
        }),
        { hasRef: yes(ref), ref, hasReason: yes(reason), reason },
      );
    case 'accounts.closeDay':
      return say(
        msg({
          message:
            'Closed the day {date}: {checked, plural, one {# gateway payment} other {# gateway payments}} checked, {mismatches, plural, one {# mismatch} other {# mismatches}}, net {net}.',
        }),
        {
          date: text(d.date),
          checked: countOf(d.checked),
          mismatches: countOf(d.mismatches),
          net: money(d.net),
        },
      );
    case 'role.grant':
      return say(msg({ message: 'Gave {email} the role {role}.' }), {
        email: text(d.email),
        role: auditRoleNameIn(i18n, d.role),
      });
    case 'role.remove':
      return say(msg({ message: 'Took the role {role} from {email}.' }), {
        email: text(d.email),
        role: auditRoleNameIn(i18n, d.role),
      });
    case 'ritual.create': {
      const name = named(d.after);
      return say(msg({ message: 'Added the ritual{hasName, select, yes { {name}} other {}}.' }), {
        hasName: yes(name),
        name,
      });
    }
    case 'ritual.update': {
      const name = named(d.after);
      return say(msg({ message: 'Changed the ritual{hasName, select, yes { {name}} other {}}.' }), {
        hasName: yes(name),
        name,
      });
    }
    case 'package.create':
      return say(msg({ message: 'Added the package {name}.' }), { name: text(d.name) });
    case 'package.update':
      return say(msg({ message: 'Changed the package {name}.' }), { name: text(d.name) });
    case 'centre.update':
      return say(msg`Changed the centre's settings.`);
    case 'image.upload':
      return say(msg`Uploaded an image.`);
    case 'schedule.capacity':
      return typeof d.from === 'number'
        ? say(msg({ message: "Changed a ritual time's capacity from {from} to {to} ({booked} booked)." }), {
            from: String(d.from),
            to: String(d.to),
            booked: String(d.booked),
          })
        : say(msg({ message: "Changed an option's capacity to {to} ({booked} booked)." }), {
            to: String(d.to),
            booked: String(d.booked),
          });
    case 'schedule.close': {
      const date = text(d.date);
      return say(
        msg({
          message:
            'Closed {count, plural, one {# ritual time} other {# ritual times}}{hasDate, select, yes { on {date}} other {}}{held, plural, =0 {} one {, putting # booking on hold} other {, putting # bookings on hold}}{hasReason, select, yes {: “{reason}”} other {}}.',
        }),
        {
          count: countOf(d.slotIds),
          hasDate: yes(date),
          date,
          held: typeof d.held === 'number' && d.held > 0 ? d.held : 0,
          hasReason: yes(reason),
          reason,
        },
      );
    }
    case 'schedule.reopen':
      return say(
        msg({ message: 'Reopened {count, plural, one {# ritual time} other {# ritual times}} for booking.' }),
        { count: countOf(d.slotIds) },
      );
    case 'schedule.rule.add':
      return say(msg`Added a recurring schedule and opened its dates.`);
    case 'schedule.rule.remove':
      return say(msg`Removed a recurring schedule.`);
    case 'schedule.generate':
      return say(msg({ message: 'Opened dates for the next {count, plural, one {# day} other {# days}}.' }), {
        count: countOf(d.days),
      });
    case 'refund.approve':
      return say(msg({ message: 'Approved refund {refundRef} of {amount}.' }), {
        refundRef: text(d.refundRef),
        amount: money(d.amount),
      });
    case 'refund.retry':
      return say(msg({ message: 'Sent refund {refundRef} to the gateway again.' }), {
        refundRef: text(d.refundRef),
      });
    case 'refund.done_outside': {
      const note = text(d.note);
      return say(
        msg({
          message:
            'Recorded refund {refundRef} of {amount} as given back another way ({method}){hasNote, select, yes {: “{note}”} other {}}.',
        }),
        {
          refundRef: text(d.refundRef),
          amount: money(d.amount),
          method: lowerLabel(outsideRefundMethodLabel(text(d.method))),
          hasNote: yes(note),
          note,
        },
      );
    }
    case 'refund.failed':
      return say(msg`A refund failed at the gateway.`);
    case 'order.cancel': {
      const refund = typeof d.refundAmount === 'number' && d.refundAmount > 0 ? money(d.refundAmount) : '';
      return say(
        msg({
          message:
            'Cancelled {count, plural, one {# booking} other {# bookings}}{hasRefund, select, yes {, refunding {refund}} other {}}.',
        }),
        { count: countOf(d.orderIds), hasRefund: yes(refund), refund },
      );
    }
    case 'order.reschedule':
      return say(msg`Moved a booking to another date.`);
    case 'order.hold':
      return say(
        msg({
          message:
            'Put {count, plural, one {# booking} other {# bookings}} on hold{hasReason, select, yes {: “{reason}”} other {}}.',
        }),
        { count: countOf(d.orderIds), hasReason: yes(reason), reason },
      );
    case 'order.delivery': {
      const from = words(deliveryStatus(d.from));
      const to = label(words(deliveryStatus(d.to)));
      return say(msg({ message: 'Changed the prasadam dispatch from {from} to {to}.' }), {
        from: from ? label(from) : i18n._(NOTHING),
        to,
      });
    }
    case 'sso.createProfile':
      return say(msg({ message: 'Created the devotee profile of {email}.' }), { email: text(d.email) });
    case 'bookingPerson.save':
      return say(msg`Registered a devotee to book on their behalf.`);
    case 'family.create':
      return say(msg`Added a family.`);
    case 'family.update':
      return say(msg`Changed a family.`);
    case 'order.create':
      return say(
        msg({
          message:
            'Booked {count, plural, one {# ritual} other {# rituals}} for {amount}, paid by {channel}.',
        }),
        {
          count: countOf(d.orders),
          amount: money(d.amount),
          channel: lowerLabel(channelLabel(text(d.channel) || 'GPMS')),
        },
      );
    case 'payment.completed':
      return d.late === true
        ? say(msg`A payment went through after its time; the booking stands.`)
        : say(PAYMENT_SENTENCE_MESSAGES.completed!);
    case 'payment.lateRefund': {
      const why = LATE_REASON_MESSAGES[reason];
      const said = why ? i18n._(why) : reason ? words(reason).toLowerCase() : '';
      return say(
        msg({
          message:
            'A payment went through after its time and is being refunded{hasReason, select, yes { ({reason})} other {}}.',
        }),
        { hasReason: yes(said), reason: said },
      );
    }
    case 'payment.refunded':
      return say(
        msg({
          message: 'Refund {refundRef} of {amount} reached the devotee; the payment is refunded in full.',
        }),
        { refundRef: text(d.refundRef), amount: money(d.amount) },
      );
    case 'payment.partially_refunded':
      return say(
        msg({
          message: 'Refund {refundRef} of {amount} reached the devotee ({refunded} of {total} refunded).',
        }),
        {
          refundRef: text(d.refundRef),
          amount: money(d.amount),
          refunded: money(d.refunded),
          total: money(d.of),
        },
      );
    case 'subscription.activate':
      return say(msg`A monthly subscription started: its first month is paid.`);
    case 'subscription.monthPaid':
      return say(msg({ message: 'Month {sequence} of a subscription was paid.' }), {
        sequence: String(d.sequence),
      });
    case 'subscription.duplicateCharge':
      return say(
        msg({
          message: 'Month {sequence} of a subscription was paid twice; the second payment is being refunded.',
        }),
        { sequence: String(d.sequence) },
      );
    case 'subscription.mandateCancelled':
      return say(msg`The devotee's bank ended a subscription's monthly payment.`);
    case 'subscription.pause':
      return d.via
        ? say(msg`Paused a subscription from the link of its pre-debit notice.`)
        : say(msg`Paused a subscription.`);
    case 'subscription.skipMonth':
      return say(
        msg({
          message:
            'Skipped month {month} of a subscription from the link of its pre-debit notice; it is charged a month later.',
        }),
        { month: String(d.month) },
      );
    case 'subscription.resume': {
      const next = at(d.nextChargeAt);
      return say(
        msg({
          message: 'Resumed a subscription{hasNext, select, yes {; its next charge is on {next}} other {}}.',
        }),
        { hasNext: yes(next), next },
      );
    }
    case 'subscription.cancel':
      return say(msg`Cancelled a subscription.`);
    case 'data.export':
      return say(msg`Downloaded their own data.`);
    case 'consent.give':
    case 'consent.withdraw': {
      const kind = text(d.kind);
      const known = CONSENT_MESSAGES[kind];
      const giving = entry.action === 'consent.give';
      if (known) return say(giving ? known.give : known.withdraw);
      const what = words(kind).toLowerCase();
      return giving
        ? say(msg({ message: 'Gave the {kind} consent.' }), { kind: what })
        : say(msg({ message: 'Withdrew the {kind} consent.' }), { kind: what });
    }
    case 'erasure.request': {
      const due = at(d.dueAt);
      return say(
        msg({
          message:
            'A devotee asked for their account to be deleted{hasDue, select, yes { on {due}} other {}}.',
        }),
        { hasDue: yes(due), due },
      );
    }
    case 'erasure.cancel':
      return d.by === 'sign-in'
        ? say(msg`A deletion request was cancelled: the devotee signed in again.`)
        : say(msg`A deletion request was cancelled: the devotee kept their account.`);
    case 'erasure.refuse':
      return say(msg`A deletion was not carried out: a paid booking is still to come.`);
    case 'erasure.complete':
      return say(msg`A devotee's account was erased; their bookings and payments stay, anonymised.`);
    case 'subscription.editAddress':
      return say(
        msg({
          message:
            "Changed a subscription's prasadam address ({count, plural, one {# booking} other {# bookings}} updated).",
        }),
        { count: countOf(d.ordersUpdated) },
      );
  }
  const known = FALLBACK_ACTION_MESSAGES[entry.action];
  if (known) return say(known);
  const [head, ...rest] = entry.action.split('.');
  const payment = head === 'payment' ? PAYMENT_SENTENCE_MESSAGES[rest.join('.')] : undefined;
  if (payment) return say(payment);
  // An action no sentence knows: the frame in the language shown, the action's own words in English.
  const english = auditFallbackSentence(entry.action);
  if (head === 'payment')
    return say(msg({ message: 'Payment {what}.' }), { what: words(rest.join(' ')).toLowerCase() });
  if (head === 'subscription')
    return say(msg({ message: 'Subscription: {what}.' }), { what: words(rest.join(' ')).toLowerCase() });
  return english;
}

/** The detail lines (the domain's auditDetailLines) with field names, Yes/No, codes and times in the language shown. */
export function auditDetailLinesIn(
  i18n: Say,
  data: Readonly<Record<string, unknown>>,
  place: AuditPlace,
): { key: string; value: string }[] {
  const say: AuditDetailWords = {
    field: (key, english) => {
      const message = FIELD_MESSAGES[key];
      return message ? i18n._(message) : english;
    },
    yes: i18n._(YES),
    no: i18n._(NO),
    bookingReference: i18n._(BOOKING_REFERENCE),
    instant: (iso, timezone) => formatInstantInZone(iso, timezone, formatLocaleOf(i18n.locale || 'en')),
    label: (english) => domainText(i18n, english),
  };
  return auditDetailLines(data, place, say);
}
