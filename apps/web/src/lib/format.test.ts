import { afterEach, describe, expect, it } from 'vitest';
import {
  countryName,
  daysLeftToReschedulePhrase,
  formatCalendarDate,
  formatDate,
  formatInstantInZone,
  formatMoney,
  formatSlotTime,
} from './format';
import { i18n } from './i18n';

function show(locale: string) {
  i18n.loadAndActivate({ locale, messages: {} });
}

afterEach(() => show('en'));

describe('dates in the language shown', () => {
  it('is the domain English output in English', () => {
    show('en');
    expect(formatDate('2026-11-26T01:00:00Z', 'Asia/Kolkata', 'dd-MM-yyyy')).toBe('26-11-2026');
    expect(formatSlotTime('2026-11-26T01:00:00Z', 'Asia/Kolkata')).toBe('06:30 AM');
    expect(formatInstantInZone('2026-11-26T11:03:00Z', 'America/Chicago')).toBe('Nov 26, 2026, 05:03 AM CT');
  });

  it('names the month in Tamil and says AM/PM in Nepali, in the centre format', () => {
    show('ta');
    expect(formatCalendarDate('2026-11-26', 'dd MMMM yyyy')).toBe('26 நவம்பர் 2026');
    expect(formatDate('2026-11-26T01:00:00Z', 'Asia/Kolkata', 'dd-MM-yyyy')).toBe('26-11-2026');
    show('ne');
    expect(formatSlotTime('2026-11-26T01:00:00Z', 'Asia/Kathmandu')).toBe('06:45 पूर्वाह्न');
  });

  it('formats the pseudo-locale as English', () => {
    show('pseudo');
    expect(formatSlotTime('2026-11-26T01:00:00Z', 'Asia/Kolkata')).toBe('06:30 AM');
  });
});

describe('money', () => {
  it('writes INR with Indian grouping whatever the language', () => {
    show('hi');
    expect(formatMoney(10000000, 'INR')).toBe('₹1,00,000.00');
  });
});

describe('days left to reschedule', () => {
  it('counts with plural forms', () => {
    show('en');
    expect(daysLeftToReschedulePhrase(1)).toBe('1 day left to reschedule');
    expect(daysLeftToReschedulePhrase(3)).toBe('3 days left to reschedule');
  });
});

describe('countries in words', () => {
  it('keeps the list name in English and names the country in the language shown', () => {
    show('en');
    expect(countryName({ countryCode: 'IN', countryName: 'India' })).toBe('India');
    show('ta');
    expect(countryName({ countryCode: 'IN', countryName: 'India' })).toBe('இந்தியா');
    show('hi');
    expect(countryName({ countryCode: 'NP', countryName: 'Nepal' })).toBe('नेपाल');
  });
});
