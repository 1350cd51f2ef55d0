// Composes the running api: database (embedded or DATABASE_URL), migrations, demo seed, providers, listeners.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { createDb, createPool, type ConnectionErrorLogger } from './db/client';
import { migrate } from './db/migrate';
import { answerClientError } from './lib/edge-answers';
import { startMetricsServer, type MetricsServer } from './lib/metrics-server';
import { ensureDatabase, startEmbeddedPostgres, type Database } from './db/postgres';
import { createProviders } from './providers';
import { seedDemo } from './seed/demo';
import { startJobs } from './services/jobs/run-jobs';

export interface RunningServer {
  app: FastifyInstance;
  pool: pg.Pool;
  close(): Promise<void>;
}

export async function startServer(config: AppConfig): Promise<RunningServer> {
  // Before the pool and the app: the pg instrumentation patches pg's client; nothing is loaded without an endpoint.
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (
        await import('./lib/tracing')
      ).startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, config.OTEL_SERVICE_NAME)
    : null;
  let database: Database | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    database = await startEmbeddedPostgres(config.PGDATA_DIR, config.EMBEDDED_PG_PORT);
    url = database.url;
  } else {
    await ensureDatabase(url);
  }
  let logConnectionError: ConnectionErrorLogger = (err) =>
    console.error(`PostgreSQL connection lost: ${err.message}`);
  const pool = createPool(
    url,
    config.PG_POOL_MAX,
    (err) => logConnectionError(err),
    config.PG_POOL_WAIT_MS,
    config.PG_CONNECT_TIMEOUT_MS,
  );
  await migrate(pool);
  if (config.SEED_DEMO === 'true')
    await seedDemo(pool, {
      gatewayBase: config.GATEWAY_BASE,
      allowedGatewayOrigins: config.GATEWAY_ALLOWED_ORIGINS,
    });

  const app = await buildApp({
    config,
    pool,
    db: createDb(pool),
    providers: createProviders(config, pool),
    ...(tracing ? { tracing } : {}),
  });
  logConnectionError = (err) =>
    app.log.warn({ err }, 'PostgreSQL connection lost; the pool reconnects on demand');
  await app.listen({ host: config.HOST, port: config.PORT });
  // The back-office origin is a second listener on the same application.
  const backOffice = http.createServer((req, res) => app.server.emit('request', req, res));
  backOffice.on('clientError', answerClientError);
  await new Promise<void>((resolve) => backOffice.listen(config.BACK_OFFICE_PORT, config.HOST, resolve));
  const metricsServer: MetricsServer | null = config.METRICS_PORT
    ? await startMetricsServer(app.metrics, config.METRICS_HOST, config.METRICS_PORT)
    : null;
  const stopJobs = startJobs(app, config.JOB_INTERVAL_MS, config.RECONCILE_INTERVAL_MS);
  app.log.info(
    `devotee site http://localhost:${config.PORT}, back office http://localhost:${config.BACK_OFFICE_PORT}` +
      (metricsServer ? `, metrics http://${config.METRICS_HOST}:${metricsServer.port}/metrics` : '') +
      (tracing ? `, traces to ${config.OTEL_EXPORTER_OTLP_ENDPOINT}` : ''),
  );

  return {
    app,
    pool,
    // Graceful: stop taking new connections and jobs, let in-flight requests finish (Fastify answers 503 to requests
    // arriving meanwhile on kept-alive connections), then release the pool.
    async close() {
      await stopJobs();
      const backOfficeClosed = new Promise<void>((resolve) => backOffice.close(() => resolve()));
      backOffice.closeIdleConnections();
      await app.close();
      app.deps.providers.mail.close?.();
      await backOfficeClosed;
      await pool.end();
      await metricsServer?.close();
      await tracing?.shutdown();
      await database?.stop();
    },
  };
}
