import { describe, expect, it } from 'vitest';
import { captureUtms, readCapturedUtms, UTM_STORAGE_KEY } from './use-utm-capture';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

describe('UTM capture', () => {
  it('keeps utm_* and selection_source of the landing address', () => {
    const storage = memory();
    captureUtms('?utm_source=mail&utm_campaign=navaratri&page=2&selection_source=banner', storage);
    expect(readCapturedUtms(storage)).toEqual({
      utm_source: 'mail',
      utm_campaign: 'navaratri',
      selection_source: 'banner',
    });
  });

  it('a later address without utms keeps them; one with utms replaces them', () => {
    const storage = memory();
    captureUtms('?utm_source=mail', storage);
    captureUtms('?page=3', storage);
    expect(readCapturedUtms(storage)).toEqual({ utm_source: 'mail' });
    captureUtms('?utm_medium=social', storage);
    expect(readCapturedUtms(storage)).toEqual({ utm_medium: 'social' });
  });

  it('ignores what it cannot read', () => {
    const storage = memory();
    storage.map.set(UTM_STORAGE_KEY, '{not json');
    expect(readCapturedUtms(storage)).toEqual({});
    storage.map.set(UTM_STORAGE_KEY, JSON.stringify({ utm_source: 5, other: 'x', utm_term: 'lamp' }));
    expect(readCapturedUtms(storage)).toEqual({ utm_term: 'lamp' });
    expect(readCapturedUtms(null)).toEqual({});
  });
});
