// The slot reads every visitor of a booking page makes (a month of slots, a sparse ritual's dates), kept as the JSON
// text of the answer with its ETag for at most SLOT_CACHE_MS. Dropped at once when places change in this process
// (lib/slot-changes.ts), and in every other api process by a `slots_changed` notification
// (plugins/catalogue-invalidation.ts). A page may show places a moment old; the order itself is the guard
// (take_places refuses a full slot).
import crypto from 'node:crypto';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { onSlotsChanged } from '../../lib/slot-changes';
import type { AppDeps } from '../../types';

export interface SlotsAnswerText {
  /** The answer's JSON text ({ payload: [...] }). */
  body: string;
  /** A strong ETag of the text, for a browser's If-None-Match. */
  etag: string;
}

const caches = new WeakMap<object, TtlCache<SlotsAnswerText>>();

/** The cache of the app whose pool is `deps.pool`; cleared whenever places change in this process. */
function cacheOf(deps: Pick<AppDeps, 'pool' | 'config'>): TtlCache<SlotsAnswerText> {
  let cache = caches.get(deps.pool);
  if (!cache) {
    const created = createTtlCache<SlotsAnswerText>(deps.config.SLOT_CACHE_MS, 2000);
    onSlotsChanged(() => created.clear());
    caches.set(deps.pool, (cache = created));
  }
  return cache;
}

/** The answer text for `key`, loaded by `load` when not cached (or when caching is off). */
export function slotsAnswer(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  key: string,
  load: () => Promise<unknown[]>,
): Promise<SlotsAnswerText> {
  const build = async () => {
    const body = JSON.stringify({ payload: await load() });
    return { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
  };
  return deps.config.SLOT_CACHE_MS > 0 ? cacheOf(deps).get(key, build) : build();
}

/** Drops every slot answer of the app whose pool is `pool` (a notification from another api process). */
export function clearSlotAnswers(pool: object): void {
  caches.get(pool)?.clear();
}
