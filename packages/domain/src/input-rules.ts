// One rule for every string and free-form JSON a client sends (query, path, body): no NUL character, no lone
// surrogate, bounded length, depth and size. The api applies it to every request before the route's own schema;
// the contracts bound the free-form records (order meta, analytics properties) more tightly with boundedRecord.
import * as z from 'zod/mini';

export const INPUT_LIMITS = {
  /** Characters in one string (a whole address, a long prayer) — far above any field's own limit. */
  maxString: 10_000,
  /** Levels of nesting in a request. */
  maxDepth: 10,
  /** Items in one array, keys in one object. */
  maxItems: 1_000,
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, or null. */
export function stringProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'is not valid text (a broken character)';
  if (text.length > INPUT_LIMITS.maxString)
    return `is too long (at most ${INPUT_LIMITS.maxString} characters)`;
  return null;
}

const at = (path: string, key: string | number) => (path ? `${path}.${String(key)}` : String(key));

/** The first problem in a parsed request part (`where` names it in the message), or null. */
export function findInputProblem(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem && `${where}: ${problem}`;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= INPUT_LIMITS.maxDepth) return `${where}: is nested too deeply`;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  if (entries.length > INPUT_LIMITS.maxItems) {
    return `${where}: has too many items (at most ${INPUT_LIMITS.maxItems})`;
  }
  for (const [key, item] of entries) {
    if (typeof key === 'string') {
      const problem = stringProblem(key);
      if (problem) return `${where}: a key ${problem}`;
    }
    const found = findInputProblem(item, at(where, key), depth + 1);
    if (found) return found;
  }
  return null;
}

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return 1 + items.reduce<number>((max, v) => Math.max(max, depthOf(v)), 0);
}

/**
 * A free-form record (string keys, any JSON values) no deeper than `maxDepth` levels and no larger than `maxBytes`
 * of JSON: what order meta and analytics properties may carry.
 */
export function boundedRecord(limits: { maxDepth: number; maxBytes: number }) {
  return z.record(z.string().check(z.maxLength(100)), z.unknown()).check(
    z.superRefine((record, ctx) => {
      if (depthOf(record) > limits.maxDepth) {
        ctx.addIssue({ code: 'custom', message: `is nested too deeply (at most ${limits.maxDepth} levels)` });
        return;
      }
      if (new TextEncoder().encode(JSON.stringify(record)).length > limits.maxBytes) {
        ctx.addIssue({ code: 'custom', message: `is too large (at most ${limits.maxBytes} bytes)` });
      }
    }),
  );
}
