/** Ritual action rules on orders: cancel, modify, reschedule, book again, display helpers (spec part 2 §2, §4, §5). */
import { RESCHEDULE_BLOCK_DAYS, RESCHEDULE_WINDOW_DAYS } from './constants';
import { isBeforeCutOff } from './slot';
import { paymentStatusLabel, type StatusLabel } from './status-labels';

/** Tooltip of a reschedule disabled by the 5-day block (spec part 2 §5). */
export const RESCHEDULE_BLOCKED_REASON = 'Reschedule is not available within 5 days of the ritual date.';

const MS_PER_DAY = 86_400_000;
const ACTIONS_HIDDEN_PAYMENT_STATUSES: ReadonlySet<string> = new Set([
  'PENDING',
  'INITIALIZED',
  'REFUNDED',
  'ERROR',
]);

/** The part of an order the action rules read. */
export interface RuleOrder {
  status: string;
  paymentStatus: string;
  slotInfo: { startTime: string };
  ogSlotInfo?: { startTime: string } | null;
  meta?: { familyId?: unknown } | null;
}

/** The part of a ritual's config the action rules read; missing values use the spec's defaults. */
export interface RuleConfig {
  canCancel?: boolean | null;
  canReschedule?: boolean | null;
  cutOffHours?: number | null;
}

/** How an action button is shown: hidden, shown disabled with a reason, or shown enabled. */
export interface ActionAvailability {
  visible: boolean;
  enabled: boolean;
  reason: string | null;
}

const HIDDEN: ActionAvailability = { visible: false, enabled: false, reason: null };
const ENABLED: ActionAvailability = { visible: true, enabled: true, reason: null };

/** Whether every ritual action is hidden for a payment status (PENDING, INITIALIZED, REFUNDED, ERROR). */
export function areOrderActionsHidden(paymentStatus: string): boolean {
  return ACTIONS_HIDDEN_PAYMENT_STATUSES.has(paymentStatus);
}

function beforeCutOff(order: RuleOrder, config: RuleConfig, now: Date): boolean {
  return isBeforeCutOff(order.slotInfo.startTime, config.cutOffHours ?? 0, now);
}

function hasFamily(order: RuleOrder): boolean {
  const familyId = order.meta?.familyId;
  return familyId !== undefined && familyId !== null && familyId !== '';
}

/**
 * Cancel (spec part 2 §5): the ritual config allows cancelling (default no) and the order is ON_HOLD,
 * or NOT_COMPLETED before the cut-off; never when actions are hidden by the payment status.
 */
export function canCancel(order: RuleOrder, config: RuleConfig, now: Date): boolean {
  return cancelRefusal(order, config, now) === null;
}

/** Whether 'Cancel This Registration' is disabled: the order is already cancelled. */
export function isCancelRegistrationDisabled(order: Pick<RuleOrder, 'status'>): boolean {
  return order.status === 'CANCELLED';
}

/**
 * Modify (spec part 2 §5): NOT_COMPLETED, before the cut-off, canReschedule (default true); hidden
 * when the order belongs to a family (meta.familyId) or actions are hidden by the payment status. Modify leads
 * only to the reschedule choice (Reschedule Now or Later), so it is not offered either while reschedule is blocked
 * (within 5 days of the ritual): the disabled Reschedule beside it says why.
 */
export function canModify(order: RuleOrder, config: RuleConfig, now: Date): boolean {
  if (areOrderActionsHidden(order.paymentStatus) || hasFamily(order) || config.canReschedule === false)
    return false;
  return order.status === 'NOT_COMPLETED' && rescheduleAvailability(order, config, now).enabled;
}

/** Why an order cannot be cancelled, in words (shown beside the button, and the server's refusal). */
export const CANCEL_REASONS = {
  cancelled: 'This registration is already cancelled.',
  notCancellable: 'This ritual cannot be cancelled once booked.',
  cutOffPassed: 'Cancellation has closed for this date: the cut-off before the ritual has passed.',
  taken: 'This ritual has already taken place.',
  payment: 'This registration cannot be cancelled while its payment is not completed.',
  other: 'This registration cannot be cancelled.',
} as const;

/**
 * 'Cancel This Registration' (spec part 2 §2, §5): shown for every order whose actions the payment status does
 * not hide, enabled only where the cancel rule allows, otherwise disabled with the reason in words (already
 * cancelled, a ritual that cannot be cancelled, the cut-off passed, a ritual that took place).
 */
