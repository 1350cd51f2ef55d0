// The iCalendar file (RFC 5545, written by the `ics` library) of booked rituals: one VEVENT per booking with a stable
// UID, its SEQUENCE counted from the booking's reschedules, times in UTC. METHOD:REQUEST with the centre as organizer
// and the devotee as attendee when sent in a mail (calendar clients add or update the entry), METHOD:CANCEL when the
// booking is cancelled, METHOD:PUBLISH for the file downloaded from My Rituals (docs/decisions.md).
import { createEvents, type EventAttributes } from 'ics';
import {
  bookingEventDescription,
  bookingEventEnd,
  bookingEventSequence,
  bookingEventTitle,
  bookingEventUid,
  type BookingEventFacts,
} from '@sannidhi/domain/booking-calendar';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { mailTexts } from '../../mail-texts';
import type { MailAttachment } from '../../providers/mail';
import { senderAddress } from '../mail/mail-links';

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface BookingEvent extends BookingEventFacts {
  /** The devotee's language: the entry's title names the ritual in it, its description is written in it. */
  lang: UiLanguage;
  reschedules: number;
  cancelled: boolean;
  centerEmail: string;
  devotee: { name: string; email: string };
}

function eventOf(e: BookingEvent, method: CalendarMethod): EventAttributes {
  const reference = displayBookingReference(e.bookingId);
  const invite = method !== 'PUBLISH';
  return {
    uid: bookingEventUid(e.bookingId),
    sequence: bookingEventSequence(e.reschedules, e.cancelled),
    title: bookingEventTitle(e),
    description: bookingEventDescription(e, reference, mailTexts(e.lang).calendarEvent),
    location: [e.centerName, e.address].filter(Boolean).join(', '),
    url: e.link,
    start: e.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: bookingEventEnd(e.start).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: e.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'sannidhi/booking',
    ...(invite
      ? {
          organizer: { name: e.centerName, email: e.centerEmail || senderAddress() },
          attendees: [
            {
              name: e.devotee.name,
              email: e.devotee.email,
              rsvp: false,
              partstat: 'ACCEPTED',
              role: 'REQ-PARTICIPANT',
            },
          ],
        }
      : {}),
  };
}

/** The calendar text of the bookings; throws when the library refuses a value (a bug, not the caller's input). */
export function bookingCalendar(events: readonly BookingEvent[], method: CalendarMethod): string {
  const { error, value } = createEvents(
    events.map((e) => eventOf(e, method)),
    { method, productId: 'sannidhi/booking', calName: 'Sannidhi' },
  );
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}

/** The calendar file as a mail attachment (its MIME type carries the method, as RFC 6047 asks). */
export function bookingCalendarAttachment(
  events: readonly BookingEvent[],
  method: Exclude<CalendarMethod, 'PUBLISH'>,
): MailAttachment | null {
  if (events.length === 0) return null;
  return {
    filename: method === 'CANCEL' ? 'cancelled-ritual.ics' : 'ritual.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: bookingCalendar(events, method),
  };
}
