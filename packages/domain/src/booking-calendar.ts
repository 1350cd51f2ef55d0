/**
 * A booked ritual in the devotee's calendar, and the reminder before it (issue 29, Deliver 1 and 2). Pure: the api
 * turns these into an iCalendar file and a reminder mail, the web into an "Add to calendar" link.
 */

/** How long a ritual's calendar entry lasts: slots carry a start only (docs/decisions.md, "A booking's whole life"). */
export const RITUAL_EVENT_MINUTES = 60;
/** The reminder's default lead time, in hours before the ritual (a centre setting, `reminderHours`). */
export const DEFAULT_REMINDER_HOURS = 24;
/** The longest lead time a centre may set: two weeks. */
export const MAX_REMINDER_HOURS = 336;

export interface BookingEventFacts {
  bookingId: string;
  ritual: string;
  centerName: string;
  address: string;
  start: Date;
  inPerson: boolean;
  /** Where the devotee sees the booking (My Rituals). */
  link: string;
}

/**
 * The event's UID: one per booking, stable across reschedules and cancellation, so that a calendar replaces or
 * removes the entry it already holds instead of adding another.
 */
export function bookingEventUid(bookingId: string, domain = 'sannidhi'): string {
  return `booking-${bookingId.toLowerCase().replace(/[^a-z0-9-]/g, '-')}@${domain}`;
}

/**
 * The event's SEQUENCE (RFC 5545 §3.8.7.4): 0 as booked, one more for each reschedule, and one more again when it is
 * cancelled. Derived from the booking's own history, so the same state always gives the same number.
 */
export function bookingEventSequence(reschedules: number, cancelled: boolean): number {
  return Math.max(0, reschedules) + (cancelled ? 1 : 0);
}

/** The end of the calendar entry. */
export function bookingEventEnd(start: Date): Date {
  return new Date(start.getTime() + RITUAL_EVENT_MINUTES * 60_000);
}

/**
 * The words of a calendar entry's description in the reader's language (issue 28): the api takes them from its mail
 * texts, the web from its catalogue; English, the default, is below.
 */
export interface BookingEventWords {
  /** Before the booking reference: "Booking reference". */
  reference: string;
  inPerson: string;
  online: string;
  /** Before the My Rituals address: "Your booking". */
  yourBooking: string;
  /** The sentence's end: "." (Hindi and Nepali: "।"). */
  fullStop: string;
}

export const ENGLISH_BOOKING_EVENT_WORDS: BookingEventWords = {
  reference: 'Booking reference',
  inPerson: 'In person at the temple',
  online: 'Online: performed at the temple on your behalf',
  yourBooking: 'Your booking',
  fullStop: '.',
};

/** The event's title: the ritual (in the reader's language where the centre named it so) and the centre. */
export function bookingEventTitle(e: Pick<BookingEventFacts, 'ritual' | 'centerName'>): string {
  return `${e.ritual} · ${e.centerName}`;
}

/** The event's description: the booking reference, in person or online, and the way back to My Rituals. */
export function bookingEventDescription(
  e: BookingEventFacts,
  reference: string,
  words: BookingEventWords = ENGLISH_BOOKING_EVENT_WORDS,
): string {
  const how = e.inPerson ? words.inPerson : words.online;
  const end = words.fullStop;
  return `${words.reference} ${reference}${end} ${how}${end} ${words.yourBooking}: ${e.link}`;
}

/** "20261201T033000Z": a UTC time in the iCalendar and Google Calendar basic format. */
export function calendarUtc(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A Google Calendar "add event" address for the booking, shown in the centre's time zone. */
export function googleCalendarUrl(
  e: BookingEventFacts,
  reference: string,
  timeZone: string,
  words: BookingEventWords = ENGLISH_BOOKING_EVENT_WORDS,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: bookingEventTitle(e),
    dates: `${calendarUtc(e.start)}/${calendarUtc(bookingEventEnd(e.start))}`,
    details: bookingEventDescription(e, reference, words),
    location: [e.centerName, e.address].filter(Boolean).join(', '),
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export interface ReminderFacts {
  status: string;
  paymentStatus: string;
  checkedIn: boolean;
  slotStart: Date;
  /** When the booking got its present date: booked, or last rescheduled. */
  datedAt: Date;
}

export type ReminderDecision = 'not-yet' | 'send' | 'skip';

/** When the reminder of a ritual at `slotStart` falls due; null when the centre turned reminders off (0 hours). */
export function reminderDueAt(slotStart: Date, reminderHours: number): Date | null {
  if (!(reminderHours > 0)) return null;
  return new Date(slotStart.getTime() - reminderHours * 3_600_000);
}

/**
 * Whether to send a booking's reminder now. Only a confirmed (paid, upcoming, not checked-in) booking is reminded,
 * once its due time has come and before the ritual starts. A booking dated inside the reminder window (booked or
 * rescheduled the evening before) is skipped: its confirmation or reschedule mail, minutes old, already says it all.
 */
export function reminderDecision(b: ReminderFacts, reminderHours: number, now: Date): ReminderDecision {
  const due = reminderDueAt(b.slotStart, reminderHours);
  if (!due) return 'skip';
  if (b.status !== 'NOT_COMPLETED' || b.paymentStatus !== 'COMPLETED' || b.checkedIn) return 'skip';
  if (now.getTime() >= b.slotStart.getTime()) return 'skip';
  if (now.getTime() < due.getTime()) return 'not-yet';
  if (b.datedAt.getTime() >= due.getTime()) return 'skip';
  return 'send';
}
