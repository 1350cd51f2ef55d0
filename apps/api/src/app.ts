// Builds the Fastify application: conventions (envelope, errors, request ids), auth, the user API under /api,
// OpenAPI at /api/docs, and the built SPA on every other path.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type onRequestHookHandler,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { AppConfig } from './config';
import { setMailLinks } from './services/mail/mail-links';
import { AppError } from './errors';
import { answerClientError, answerClosing } from './lib/edge-answers';
import {
  DATA_ERROR_MESSAGE,
  isDatabaseDataError,
  isDatabaseUnavailable,
  isUniqueViolation,
  CONCURRENT_CHANGE_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from './lib/pg-errors';
import { authPlugin, flagBackOffice } from './plugins/auth';
import { catalogueInvalidationPlugin } from './plugins/catalogue-invalidation';
import { inputRulesPlugin } from './plugins/input-rules';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestLogPlugin } from './plugins/request-log';
import { answerHeaders, securityHeadersHook, type AnswerHeaders } from './plugins/security-headers';
import { requestIdOf, identifyRequest } from './lib/request-identity';
import { createSharedAnswers, type SharedAnswers } from './lib/shared-answers';
import { createMetrics, type Metrics } from './lib/metrics';
import { localizeErrorAnswer } from './lib/answer-language';
import { joinCatalogueCaches } from './lib/ttl-cache';
import type { AppDeps } from './types';
import { apiRoutes } from './routes';

// The domain's schemas are zod/mini, which carries no messages: a check without its own text answers in English.
z.config(en());

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    sharedAnswers: SharedAnswers;
    /** The operator's metrics (lib/metrics.ts), served by server.ts on METRICS_PORT only. */
    metrics: Metrics;
  }
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  setMailLinks(deps.config);
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.LOG_LEVEL },
    // lib/request-identity.ts reads the caller's own id, as the door of kept answers does.
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers),
    // plugins/request-log.ts writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Off unless configured: a forwarded address from an unknown sender is not believed (rate limits key on it).
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    // Errors Fastify raises before a route runs (a broken percent-encoding in the path, a bad content type) answer
    // in the app's own shape too.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The address is not valid'
          : clientErrorMessage(status, error.message);
      void (reply as FastifyReply).code(status).send({ message });
    },
  });
  app.decorate('deps', deps);
  app.decorate('metrics', createMetrics(deps.pool));
  // Traces (lib/tracing.ts), when OTEL_EXPORTER_OTLP_ENDPOINT is set: Fastify's own instrumentation, first of all.
  if (deps.tracing) await app.register(deps.tracing.fastifyPlugin);
  const headers = answerHeaders(deps.config);
  const setSecurityHeaders = securityHeadersHook(headers);
  // The app's own onRequest hooks, which the door of kept answers does as they do; a kept answer's route with any
  // other onRequest hook is left to Fastify (lib/shared-answers.ts).
  useSharedAnswers(app, headers, [identifyRequest, setSecurityHeaders, flagBackOffice]);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', identifyRequest);
  app.addHook('onRequest', setSecurityHeaders);

  // Every refusal's message in the request's language (lib/answer-language.ts), however it was sent.
  app.addHook('onSend', localizeErrorAnswer);
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const message = error.validation
        .slice(0, 3)
        .map((v) => {
          const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return `${field ? field : where}: ${v.message}`;
        })
        .join('; ');
      return reply.code(400).send({ message });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send({ message: error.message });
    }
    const { statusCode: status, message = '' } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, payload too large, unsupported media type).
      return reply.code(status).send({ message: clientErrorMessage(status, message) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '2').send({ message: UNAVAILABLE_MESSAGE });
    }
    if (isUniqueViolation(error)) {
      // A race a service did not foresee: the row another request wrote first stands.
      request.log.warn({ err: error }, 'unique violation reached the error handler');
      return reply.code(409).send({ message: CONCURRENT_CHANGE_MESSAGE });
    }
    if (isDatabaseDataError(error)) {
      request.log.info({ err: error }, 'database rejected a value');
      return reply.code(400).send({ message: DATA_ERROR_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong, please try again' });
  });

  await app.register(openApiPlugin);
  // The document is always built (tests read it with app.swagger()); PROD serves it only when API_DOCS=true.
  const serveDocs = deps.config.API_DOCS ? deps.config.API_DOCS === 'true' : deps.config.APP_ENV !== 'PROD';
  if (serveDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(requestLogPlugin);
  await app.register(inputRulesPlugin);
  await app.register(catalogueInvalidationPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await registerSpa(app, deps.config.WEB_DIST ?? DEFAULT_WEB_DIST);
  return app;
}

/**
 * Catalogue answers that callers share are sent from the server's request event, before Fastify
 * (lib/shared-answers.ts); everything else goes on to Fastify's own handler, which is that event's listener. The
 * back-office origin's server hands its requests to the same event. While the app drains on close, that event
 * answers 503 `{ message }` itself (lib/edge-answers.ts).
 */
function useSharedAnswers(
  app: FastifyInstance,
  headers: AnswerHeaders,
  standsInFor: readonly onRequestHookHandler[],
) {
  const shared = createSharedAnswers({
    headers: headers.api,
    standsInFor,
    log: app.log,
    // plugins/auth.ts decorates the app with it later in buildApp.
    knownCaller: (authorization) => app.knownCaller(authorization),
    countAnswer: (route, status, seconds) => app.metrics.observeRequest('GET', route, status, seconds),
  });
  app.decorate('sharedAnswers', shared);
  joinCatalogueCaches(app.deps.db, shared);
  const [routed, ...others] = app.server.listeners('request') as ((...args: unknown[]) => void)[];
  if (!routed || others.length > 0) throw new Error("Fastify's request listener was not found");
  app.server.removeListener('request', routed);
  let closing = false;
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (closing) answerClosing(res, headers.api);
    else if (!shared.serve(req, res)) routed(req, res);
  });
  app.addHook('preClose', (done) => {
    closing = true;
    shared.close();
    done();
  });
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest N hops". */
function trustProxyOption(value: AppConfig['TRUST_PROXY']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

function clientErrorMessage(status: number, raw: string): string {
  if (status === 415) return 'Unsupported content type: send application/json';
  if (status === 413) return 'Request body is too large';
  if (/JSON/i.test(raw)) return 'Request body is not valid JSON';
  return 'Bad request';
}

/** Serves the built SPA; unknown /api paths answer 404 { message }, other GETs get index.html. */
async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request (a rebuild needs no restart); a miss falls through to the handler below.
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file; the smallest one the browser accepts is sent.
      preCompressed: true,
      // Dotfiles (the build manifest) and source maps are not served, even if present.
      allowedPath: (pathName) => !/(^|\/)\.|\.map$/.test(pathName),
      setHeaders: (res, filePath) => {
        res.setHeader('vary', 'accept-encoding');
        // Hashed build files never change; images may, so they are cached for an hour.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  if (hasBuild) {
    // "/" is a directory to the static plugin; it is the SPA's entry like every other screen path.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // Files (assets, images, /favicon.ico, source maps) that are not there are 404s, not the SPA's HTML.
    const isAsset =
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/images/') ||
      /\/[^/]*\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isApi || isAsset || request.method !== 'GET') {
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!hasBuild) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
