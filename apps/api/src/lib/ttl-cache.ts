/**
 * A small in-process cache for catalogue reads that every visitor makes and that change rarely (centres, a centre's
 * rituals). Entries live `ttlMs`; concurrent misses for one key share one load. Capacity (slots) is never cached.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: now, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Forgets every entry: the next read loads afresh. */
    clear(): void {
      entries.clear();
    },
  };
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;

const catalogueCaches = new WeakMap<object, Set<{ clear(): void }>>();

/**
 * A TTL cache of catalogue reads for the app whose database is `owner` (its pool or Drizzle handle's pool): cleared
 * at once when the catalogue changes (plugins/catalogue-invalidation.ts), in every api process.
 */
export function createCatalogueCache<T>(owner: object, ttlMs: number): TtlCache<T> {
  const cache = createTtlCache<T>(ttlMs);
  let group = catalogueCaches.get(owner);
  if (!group) catalogueCaches.set(owner, (group = new Set()));
  group.add(cache);
  return cache;
}

/** Clears every catalogue cache of the app whose database is `owner`. */
export function clearCatalogueCaches(owner: object): void {
  for (const cache of catalogueCaches.get(owner) ?? []) cache.clear();
}
