import { describe, expect, it } from 'vitest';
import { canScanQr, referenceFromScan } from './barcode';

describe('referenceFromScan', () => {
  it('takes the reference itself, or the last run of 10+ letters and digits of a text or link', () => {
    expect(referenceFromScan('AB12CD34EF')).toBe('AB12CD34EF');
    expect(referenceFromScan('https://example.org/checkin?ref=ab12cd34ef')).toBe('AB12CD34EF');
    expect(referenceFromScan('SANAB12CD34EF')).toBe('SANAB12CD34EF');
  });
  it('hands back a short code as read, for the api to refuse', () => {
    expect(referenceFromScan(' 12345 ')).toBe('12345');
  });
});

describe('canScanQr', () => {
  it('is false where the browser has no camera API (typing only)', () => {
    expect(canScanQr()).toBe(false);
  });
});
