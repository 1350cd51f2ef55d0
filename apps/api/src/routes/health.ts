// Probes for orchestrators and load balancers. /health (system.ts) stays as the combined check.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LiveAnswer, ReadyAnswer } from '@sannidhi/domain/contracts/health';
import { envelope } from '@sannidhi/domain/contracts/common';
import { pendingMigrations } from '../db/migrate';
import { unavailable } from '../errors';

export async function healthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.deps;
  const tags = ['system'];

  app.get(
    '/health/live',
    {
      schema: {
        tags,
        response: { 200: envelope(LiveAnswer) },
      },
    },
    async () => ({ payload: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        response: { 200: envelope(ReadyAnswer) },
      },
    },
    async (request) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(pool);
      } catch (err) {
        request.log.warn({ err }, 'readiness: database unavailable');
        throw unavailable('Database unavailable');
      }
      if (pending.length) throw unavailable(`Migrations not applied: ${pending.join(', ')}`);
      return { payload: { status: 'ok' as const, database: 'ok' as const, migrations: 'ok' as const } };
    },
  );
}
