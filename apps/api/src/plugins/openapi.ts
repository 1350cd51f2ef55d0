// The OpenAPI document, generated from the zod contracts and made to tell the truth about every /api operation:
// - security comes from what the route runs: a route whose preHandler is app.authenticate requires a bearer token;
//   one without it is public (`security: []`), or takes an optional token where openapi-operations.ts says so;
// - operationId (from method and path), tags (from the first path segment unless the route names them), summary
//   (the route's own, else openapi-operations.ts);
// - error answers `{ message }` (component ErrorBody): 400 where there is input to validate, 401 where a token is
//   read, 500 everywhere, plus those the operations table lists; a route's own response schemas win;
// - the domain contracts' named schemas become shared components ($ref).
// apps/api/test/openapi.test.ts fails when an operation lacks a summary or is public while requiring a token.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import * as analyticsContracts from '@sannidhi/domain/contracts/analytics';
import * as authContracts from '@sannidhi/domain/contracts/auth';
import * as bookingPersonContracts from '@sannidhi/domain/contracts/booking-person';
import * as catalogueContracts from '@sannidhi/domain/contracts/catalogue';
import { ErrorBody } from '@sannidhi/domain/contracts/common';
import * as familyContracts from '@sannidhi/domain/contracts/family';
import * as healthContracts from '@sannidhi/domain/contracts/health';
import * as orderContracts from '@sannidhi/domain/contracts/order';
import * as paymentContracts from '@sannidhi/domain/contracts/payment';
import { OPERATIONS, type ErrorStatus } from './openapi-operations';

export const BEARER = [{ bearer: [] }];
const OPTIONAL_BEARER = [{}, { bearer: [] }];
const GATEWAY_SIGNATURE = [{ gatewaySignature: [] }];

/** Named schemas of the contracts: answers and bodies become components; queries and params stay inline. */
function contractRegistry() {
  const registry = z.registry<{ id?: string }>();
  const modules = [
    analyticsContracts,
    authContracts,
    bookingPersonContracts,
    catalogueContracts,
    familyContracts,
    healthContracts,
    orderContracts,
    paymentContracts,
  ];
  const seen = new Set<unknown>([ErrorBody]);
  const names = new Set(['ErrorBody']);
  registry.add(ErrorBody, { id: 'ErrorBody' });
  for (const contracts of modules) {
    for (const [name, schema] of Object.entries(contracts)) {
      if (!(schema instanceof z.core.$ZodObject) || /(Query|Params)$/.test(name) || seen.has(schema))
        continue;
      if (names.has(name)) continue;
      seen.add(schema);
      names.add(name);
      registry.add(schema, { id: name });
    }
  }
  return registry;
}

/** `GET /api/sso/profile/:profileId` → `getSsoProfileByProfileId`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * Bodies and answers refer to the shared components; query, path and header parameters are written out in full
 * (@fastify/swagger turns them into parameters and cannot follow a $ref there).
 */
function splitTransform(schemaRegistry: ReturnType<typeof contractRegistry>): SwaggerTransform {
  const shared = createJsonSchemaTransform({ schemaRegistry });
  const inline = createJsonSchemaTransform({ schemaRegistry: z.registry<{ id?: string }>() });
  return (input) => {
    const { querystring, params, headers, ...rest } = (input.schema ?? {}) as Record<string, unknown>;
    const withRefs = shared({ ...input, schema: rest } as Parameters<SwaggerTransform>[0]);
    if (!input.schema || withRefs.schema?.hide) return withRefs;
    const parameters = inline({
      ...input,
      schema: { querystring, params, headers },
    } as Parameters<SwaggerTransform>[0]);
    return { ...withRefs, schema: { ...withRefs.schema, ...parameters.schema } };
  };
}

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const schemaRegistry = contractRegistry();
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sannidhi user API',
        version: '1.0.0',
        description:
          'Every answer is { payload }; every error { message }. Operations marked with the bearer scheme need ' +
          '`Authorization: Bearer <token from the sign-in provider>`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          gatewaySignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-gateway-signature',
            description:
              'HMAC of x-gateway-timestamp and the raw body with the gateway secret (docs/providers.md).',
          },
        },
      },
    },
    transform: splitTransform(schemaRegistry),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url?.startsWith('/api/') || route.schema?.hide || url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${url}`;
      const known = OPERATIONS[key];
      const schema = { ...route.schema } as Record<string, unknown>;
      const isSecured = hooksOf(route).includes(app.authenticate);
      const readsToken = isSecured || known?.auth !== undefined;
      schema.operationId ??= operationIdOf(method, url);
      schema.tags ??= [url.split('/')[2]];
      if (known?.summary) schema.summary ??= known.summary;
      if (known?.description) schema.description ??= known.description;
      schema.security ??= isSecured
        ? BEARER
        : known?.auth === 'optional'
          ? OPTIONAL_BEARER
          : known?.auth === 'gateway-signature'
            ? GATEWAY_SIGNATURE
            : [];
      const hasInput = ['body', 'querystring', 'params'].some((part) => schema[part]);
      const statuses = new Set<ErrorStatus | 500>([...(known?.errors ?? []), 500]);
      if (hasInput) statuses.add(400);
      if (readsToken) statuses.add(401);
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      for (const status of statuses) response[status] ??= ErrorBody;
      schema.response = response;
      route.schema = schema;
    }
  });
});
