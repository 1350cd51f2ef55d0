// The slot reads every visitor of a booking page makes (a month of slots, a sparse ritual's dates), kept as the JSON
// text of the answer ready to send (lib/cached-json.ts) for at most SLOT_CACHE_MS. Dropped at once when places
// change in this process (lib/slot-changes.ts), and in every other api process by a `slots_changed` notification
// (plugins/catalogue-invalidation.ts). A page may show places a moment old; the order itself is the guard
// (take_places refuses a full slot).
import { preparedText, retireAnswer, type CachedJson } from '../../lib/cached-json';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { onSlotsChanged } from '../../lib/slot-changes';
import type { AppDeps } from '../../types';

const caches = new WeakMap<object, TtlCache<CachedJson>>();

/** The cache of the app whose pool is `deps.pool`; cleared whenever places change in this process. */
function cacheOf(deps: Pick<AppDeps, 'pool' | 'config'>): TtlCache<CachedJson> {
  let cache = caches.get(deps.pool);
  if (!cache) {
    const created = createTtlCache<CachedJson>(deps.config.SLOT_CACHE_MS, 2000, retireAnswer);
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
): Promise<CachedJson> {
  const build = async () => preparedText(JSON.stringify({ payload: await load() }));
  return deps.config.SLOT_CACHE_MS > 0 ? cacheOf(deps).get(key, build) : build();
}

/** Drops every slot answer of the app whose pool is `pool` (a notification from another api process). */
export function clearSlotAnswers(pool: object): void {
  caches.get(pool)?.clear();
}
