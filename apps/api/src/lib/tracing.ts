// Traces over OTLP/HTTP (docs/operations.md, "Traces"): loaded by server.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set; without it none of this module or the OpenTelemetry packages is ever imported. Every package is imported
// dynamically, so the bundle (scripts/build.mjs keeps packages external) does not load them at start either.
//
// Spans: Fastify's own instrumentation (@fastify/otel: the request, its hooks and handler), PostgreSQL's queries and
// pool connects (@opentelemetry/instrumentation-pg), outgoing calls to the gateway and the other providers (fetch,
// @opentelemetry/instrumentation-undici) and node:http (@opentelemetry/instrumentation-http, which also continues an
// incoming traceparent). The api is ESM; pg is CommonJS, and its ESM import does not pass the require hook the pg
// instrumentation patches through: so pg is required here once the instrumentation is on, which patches its client's
// prototype, shared by the ESM import. Answers sent at the door (lib/shared-answers.ts) bypass Fastify: no span.
import { createRequire } from 'node:module';
import type { FastifyPluginCallback } from 'fastify';

export interface Tracing {
  fastifyPlugin: FastifyPluginCallback;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

export async function startTracing(endpoint: string, serviceName: string): Promise<Tracing> {
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { resourceFromAttributes },
    { OTLPTraceExporter },
    { registerInstrumentations },
    { PgInstrumentation },
    { HttpInstrumentation },
    { UndiciInstrumentation },
    { default: FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  provider.register();
  const fastifyOtel = new FastifyOtelInstrumentation({
    // Probes asked every few seconds by orchestrators are not traced.
    ignorePaths: (route) => route.url.startsWith('/api/health'),
    // The request and its handler, not a span per lifecycle hook (authentication, rate limit, metrics, the
    // answer's language…): those made about 90 spans a festival journey and most of tracing's cost
    // (docs/decisions.md, "Observability and the festival opening"). Their SQL still shows, under the request.
    instrumentHooks: false,
  });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true }),
      new HttpInstrumentation({
        // Incoming requests are Fastify's spans; the exporter's own posts are not traced.
        ignoreIncomingRequestHook: () => true,
        ignoreOutgoingRequestHook: (req) => String(req.path ?? '').endsWith('/v1/traces'),
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      fastifyOtel,
    ],
  });
  createRequire(import.meta.url)('pg');
  return {
    fastifyPlugin: fastifyOtel.plugin() as unknown as FastifyPluginCallback,
    shutdown: () => provider.shutdown(),
  };
}
