// Keeps every api process's catalogue caches true: one pooled connection LISTENs on `catalogue_changed` (sent by a
// trigger on every change to centres, rituals and their options, whoever writes it) and clears the caches at once.
// It also LISTENs on `slots_changed`, which each process sends (at most every 50 ms) after places changed in it, and
// drops its slot answers (services/catalogue/slot-answers.ts).
// It also LISTENs on `users_changed` (a user disabled, enabled again or deleted, by a trigger on users): the auth plugin
// forgets that user's standing at once, so their session ends on every process (lib/account-changes.ts).
// A lost connection (a database restart) is replaced every few seconds; caches are cleared on reconnect too, since a
// change may have come while no one was listening. The TTL remains the bound if notifications cannot be had.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { accountChanged } from '../lib/account-changes';
import { onSlotsChanged } from '../lib/slot-changes';
import { clearCatalogueCaches } from '../lib/ttl-cache';
import { clearSlotAnswers } from '../services/catalogue/slot-answers';

const RETRY_MS = 3000;
/** Places changed here are announced to the other processes at most this often. */
const ANNOUNCE_EVERY_MS = 50;

async function catalogueInvalidation(app: FastifyInstance) {
  const { pool, db } = app.deps;
  let client: pg.PoolClient | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;
  let announce: NodeJS.Timeout | null = null;

  const stopWatchingSlots = onSlotsChanged(() => {
    if (announce || closing) return;
    announce = setTimeout(() => {
      announce = null;
      pool.query('NOTIFY slots_changed').catch((err: unknown) => {
        app.log.warn({ err }, 'could not announce changed places (other processes keep them until the TTL)');
      });
    }, ANNOUNCE_EVERY_MS);
    announce.unref();
  });

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
        if (msg.channel === 'slots_changed') clearSlotAnswers(pool);
        if (msg.channel === 'users_changed') accountChanged(pool, msg.payload ?? null);
      });
      await c.query('LISTEN catalogue_changed; LISTEN slots_changed; LISTEN users_changed');
      client = c;
      clearCatalogueCaches(db);
      clearSlotAnswers(pool);
      accountChanged(pool, null);
    } catch (err) {
      if (c && client !== c) c.release(true);
      drop(err);
    }
  }

  app.addHook('onReady', listen);
  app.addHook('onClose', async () => {
    closing = true;
    stopWatchingSlots();
    if (retry) clearTimeout(retry);
    if (announce) clearTimeout(announce);
    // Taken out first: PostgreSQL stopping at the same time ends the connection during the UNLISTEN, and `drop`
    // (its error listener) must then find nothing to release (it threw on a null client at shutdown).
    const listening = client;
    client = null;
    if (listening) {
      const ended = await listening.query('UNLISTEN *').then(
        () => false,
        () => true,
      );
      listening.release(ended);
    }
  });
}

export const catalogueInvalidationPlugin = fp(catalogueInvalidation, { name: 'catalogue-invalidation' });
