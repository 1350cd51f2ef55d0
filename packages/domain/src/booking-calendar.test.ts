import { describe, expect, it } from 'vitest';
import {
  bookingEventDescription,
  bookingEventEnd,
  bookingEventSequence,
  bookingEventUid,
  calendarUtc,
  googleCalendarUrl,
  reminderDecision,
  reminderDueAt,
  type ReminderFacts,
} from './booking-calendar';

const start = new Date('2026-12-01T03:30:00Z');

describe('the calendar event of a booking', () => {
  it('keeps one UID per booking, safe for any calendar', () => {
    expect(bookingEventUid('AB12CD34EF')).toBe('booking-ab12cd34ef@sannidhi');
    expect(bookingEventUid('AB12CD34EF')).toBe(bookingEventUid('AB12CD34EF'));
    expect(bookingEventUid('a b/c')).toBe('booking-a-b-c@sannidhi');
  });

  it('counts a sequence up with each reschedule and the cancellation', () => {
    expect(bookingEventSequence(0, false)).toBe(0);
    expect(bookingEventSequence(2, false)).toBe(2);
    expect(bookingEventSequence(2, true)).toBe(3);
  });

  it('lasts an hour and writes UTC in the basic format', () => {
    expect(bookingEventEnd(start).toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(calendarUtc(start)).toBe('20261201T033000Z');
  });

  it('builds a Google Calendar link with the times, place and zone', () => {
    const url = new URL(
      googleCalendarUrl(
        {
          bookingId: 'AB12',
          ritual: 'Abhishekam',
          centerName: 'Sannidhi Coimbatore',
          address: 'Poondi, Coimbatore',
          start,
          inPerson: true,
          link: 'http://localhost:8080/account',
        },
        'AB12',
        'Asia/Kolkata',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261201T033000Z/20261201T043000Z');
    expect(url.searchParams.get('location')).toBe('Sannidhi Coimbatore, Poondi, Coimbatore');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(url.searchParams.get('details')).toContain('http://localhost:8080/account');
  });

  const facts = {
    bookingId: 'AB12',
    ritual: 'அபிஷேகம்',
    centerName: 'Sannidhi Coimbatore',
    address: '',
    start,
    inPerson: false,
    link: 'http://localhost:8080/account',
  };

  it('describes the entry in English by default, as before', () => {
    expect(bookingEventDescription({ ...facts, inPerson: true }, 'AB12')).toBe(
      'Booking reference AB12. In person at the temple. Your booking: http://localhost:8080/account',
    );
    expect(bookingEventDescription(facts, 'AB12')).toBe(
      'Booking reference AB12. Online: performed at the temple on your behalf. Your booking: http://localhost:8080/account',
    );
  });

  it("describes and titles the entry in the reader's language when given its words (issue 28)", () => {
    const words = {
      reference: 'बुकिंग संदर्भ संख्या',
      inPerson: 'स्वयं उपस्थित',
      online: 'ऑनलाइन',
      yourBooking: 'आपकी बुकिंग',
      fullStop: '।',
    };
    expect(bookingEventDescription(facts, 'AB12', words)).toBe(
      'बुकिंग संदर्भ संख्या AB12। ऑनलाइन। आपकी बुकिंग: http://localhost:8080/account',
    );
    const url = new URL(googleCalendarUrl(facts, 'AB12', 'Asia/Kolkata', words));
    expect(url.searchParams.get('text')).toBe('அபிஷேகம் · Sannidhi Coimbatore');
    expect(url.searchParams.get('details')).toContain('आपकी बुकिंग');
  });
});

describe('the reminder before a ritual', () => {
  const booking: ReminderFacts = {
    status: 'NOT_COMPLETED',
    paymentStatus: 'COMPLETED',
    checkedIn: false,
    slotStart: start,
    datedAt: new Date('2026-11-01T00:00:00Z'),
  };
  const at = (iso: string) => new Date(iso);

  it('falls due the set hours before; 0 hours turns it off', () => {
    expect(reminderDueAt(start, 24)?.toISOString()).toBe('2026-11-30T03:30:00.000Z');
    expect(reminderDueAt(start, 0)).toBeNull();
  });

  it('waits until due, sends until the ritual starts, then no longer', () => {
    expect(reminderDecision(booking, 24, at('2026-11-30T03:29:59Z'))).toBe('not-yet');
    expect(reminderDecision(booking, 24, at('2026-11-30T03:30:00Z'))).toBe('send');
    expect(reminderDecision(booking, 24, at('2026-12-01T03:29:00Z'))).toBe('send');
    expect(reminderDecision(booking, 24, at('2026-12-01T03:30:00Z'))).toBe('skip');
  });

  it('skips cancelled, on-hold, unpaid, checked-in bookings and centres with reminders off', () => {
    const now = at('2026-11-30T12:00:00Z');
    expect(reminderDecision({ ...booking, status: 'CANCELLED' }, 24, now)).toBe('skip');
    expect(reminderDecision({ ...booking, status: 'ON_HOLD' }, 24, now)).toBe('skip');
    expect(reminderDecision({ ...booking, paymentStatus: 'PENDING' }, 24, now)).toBe('skip');
    expect(reminderDecision({ ...booking, checkedIn: true }, 24, now)).toBe('skip');
    expect(reminderDecision(booking, 0, now)).toBe('skip');
  });

  it('skips a booking dated inside the window: its own mail is minutes old', () => {
    const now = at('2026-11-30T12:00:00Z');
    expect(reminderDecision({ ...booking, datedAt: at('2026-11-30T11:00:00Z') }, 24, now)).toBe('skip');
    expect(reminderDecision({ ...booking, datedAt: at('2026-11-30T03:29:00Z') }, 24, now)).toBe('send');
  });
});
