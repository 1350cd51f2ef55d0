import { describe, it, expect } from 'vitest';
import {
  cartDateOf,
  epochDay,
  formatCalendarDate,
  formatDate,
  formatInstantInZone,
  formatSlotTime,
  parseCartDate,
  toCartDate,
  usZoneAbbreviation,
  zonedDateParts,
} from './time';

describe('formatSlotTime', () => {
  it('formats hh:mm a with the US zone abbreviation', () => {
    expect(formatSlotTime('2026-03-05T12:30:00Z', 'America/Chicago')).toBe('06:30 AM CT');
    expect(formatSlotTime('2026-07-05T12:30:00Z', 'America/Chicago')).toBe('07:30 AM CT');
    expect(formatSlotTime('2026-03-05T20:05:00Z', 'America/Los_Angeles')).toBe('12:05 PM PT');
    expect(formatSlotTime('2026-03-05T20:05:00Z', 'America/Denver')).toBe('01:05 PM MT');
    expect(formatSlotTime('2026-07-05T20:05:00Z', 'America/Phoenix')).toBe('01:05 PM MT');
    expect(formatSlotTime('2026-03-05T05:00:00Z', 'America/New_York')).toBe('12:00 AM ET');
    expect(formatSlotTime('2026-03-05T20:00:00Z', 'America/Anchorage')).toBe('11:00 AM AKT');
    expect(formatSlotTime('2026-03-05T20:00:00Z', 'Pacific/Honolulu')).toBe('10:00 AM HT');
  });

  it('shows no abbreviation outside the US', () => {
    expect(formatSlotTime('2026-03-05T01:00:00Z', 'Asia/Kolkata')).toBe('06:30 AM');
    expect(formatSlotTime('2026-03-05T12:45:00Z', 'Asia/Kathmandu')).toBe('06:30 PM');
  });

  it('accepts a Date', () => {
    expect(formatSlotTime(new Date('2026-03-05T13:00:00Z'), 'Asia/Kolkata')).toBe('06:30 PM');
  });

  it('is a dash without a time zone, or with an invalid date or zone', () => {
    expect(formatSlotTime('2026-03-05T01:00:00Z')).toBe('-');
    expect(formatSlotTime('2026-03-05T01:00:00Z', '')).toBe('-');
    expect(formatSlotTime('2026-03-05T01:00:00Z', null)).toBe('-');
    expect(formatSlotTime('not a date', 'Asia/Kolkata')).toBe('-');
    expect(formatSlotTime('2026-03-05T01:00:00Z', 'Mars/Olympus')).toBe('-');
  });
});

describe('usZoneAbbreviation', () => {
  it('knows the US zones and nothing else', () => {
    expect(usZoneAbbreviation('America/Chicago')).toBe('CT');
    expect(usZoneAbbreviation('Asia/Kolkata')).toBeNull();
    expect(usZoneAbbreviation(undefined)).toBeNull();
  });
});

describe('zonedDateParts', () => {
  it('gives the calendar date in the zone', () => {
    expect(zonedDateParts('2026-03-05T20:00:00Z', 'Asia/Kolkata')).toEqual({ day: 6, month: 3, year: 2026 });
    expect(zonedDateParts('2026-03-05T20:00:00Z', 'America/Chicago')).toEqual({
      day: 5,
      month: 3,
      year: 2026,
    });
  });

  it('defaults to Asia/Kolkata', () => {
    expect(zonedDateParts('2026-12-31T18:30:00Z')).toEqual({ day: 1, month: 1, year: 2027 });
    expect(zonedDateParts('2026-12-31T18:29:59Z')).toEqual({ day: 31, month: 12, year: 2026 });
  });

  it('throws on an invalid date', () => {
    expect(() => zonedDateParts('nope', 'Asia/Kolkata')).toThrow(RangeError);
  });
});

describe('epochDay', () => {
  it('counts days so that dates subtract', () => {
    expect(epochDay({ day: 1, month: 1, year: 1970 })).toBe(0);
    expect(epochDay({ day: 1, month: 3, year: 2028 }) - epochDay({ day: 28, month: 2, year: 2028 })).toBe(2);
  });
});

