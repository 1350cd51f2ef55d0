import { describe, it, expect } from 'vitest';
import { isUtmKey, pickUtms, withSelectionSource } from './utm';

describe('isUtmKey', () => {
  it('keeps utm_ prefixes and selection_source only', () => {
    expect(isUtmKey('utm_source')).toBe(true);
    expect(isUtmKey('utm_')).toBe(true);
    expect(isUtmKey('selection_source')).toBe(true);
    expect(isUtmKey('utm')).toBe(false);
    expect(isUtmKey('UTM_SOURCE')).toBe(false);
    expect(isUtmKey('x_utm_source')).toBe(false);
    expect(isUtmKey('selection_sources')).toBe(false);
  });
});

describe('pickUtms', () => {
  const expected = { utm_source: 'mail', utm_campaign: 'navaratri', selection_source: 'banner' };

  it('reads URLSearchParams', () => {
    const params = new URLSearchParams(
      'utm_source=mail&targetCenter=c1&utm_campaign=navaratri&selection_source=banner',
    );
    expect(pickUtms(params)).toEqual(expected);
  });

  it('reads a query string with or without ?', () => {
    expect(pickUtms('?utm_source=mail&utm_campaign=navaratri&selection_source=banner&x=1')).toEqual(expected);
    expect(pickUtms('utm_source=mail')).toEqual({ utm_source: 'mail' });
  });

  it('reads a record', () => {
    expect(pickUtms({ utm_source: 'mail', other: 'x', utm_medium: undefined, utm_term: null })).toEqual({
      utm_source: 'mail',
    });
  });

  it('drops empty values and keeps the first of repeated keys', () => {
    expect(pickUtms('utm_source=&utm_medium=a&utm_medium=b')).toEqual({ utm_medium: 'a' });
  });

  it('is empty when nothing matches', () => {
    expect(pickUtms('')).toEqual({});
  });
});

describe('withSelectionSource', () => {
  it('labels back-office bookings and leaves others unchanged', () => {
    const utms = { utm_source: 'mail', selection_source: 'banner' };
    expect(withSelectionSource(utms, true)).toEqual({ utm_source: 'mail', selection_source: 'Back Office' });
    expect(withSelectionSource(utms, false)).toEqual(utms);
    expect(withSelectionSource(utms, false)).not.toBe(utms);
  });
});