export function cancelAvailability(order: RuleOrder, config: RuleConfig, now: Date): ActionAvailability {
  if (areOrderActionsHidden(order.paymentStatus)) return HIDDEN;
  const reason = cancelRefusal(order, config, now);
  return reason ? { visible: true, enabled: false, reason } : ENABLED;
}

/** Why the cancel rule refuses this order now, or null when it may be cancelled (the server's 422 message). */
export function cancelRefusal(order: RuleOrder, config: RuleConfig, now: Date): string | null {
  if (order.status === 'CANCELLED') return CANCEL_REASONS.cancelled;
  if (areOrderActionsHidden(order.paymentStatus)) return CANCEL_REASONS.payment;
  if (order.status === 'COMPLETED' || order.status === 'NO_SHOW') return CANCEL_REASONS.taken;
  if (config.canCancel !== true) return CANCEL_REASONS.notCancellable;
  if (order.status === 'ON_HOLD') return null;
  if (order.status !== 'NOT_COMPLETED') return CANCEL_REASONS.other;
  if (!beforeCutOff(order, config, now))
    return new Date(order.slotInfo.startTime).getTime() <= now.getTime()
      ? CANCEL_REASONS.taken
      : CANCEL_REASONS.cutOffPassed;
  return null;
}

/**
 * Days left to reschedule an on-hold order: whole days, rounded up, until 90 days after the original
 * slot start; 0 once the window has closed.
 */
export function daysLeftToReschedule(ogSlotStart: string | Date, now: Date): number {
  const end = new Date(ogSlotStart).getTime() + RESCHEDULE_WINDOW_DAYS * MS_PER_DAY;
  const left = Math.ceil((end - now.getTime()) / MS_PER_DAY);
  return Number.isNaN(left) ? 0 : Math.max(0, left);
}

/** Whether a new slot is within the reschedule window: no later than 90 days after the original slot start. */
export function isWithinRescheduleWindow(newSlotStart: string | Date, ogSlotStart: string | Date): boolean {
  const end = new Date(ogSlotStart).getTime() + RESCHEDULE_WINDOW_DAYS * MS_PER_DAY;
  return new Date(newSlotStart).getTime() <= end;
}

/**
 * Reschedule (spec part 2 §5). Hidden when actions are hidden by the payment status, for a family
 * order, or when the config forbids rescheduling. NOT_COMPLETED: shown before the cut-off, disabled
 * with RESCHEDULE_BLOCKED_REASON when the slot starts within 5 days. ON_HOLD: shown while the 90-day
 * window from the original slot is open (the cut-off of a slot already left does not apply).
 */
export function rescheduleAvailability(order: RuleOrder, config: RuleConfig, now: Date): ActionAvailability {
  if (areOrderActionsHidden(order.paymentStatus) || hasFamily(order) || config.canReschedule === false)
    return HIDDEN;
  if (order.status === 'ON_HOLD') {
    const original = order.ogSlotInfo?.startTime ?? order.slotInfo.startTime;
    return daysLeftToReschedule(original, now) > 0 ? ENABLED : HIDDEN;
  }
  if (order.status !== 'NOT_COMPLETED' || !beforeCutOff(order, config, now)) return HIDDEN;
  const untilStart = new Date(order.slotInfo.startTime).getTime() - now.getTime();
  if (untilStart < RESCHEDULE_BLOCK_DAYS * MS_PER_DAY) {
    return { visible: true, enabled: false, reason: RESCHEDULE_BLOCKED_REASON };
  }
  return ENABLED;
}

/** Whether the order can be rescheduled now (shown and enabled, see rescheduleAvailability). */
export function canReschedule(order: RuleOrder, config: RuleConfig, now: Date): boolean {
  return rescheduleAvailability(order, config, now).enabled;
}

/** Book Again is shown for every order except ON_HOLD ones (spec part 2 §2). */
export function canBookAgain(order: Pick<RuleOrder, 'status'>): boolean {
  return order.status !== 'ON_HOLD';
}

/** A variant name as displayed: the part before '^' ('Ticket^#T1' → 'Ticket'). */
export function displayVariantName(name: string): string {
  return name.split('^')[0] ?? '';
}