describe('formatDate', () => {
  it('formats dd-MM-yyyy and MM/dd/yyyy in the zone', () => {
    expect(formatDate('2026-03-05T20:00:00Z', 'Asia/Kolkata', 'dd-MM-yyyy')).toBe('06-03-2026');
    expect(formatDate('2026-03-05T20:00:00Z', 'America/Chicago', 'MM/dd/yyyy')).toBe('03/05/2026');
  });

  it('defaults to Asia/Kolkata and dd-MM-yyyy', () => {
    expect(formatDate('2026-11-22T00:00:00Z')).toBe('22-11-2026');
    expect(formatDate('2026-11-22T00:00:00Z', null, null)).toBe('22-11-2026');
  });

  it('is a dash for an invalid date or zone', () => {
    expect(formatDate('x', 'Asia/Kolkata', 'dd-MM-yyyy')).toBe('-');
    expect(formatDate('2026-11-22T00:00:00Z', 'Mars/Olympus', 'dd-MM-yyyy')).toBe('-');
  });
});

describe('toCartDate and parseCartDate', () => {
  it('writes ddMMyyyy with padding', () => {
    expect(toCartDate(2026, 3, 5)).toBe('05032026');
    expect(toCartDate(2026, 12, 31)).toBe('31122026');
  });

  it('refuses impossible dates', () => {
    expect(() => toCartDate(2026, 2, 29)).toThrow(RangeError);
    expect(() => toCartDate(2026, 13, 1)).toThrow(RangeError);
    expect(() => toCartDate(2026, 1, 0)).toThrow(RangeError);
    expect(toCartDate(2028, 2, 29)).toBe('29022028');
  });

  it('reads back what it writes', () => {
    expect(parseCartDate('05032026')).toEqual({ day: 5, month: 3, year: 2026 });
    expect(parseCartDate('29022026')).toBeNull();
    expect(parseCartDate('5032026')).toBeNull();
    expect(parseCartDate('2026-03-05')).toBeNull();
  });

  it('gives the cart date of a slot in its zone', () => {
    expect(cartDateOf('2026-03-05T20:00:00Z', 'Asia/Kolkata')).toBe('06032026');
    expect(cartDateOf('2026-03-05T20:00:00Z', 'America/Chicago')).toBe('05032026');
  });
});

describe('formatters in the interface language (issue 28)', () => {
  it('keeps the English output when no locale or English is given', () => {
    expect(formatSlotTime('2026-11-26T01:00:00Z', 'Asia/Kolkata', 'en')).toBe('06:30 AM');
    expect(formatCalendarDate('2026-11-26', 'dd-MM-yyyy', 'en')).toBe('26-11-2026');
    expect(formatInstantInZone('2026-11-26T11:03:00Z', 'America/Chicago')).toBe('Nov 26, 2026, 05:03 AM CT');
  });

  it('names the month and weekday in the chosen language, digits as the centre writes them', () => {
    expect(formatCalendarDate('2026-11-26', 'EEE, dd MMM yyyy')).toBe('Thu, 26 Nov 2026');
    expect(formatCalendarDate('2026-11-26', 'dd MMMM yyyy', 'ta-IN')).toBe('26 நவம்பர் 2026');
    expect(formatCalendarDate('2026-11-26', 'EEEE', 'kn-IN')).toBe('ಗುರುವಾರ');
    expect(formatDate('2026-11-26T01:00:00Z', 'Asia/Kathmandu', 'dd MMMM yyyy', 'ne-NP')).toBe(
      '26 नोभेम्बर 2026',
    );
  });

  it('keeps a numeric centre format numeric in every language (Latin digits)', () => {
    expect(formatCalendarDate('2026-11-26', 'dd-MM-yyyy', 'ne-NP')).toBe('26-11-2026');
    expect(formatDate('2026-11-26T01:00:00Z', 'Asia/Kolkata', 'MM/dd/yyyy', 'ta-IN')).toBe('11/26/2026');
  });

  it('says AM/PM in the chosen language', () => {
    expect(formatSlotTime('2026-11-26T01:00:00Z', 'Asia/Kathmandu', 'ne-NP')).toBe('06:45 पूर्वाह्न');
    expect(formatSlotTime('2026-11-26T11:00:00Z', 'America/Chicago', 'ne-NP')).toBe('05:00 पूर्वाह्न CT');
    expect(formatInstantInZone('2026-11-26T11:00:00Z', 'Asia/Kolkata', 'ta-IN')).toBe(
      '26 நவ., 2026, 04:30 PM GMT+5:30',
    );
  });
});
