// Keeps every api process's catalogue caches true: one pooled connection LISTENs on `catalogue_changed` (sent by a
// trigger on every change to centres, rituals and their options, whoever writes it) and clears the caches at once.
// A lost connection (a database restart) is replaced every few seconds; caches are cleared on reconnect too, since a
// change may have come while no one was listening. The TTL remains the bound if notifications cannot be had.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { clearCatalogueCaches } from '../lib/ttl-cache';

const RETRY_MS = 3000;

async function catalogueInvalidation(app: FastifyInstance) {
  const { pool, db } = app.deps;
  let client: pg.PoolClient | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;

  const drop = (err?: unknown) => {
    if (err) app.log.warn({ err }, 'catalogue change listener lost its connection');
    const lost = client;
    client = null;
    lost?.release(true);
    if (!closing && !retry) retry = setTimeout(listen, RETRY_MS);
  };

  async function listen() {
    retry = null;
    if (closing) return;
    let c: pg.PoolClient | undefined;
    try {
      c = await pool.connect();
      c.on('error', drop);
      c.on('notification', (msg) => {
        if (msg.channel === 'catalogue_changed') clearCatalogueCaches(db);
      });
      await c.query('LISTEN catalogue_changed');
      client = c;
      clearCatalogueCaches(db);
    } catch (err) {
      if (c && client !== c) c.release(true);
      drop(err);
    }
  }

  app.addHook('onReady', listen);
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    if (client) {
      await client.query('UNLISTEN *').catch(() => undefined);
      client.release();
      client = null;
    }
  });
}

export const catalogueInvalidationPlugin = fp(catalogueInvalidation, { name: 'catalogue-invalidation' });
