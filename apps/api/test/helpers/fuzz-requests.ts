// Generated requests for the fuzz suite: for each operation of the OpenAPI document (so routes added later are
// covered too), path parameters, query strings and JSON bodies built from the operation's own field names, filled with
// valid-looking values and with hostile ones (NUL, lone surrogates, broken percent-encoding, huge, deep, wrong types).
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

type JsonSchema = { $ref?: string; properties?: Record<string, JsonSchema> };
type Parameter = { name: string; in: 'query' | 'path' | 'header' };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '1; DROP TABLE orders',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'in-coimbatore',
  'SSO-1001',
  '2030-02-30',
  '🙏',
];
/** Raw query or path text, not encoded by us: broken or hostile percent-encoding. */
const HOSTILE_RAW = ['%', '%zz', '%00', '%ED%A0%80', '%C0%AE', '%E0%A4%A', '%2e%2e%2f', '%25', '%FF%FE'];

const text = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const deep = fc.nat({ max: 40 }).map((n) => {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { d: v };
  return v;
});

/** Any JSON value a hostile client might put in a field. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, Number.MAX_SAFE_INTEGER, -1, 0),
  fc.jsonValue({ maxDepth: 3 }),
  deep,
  fc.array(text, { maxLength: 3 }),
  fc.constant(Array.from({ length: 3000 }, (_, i) => i)),
);

const encoded = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return s; // a lone surrogate cannot be encoded: send it raw
  }
};
const urlPart = fc.oneof(text.map(encoded), fc.constantFrom(...HOSTILE_RAW));

function resolve(doc: Doc, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
}

export interface Caller {
  name: string;
  headers: Record<string, string>;
}

/** Requests for one operation, from the given callers. */
export function requestsFor(
  doc: Doc,
  method: string,
  path: string,
  op: Operation,
  callers: Caller[],
): fc.Arbitrary<InjectOptions> {
  const pathNames = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const bodySchema = resolve(doc, op.requestBody?.content['application/json']?.schema);
  const fieldNames = Object.keys(bodySchema?.properties ?? {});

  const pathArb = fc
    .tuple(...pathNames.map(() => urlPart))
    .map((parts) => pathNames.reduce((p, name, i) => p.replace(`{${name}}`, parts[i] ?? ''), path));
  const queryArb = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...queryNames, 'extra'), urlPart), urlPart), {
      maxLength: Math.max(1, queryNames.length + 1),
    })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const fieldsArb = fc.dictionary(fc.constantFrom(...fieldNames, 'extra'), value, {
    maxKeys: fieldNames.length + 1,
  });
  const bodyArb = fc.oneof(
    { weight: 6, arbitrary: fieldsArb.map((b) => ({ payload: JSON.stringify(b) })) },
    { weight: 1, arbitrary: value.map((b) => ({ payload: JSON.stringify(b) ?? 'null' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,', 'nul', '"\\ud800"', '{"__proto__":{"x":1}}')
        .map((payload) => ({ payload })),
    },
  );
  const withBody = method !== 'GET' && method !== 'DELETE';

  return fc
    .record({
      url: fc.tuple(pathArb, queryArb).map(([p, q]) => (q ? `${p}?${q}` : p)),
      caller: fc.constantFrom(...callers),
      backOffice: fc.boolean(),
      body: withBody ? bodyArb : fc.constant(null),
    })
    .map(({ url, caller, backOffice, body }) => ({
      method: method as InjectOptions['method'],
      url,
      headers: {
        ...caller.headers,
        ...(backOffice ? { 'x-back-office': 'true' } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    }));
}

/** Text in an answer that gives away the inside: a stack frame, SQL, a driver message. */
export const LEAK =
  /\bat .+:\d+:\d+|node_modules|\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|syntax error|violates|pg_|ZodError|TypeError|ReferenceError/;

/** A signed token (header.payload.signature, base64url): random text, which can hold "pg_" by chance. */
const TOKEN = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;

/**
 * Whether an answer gives away the inside; the tokens an answer carries (a refreshed session) are not read, nor a
 * word the caller sent itself (`sent`: the request's address and body), as a message naming a bad query key echoes it.
 */
export function leaks(body: string, sent = ''): boolean {
  const text = body.replace(TOKEN, '');
  const found = new RegExp(LEAK.source, 'g');
  for (let m = found.exec(text); m; m = found.exec(text)) {
    let start = m.index;
    let end = m.index + m[0].length;
    while (start > 0 && /\w/.test(text[start - 1]!)) start -= 1;
    while (end < text.length && /\w/.test(text[end]!)) end += 1;
    if (!sent.includes(text.slice(start, end))) return true;
  }
  return false;
}
