// The OpenAPI document tells the truth, for every operation the app has (routes added later included): each has a
// summary, operationId, tags and `{ message }` error answers, and one documented as public (or with an optional
// token) never asks an anonymous caller to sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../src/plugins/openapi-operations';
import { createTestApp, type TestApp } from './helpers/test-app';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: JsonSchema };
type Operation = {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
};

let t: TestApp;
let doc: Doc;
let operations: { method: string; path: string; op: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

const isBearer = (op: Operation) => (op.security ?? []).some((s) => Object.keys(s).length > 0);
const isAnonymousAllowed = (op: Operation) =>
  !op.security || op.security.length === 0 || op.security.some((s) => Object.keys(s).length === 0);

/** A value the schema is likely to accept, so that a request gets past validation to the route's own checks. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.$ref) return sample(doc.components.schemas[schema.$ref.split('/').pop() ?? ''], depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length)
    return sample(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], depth + 1);
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key], depth + 1)]),
      );
    default: {
      if (schema.format === 'email') return 'someone@example.org';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'date-time') return '2030-01-01T00:00:00.000Z';
      if (schema.format === 'uri') return 'http://localhost:8080/';
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 8));
    }
  }
}

/** Calls the operation without a token, with sample input. */
function callAnonymously({ method, path, op }: { method: string; path: string; op: Operation }) {
  const params = op.parameters ?? [];
  let url = path;
  for (const p of params.filter((p) => p.in === 'path')) {
    url = url.replace(`{${p.name}}`, encodeURIComponent(String(sample(p.schema))));
  }
  const query = new URLSearchParams(
    params
      .filter((p) => p.in === 'query' && p.required)
      .map((p): [string, string] => [p.name, String(sample(p.schema))]),
  );
  const body = op.requestBody?.content['application/json']?.schema;
  return t.app.inject({
    method: method as 'GET',
    url: query.size ? `${url}?${query}` : url,
    ...(body ? { payload: sample(body) as Record<string, unknown> } : {}),
  });
}

describe('OpenAPI document', () => {
  it('lists the operations of the api, each with summary, a unique operationId and tags', () => {
    expect(operations.length).toBeGreaterThan(30);
    const missing = operations
      .filter(({ op }) => !op.summary?.trim() || !op.operationId || !op.tags?.length)
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing, 'operations without summary, operationId or tags').toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes every summary from the one operations table, and the table names no route that does not exist', () => {
    const documented = new Set(
      operations.map(({ method, path }) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(Object.keys(OPERATIONS).filter((key) => !documented.has(key))).toEqual([]);
    const elsewhere = operations
      .filter(({ method, path }) => !OPERATIONS[`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`])
      .map(({ method, path }) => `${method} ${path}`);
    expect(elsewhere, 'operations documented outside openapi-operations.ts').toEqual([]);
  });

  it('describes errors as { message }: 400 where there is input, 401 where a token is read, 500 everywhere', () => {
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      const hasInput = Boolean(op.requestBody || op.parameters?.length);
      const expected = ['500', ...(hasInput ? ['400'] : []), ...(isBearer(op) ? ['401'] : [])];
      for (const status of expected) {
        const ref = op.responses[status]?.content?.['application/json']?.schema.$ref;
        if (ref !== '#/components/schemas/ErrorBody') wrong.push(`${method} ${path} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('shares the contracts as component schemas', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorBody', 'SlotAnswer', 'CreateOrderAnswer', 'ConfigAnswer']),
    );
    const slots = doc.paths['/api/slots/list']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(JSON.stringify(slots)).toContain('#/components/schemas/SlotAnswer');
  });

  it('marks the signed-in routes of /sso as needing a bearer token', () => {
    for (const path of ['/api/sso/basicProfile', '/api/sso/profileCheck', '/api/sso/createProfile']) {
      const op = doc.paths[path]!.get ?? doc.paths[path]!.post!;
      expect(op.security, path).toEqual([{ bearer: [] }]);
    }
    expect(doc.paths['/api/sso/hash']!.post!.security).toEqual([]);
  });

  it('never asks an anonymous caller of an operation documented as public to sign in', async () => {
    const lying: string[] = [];
    for (const operation of operations.filter(({ op }) => isAnonymousAllowed(op))) {
      const res = await callAnonymously(operation);
      if (res.statusCode === 401) lying.push(`${operation.method} ${operation.path}: ${res.body}`);
    }
    expect(lying).toEqual([]);
  });

  it('refuses an anonymous caller of every operation documented as needing a token', async () => {
    const open: string[] = [];
    for (const operation of operations.filter(({ op }) => !isAnonymousAllowed(op))) {
      const res = await callAnonymously(operation);
      // 400: the sample input was refused before the token was asked for; anything else would be a leak.
      if (res.statusCode !== 401 && res.statusCode !== 400)
        open.push(`${operation.method} ${operation.path}`);
    }
    expect(open).toEqual([]);
  });
});
