import { describe, it, expect } from 'vitest';
import * as z from 'zod/mini';
import { fieldErrors, REQUIRED_MESSAGE } from './form-errors';

describe('fieldErrors', () => {
  const schema = z.object({
    a: z.string().check(z.minLength(1, 'first'), z.minLength(3, 'second')),
    nested: z.object({ b: z.string().check(z.minLength(1, 'nested b')) }),
  });

  it('returns an empty object for a valid value', () => {
    expect(fieldErrors(schema.safeParse({ a: 'abc', nested: { b: 'x' } }))).toEqual({});
  });

  it('keeps only the first message of each field, keyed by dotted path', () => {
    expect(fieldErrors(schema.safeParse({ a: '', nested: { b: '' } }))).toEqual({
      a: 'first',
      'nested.b': 'nested b',
    });
  });

  it('keys root errors by the empty string', () => {
    expect(fieldErrors(z.string().safeParse(1))).toHaveProperty('');
  });

  it('exposes the exact required message', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is mandatory');
  });
});