/** The marker of a grouped ticket in a variant name ('Ticket^#T1'): such bookings show as one card of tickets. */
export const TICKET_VARIANT_MARKER = '^#T';

/** Whether a variant name carries the grouped-ticket marker ('General Ticket^#T1'). */
export function isTicketVariant(name: string): boolean {
  return name.includes(TICKET_VARIANT_MARKER);
}

/** Trailing number of a variant name ('Adult^#T2' → 2), or null; orders in a group sort by it. */
export function variantTrailingNumber(name: string): number | null {
  const match = /(\d+)$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** Comparator for orders of a group: by the trailing number of their first variant name, numberless last. */
export function compareByVariantNumber(a: { variants: readonly { name: string }[] }, b: typeof a): number {
  const left = variantTrailingNumber(a.variants[0]?.name ?? '') ?? Number.POSITIVE_INFINITY;
  const right = variantTrailingNumber(b.variants[0]?.name ?? '') ?? Number.POSITIVE_INFINITY;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Booking reference shown to the devotee: the bookingId without its first 3 characters. */
export function displayBookingReference(bookingId: string): string {
  return bookingId.slice(3);
}

/** Tone and colour of a payment status badge (spec part 2 §4); the mapping lives in status-labels.ts. */
export type PaymentStatusBadge = StatusLabel;

/**
 * Payment status badge: COMPLETED green, PENDING and INITIALIZED amber, ERROR orange-red, REFUNDED
 * warning; EXPIRED and unknown statuses neutral grey (in words, never the code).
 */
export function paymentStatusBadge(status: string): PaymentStatusBadge {
  return paymentStatusLabel(status);
}

/** Order statuses after which an order is only history (the Past list). */
export const FINAL_ORDER_STATUSES: readonly string[] = ['COMPLETED', 'CANCELLED', 'NO_SHOW', 'ERROR'];

/** Which list of My Rituals an order belongs to (spec part 2 §2): On Hold, Past (slot past or final), Upcoming. */
export function orderListOf(
  order: Pick<RuleOrder, 'status' | 'slotInfo'>,
  now: Date,
): 'upcoming' | 'past' | 'onHold' {
  if (order.status === 'ON_HOLD') return 'onHold';
  if (FINAL_ORDER_STATUSES.includes(order.status)) return 'past';
  return new Date(order.slotInfo.startTime).getTime() <= now.getTime() ? 'past' : 'upcoming';
}

/**
 * Why a slot cannot be the new date of a reschedule, or null when it can (spec part 2 §4, §5): it must be
 * later than the order's current slot, no later than 90 days after the original ritual date, and still
 * before its own cut-off.
 */
export function rescheduleTargetProblem(
  order: Pick<RuleOrder, 'slotInfo' | 'ogSlotInfo'>,
  config: RuleConfig,
  newSlotStart: string | Date,
  now: Date,
): string | null {
  const original = order.ogSlotInfo?.startTime ?? order.slotInfo.startTime;
  if (new Date(newSlotStart).getTime() <= new Date(order.slotInfo.startTime).getTime())
    return 'Please choose a later date than the current ritual date.';
  if (!isWithinRescheduleWindow(newSlotStart, original))
    return `Please choose a date within ${RESCHEDULE_WINDOW_DAYS} days of the original ritual date.`;
  if (!isBeforeCutOff(newSlotStart, config.cutOffHours ?? 0, now))
    return 'Bookings for this date are closed. Please choose another date.';
  return null;
}

const ALREADY_MOVED = 'This booking was already changed in another window';

/**
 * The refusal of a reschedule whose order moved since the page was opened (another tab or device): where it is now
 * ('on 12-05-2026 10:00 AM IST', or 'on hold'), and that My Rituals shows it as it is.
 */
export function alreadyMovedMessage(nowAt: string): string {
  return `${ALREADY_MOVED}: it is now ${nowAt}. My Rituals shows it as it is now.`;
}

/** Whether a refusal is alreadyMovedMessage's (the page then goes back to My Rituals). */
export function isAlreadyMovedMessage(message: string): boolean {
  return message.startsWith(ALREADY_MOVED);
}

/** Whether the hold rule allows putting the order on hold now: the reschedule rule of a NOT_COMPLETED order. */
export function canHold(order: RuleOrder, config: RuleConfig, now: Date): boolean {
  return order.status === 'NOT_COMPLETED' && canReschedule(order, config, now);
}
