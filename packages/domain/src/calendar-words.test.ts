import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countryNameIn,
  dayPeriodWord,
  forgetIntlSupport,
  intlSpeaks,
  registerCalendarWords,
  withDayPeriodWords,
} from './calendar-words';
import { WORDS as ne } from './calendar-words/ne';
import { WORDS as ta } from './calendar-words/ta';
import { formatCalendarDate, formatInstantInZone, formatSlotTime } from './time';

registerCalendarWords('ne', ne);
registerCalendarWords('ta', ta);

/** A runtime without any data but English (Debian's Chromium for Nepali): Intl lists no locale and speaks English. */
function withoutIntlData(): void {
  forgetIntlSupport();
  const RealFormat = Intl.DateTimeFormat;
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    _locale: unknown,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new RealFormat('en-US', options);
  } as unknown as typeof Intl.DateTimeFormat);
  Object.assign(Intl.DateTimeFormat, { supportedLocalesOf: () => [] });
  const RealNames = Intl.DisplayNames;
  vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (
    _l: unknown,
    options: Intl.DisplayNamesOptions,
  ) {
    return new RealNames(['en'], options);
  } as unknown as typeof Intl.DisplayNames);
}

afterEach(() => {
  vi.restoreAllMocks();
  forgetIntlSupport();
});

describe("dates and countries without the runtime's data for the language", () => {
  it('finds that Intl does not speak the language', () => {
    expect(intlSpeaks('ne-NP')).toBe(true); // Node's full ICU
    withoutIntlData();
    expect(intlSpeaks('ne-NP')).toBe(false);
  });

  it("names months and weekdays with the app's own Nepali words", () => {
    withoutIntlData();
    expect(formatCalendarDate('2026-11-24', 'EEEE, dd MMMM yyyy', 'ne-NP')).toBe('मङ्गलबार, 24 नोभेम्बर 2026');
    expect(formatCalendarDate('2026-11-24', 'EEE dd MMM', 'ne-NP')).toBe('मङ्गल 24 नोभेम्बर');
    expect(formatInstantInZone('2026-11-26T11:00:00Z', 'Asia/Kathmandu', 'ne-NP')).toBe(
      '26 नोभेम्बर 2026, 04:45 अपराह्न GMT+5:45',
    );
    // English stays English
    expect(formatCalendarDate('2026-11-24', 'EEE dd MMM', 'en')).toBe('Tue 24 Nov');
  });

  it("names a country with the app's own Nepali name", () => {
    withoutIntlData();
    expect(countryNameIn('np', 'ne-NP')).toBe('नेपाल');
    expect(countryNameIn('IN', 'ne-NP')).toBe('भारत');
  });

  it('uses Intl where the runtime has the language', () => {
    expect(countryNameIn('NP', 'ta-IN')).toBe('நேபாளம்');
    expect(formatCalendarDate('2026-11-24', 'MMMM', 'ta-IN')).toBe('நவம்பர்');
  });
});

describe('AM and PM in the language', () => {
  it("says the mails' words on every screen", () => {
    expect(dayPeriodWord('AM', 'ta-IN')).toBe('முற்பகல்');
    expect(dayPeriodWord('PM', 'ne')).toBe('अपराह्न');
    expect(dayPeriodWord('PM', 'en')).toBe('PM');
    expect(withDayPeriodWords('10:00 AM CT', 'ta')).toBe('10:00 முற்பகல் CT');
    expect(formatSlotTime('2026-11-26T04:30:00Z', 'Asia/Kolkata', 'ta-IN')).toBe('10:00 முற்பகல்');
    expect(formatSlotTime('2026-11-26T12:30:00Z', 'Asia/Kolkata', 'ta-IN')).toBe('06:00 பிற்பகல்');
    expect(formatSlotTime('2026-11-26T04:30:00Z', 'Asia/Kolkata', 'en')).toBe('10:00 AM');
  });
});
