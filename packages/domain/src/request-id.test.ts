import { describe, it, expect } from 'vitest';
import { generatePaymentRequestId, isPaymentRequestId } from './request-id';

describe('generatePaymentRequestId', () => {
  it('gives 10 characters of digits and capital letters', () => {
    for (let i = 0; i < 200; i += 1) expect(generatePaymentRequestId()).toMatch(/^[0-9A-Z]{10}$/);
  });

  it('is not repeated over many draws', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generatePaymentRequestId()));
    expect(ids.size).toBe(1000);
  });

  it('maps bytes onto the alphabet', () => {
    const bytes = [0, 9, 10, 35, 36, 71, 72, 251, 1, 2];
    expect(generatePaymentRequestId((size) => bytes.concat(Array(size).fill(0)).slice(0, size))).toBe(
      '09AZ0Z0Z12',
    );
  });

  it('discards biased bytes (252–255) and asks again when it runs short', () => {
    const calls: number[] = [];
    const source = (size: number) => {
      calls.push(size);
      return calls.length === 1 ? Array(size).fill(255) : Array(size).fill(13);
    };
    expect(generatePaymentRequestId(source)).toBe('DDDDDDDDDD');
    expect(calls).toHaveLength(2);
  });
});

describe('isPaymentRequestId', () => {
  it.each([
    ['A1B2C3D4E5', true],
    ['0000000000', true],
    ['a1b2c3d4e5', false],
    ['A1B2C3D4E', false],
    ['A1B2C3D4E5F', false],
    ['A1B2C3D4E-', false],
    [1234567890, false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isPaymentRequestId(value)).toBe(expected);
  });
});
