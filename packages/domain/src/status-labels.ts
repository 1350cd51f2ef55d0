/**
 * Every status a person reads, in words: status → label → tone and colour. One mapping for the devotee's screens
 * (My Rituals) and the staff console; a screen shows `label` (never the code) and styles by `tone`.
 * Payment badges follow spec part 2 §4; the order (ritual), refund and delivery labels are ours (docs/decisions.md,
 * "Statuses in words").
 */

/** How a status looks: success green, pending amber, error orange-red, warning, info blue, neutral grey. */
export type StatusTone = 'success' | 'pending' | 'error' | 'warning' | 'info' | 'neutral';

export interface StatusLabel {
  label: string;
  tone: StatusTone;
  colour: string;
}

const COLOURS: Readonly<Record<StatusTone, string>> = {
  success: '#2e7d32',
  pending: '#ffb300',
  error: '#ff4500',
  warning: '#ed6c02',
  info: '#1565c0',
  neutral: '#757575',
};

const label = (text: string, tone: StatusTone): StatusLabel => ({ label: text, tone, colour: COLOURS[tone] });

/** A code nobody mapped yet, in words all the same: 'SOME_STATUS' → 'Some status'. */
export function humaniseStatus(code: string): string {
  const words = code.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

function lookup(table: Readonly<Record<string, StatusLabel>>, code: string): StatusLabel {
  return table[code] ?? label(humaniseStatus(code), 'neutral');
}

const PAYMENT: Readonly<Record<string, StatusLabel>> = {
  COMPLETED: label('Completed', 'success'),
  PENDING: label('Pending', 'pending'),
  INITIALIZED: label('Initialized', 'pending'),
  ERROR: label('Error', 'error'),
  REFUNDED: label('Refunded', 'warning'),
  EXPIRED: label('Expired', 'neutral'),
};

/**
 * Payment status badge (spec part 2 §4): COMPLETED green, PENDING and INITIALIZED amber, ERROR orange-red,
 * REFUNDED warning; EXPIRED and unknown statuses neutral grey.
 */
export function paymentStatusLabel(status: string): StatusLabel {
  return lookup(PAYMENT, status);
}

const ORDER: Readonly<Record<string, StatusLabel>> = {
  NOT_COMPLETED: label('Booked', 'info'),
  ON_HOLD: label('On hold', 'warning'),
  COMPLETED: label('Completed', 'success'),
  NO_SHOW: label('No-show', 'error'),
  CANCELLED: label('Cancelled', 'neutral'),
  ERROR: label('Not booked: the payment did not go through', 'error'),
};

/**
 * The ritual's own status (the order's status, spec part 2 §4): Booked, On hold, Completed (checked in), No-show,
 * Cancelled, or not booked because the payment failed.
 */
export function orderStatusLabel(status: string): StatusLabel {
  return lookup(ORDER, status);
}

const REFUND: Readonly<Record<string, StatusLabel>> = {
  AWAITING_APPROVAL: label('Refund in progress', 'pending'),
  CREATED: label('Refund in progress', 'pending'),
  IN_TRANSIT: label('Refund in progress', 'pending'),
  DONE: label('Refunded', 'success'),
  FAILED: label('Refund delayed: the temple office is looking into it', 'error'),
};

/**
 * A refund (the refunds table: AWAITING_APPROVAL, CREATED, IN_TRANSIT → DONE | FAILED) as the devotee reads it:
 * in progress, refunded, or delayed while the office sees to it; a DONE refund the office gave back another way
 * (its outside method) says how: "Refunded (cash)".
 */
export function refundStatusLabel(status: string, outsideMethod?: string | null): StatusLabel {
  if (status === 'DONE' && outsideMethod)
    return REFUND_OUTSIDE[outsideMethod] ?? label('Refunded another way', 'success');
  return lookup(REFUND, status);
}

/** A refund the temple office gave back another way (refunds.outside_method), not through the gateway. */
const REFUND_OUTSIDE: Readonly<Record<string, StatusLabel>> = {
  CASH: label('Refunded (cash)', 'success'),
  BANK_TRANSFER: label('Refunded (bank transfer)', 'success'),
  CHEQUE: label('Refunded (cheque)', 'success'),
};

const DELIVERY: Readonly<Record<string, StatusLabel>> = {
  NONE: label('No delivery', 'neutral'),
  PENDING: label('Being prepared', 'pending'),
  PACKED: label('Packed', 'info'),
  SHIPPED: label('Shipped', 'info'),
  DELIVERED: label('Delivered', 'success'),
  RETURNED: label('Returned to the temple', 'warning'),
};

/** The prasadam parcel's delivery status. */
export function deliveryStatusLabel(status: string): StatusLabel {
  return lookup(DELIVERY, status);
}

/*
 * The staff console reads some statuses from the office's side of the counter: the same codes, other words where the
 * devotee's would mislead the office (a booked ritual is "Not checked in" at the door, a parcel to be made is "To
 * pack"). Still one mapping: every status a person reads comes from this file.
 */

const GATEWAY: Readonly<Record<string, StatusLabel>> = {
  COMPLETED: label('Paid', 'success'),
  PENDING: label('Pending', 'pending'),
  ERROR: label('Failed', 'error'),
  NOT_FOUND: label('No such payment', 'error'),
};

/** The payment gateway's answer to a status query (the day close's "Gateway" column). */
export function gatewayStatusLabel(status: string): StatusLabel {
  return lookup(GATEWAY, status);
}

const CHECK_IN: Readonly<Record<string, StatusLabel>> = {
  NOT_COMPLETED: label('Not checked in', 'info'),
  ON_HOLD: label('On hold', 'warning'),
  COMPLETED: label('Completed', 'success'),
  NO_SHOW: label('No-show', 'error'),
  CANCELLED: label('Cancelled', 'neutral'),
};

/** A booking on the staff's day list (the order's status as the door sees it: checked in or not yet). */
export function checkInStatusLabel(status: string): StatusLabel {
  return lookup(CHECK_IN, status);
}

const STAFF_REFUND: Readonly<Record<string, StatusLabel>> = {
  AWAITING_APPROVAL: label('Awaiting approval', 'pending'),
  CREATED: label('Stuck', 'warning'),
  IN_TRANSIT: label('Stuck', 'warning'),
  DONE: label('Refunded', 'success'),
  FAILED: label('Failed', 'error'),
};

/**
 * A refund on the staff's Failed refunds page: waiting for a second approver, failed at the gateway, or stuck (the
 * page lists a refund not yet sent, or sent without an answer, only once it is overdue).
 */
export function staffRefundStatusLabel(status: string): StatusLabel {
  return lookup(STAFF_REFUND, status);
}

const DISPATCH: Readonly<Record<string, StatusLabel>> = {
  NONE: label('No prasadam', 'neutral'),
  PENDING: label('To pack', 'pending'),
  PACKED: label('Packed', 'info'),
  SHIPPED: label('Shipped', 'info'),
  DELIVERED: label('Delivered', 'success'),
  RETURNED: label('Returned', 'warning'),
};

/** A prasadam parcel on the staff's dispatch list (what the office has to do with it). */
export function dispatchStatusLabel(status: string): StatusLabel {
  return lookup(DISPATCH, status);
}
