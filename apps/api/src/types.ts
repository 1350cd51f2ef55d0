// What the services are given: the app's dependencies and the signed-in caller. Services import these types
// from here, never from app.ts (the composition root, imported only by server.ts and tests).
import type { FastifyPluginCallback } from 'fastify';
import type pg from 'pg';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Providers } from './providers';

/** The dependencies the application is built with. */
export interface AppDeps {
  config: AppConfig;
  pool: pg.Pool;
  db: Db;
  providers: Providers;
  logger?: boolean | object;
  /** Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/tracing.ts): @fastify/otel's plugin. */
  tracing?: { fastifyPlugin: FastifyPluginCallback };
}

/** The signed-in caller, from a verified token. */
export interface AuthContext {
  userId: string;
  email: string;
  token: string;
}
