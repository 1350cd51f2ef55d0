import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedRecord, findInputProblem, INPUT_LIMITS, stringProblem } from './input-rules';

describe('stringProblem', () => {
  it('refuses NUL, lone surrogates and overlong strings; accepts any well-formed text', () => {
    expect(stringProblem('a\u0000b')).toBe('must not contain a NUL character');
    expect(stringProblem('\uD800')).toBe('is not valid text (a broken character)');
    expect(stringProblem('x\uDC00')).toBe('is not valid text (a broken character)');
    expect(stringProblem('a'.repeat(INPUT_LIMITS.maxString + 1))).toMatch(/too long/);
    expect(stringProblem('அம்மா 🙏 नमस्ते')).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        expect(stringProblem(s.replaceAll('\u0000', ''))).toBeNull();
      }),
    );
  });
});

describe('findInputProblem', () => {
  it('names where the problem is, in nested objects, arrays and keys', () => {
    expect(findInputProblem({ items: [{ meta: { name_1: 'a\u0000' } }] }, 'body')).toBe(
      'body.items.0.meta.name_1: must not contain a NUL character',
    );
    expect(findInputProblem({ ['k\uD800']: 1 }, 'query')).toBe(
      'query: a key is not valid text (a broken character)',
    );
    let deep: unknown = 'x';
    for (let i = 0; i < 50; i++) deep = { d: deep };
    expect(findInputProblem(deep, 'body')).toMatch(/nested too deeply/);
    expect(findInputProblem({ a: Array.from({ length: 5000 }, () => 1) }, 'body')).toMatch(/too many items/);
  });

  it('finds a planted NUL anywhere in generated JSON, and nothing in JSON without one', () => {
    const clean = fc
      .jsonValue({ maxDepth: 4 })
      .map((v) => JSON.parse(JSON.stringify(v).replaceAll('\\u0000', '')));
    fc.assert(fc.property(clean, (value) => findInputProblem(value, 'body') === null));
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 5 }), fc.nat(), (path, n) => {
        const value: Record<string, unknown> = {};
        let node = value;
        for (const key of path.map((k) => `k${k.replaceAll('\u0000', '').replace(/[\uD800-\uDFFF]/g, '')}`)) {
          node = (node[key] = {}) as Record<string, unknown>;
        }
        node.leaf = `${'x'.repeat(n % 5)}\u0000`;
        return findInputProblem(value, 'body')?.endsWith('must not contain a NUL character') === true;
      }),
    );
  });
});

describe('boundedRecord', () => {
  const meta = boundedRecord({ maxDepth: 3, maxBytes: 200 });
  it('takes small shallow records and refuses deep or large ones', () => {
    expect(meta.safeParse({ name_1: 'Lakshmi', utms: { utm_source: 'x' } }).success).toBe(true);
    expect(meta.safeParse({ a: { b: { c: { d: 1 } } } }).error?.issues[0]?.message).toBe(
      'is nested too deeply (at most 3 levels)',
    );
    expect(meta.safeParse({ a: 'x'.repeat(300) }).error?.issues[0]?.message).toBe(
      'is too large (at most 200 bytes)',
    );
  });
});
