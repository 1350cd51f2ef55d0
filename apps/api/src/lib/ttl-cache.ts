/**
 * A small in-process cache for reads that every visitor makes (centres, a centre's rituals, the prepared slot answers
 * of services/catalogue/slot-answers.ts). Entries live `ttlMs`; concurrent misses for one key share one load.
 * `retire` is told of every value the cache lets go (cleared, evicted or expired), once it is loaded: an answer kept
 * elsewhere for sending (lib/shared-answers.ts) then stops being sent too.
 */
interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** Set once the load has succeeded. */
  loaded?: { value: T };
}

export function createTtlCache<T>(ttlMs: number, maxEntries = 500, retire?: (value: T) => void) {
  const entries = new Map<string, Entry<T>>();
  const letGo = (value: Promise<T>) => {
    if (retire) value.then(retire, () => undefined);
  };
  const clear = () => {
    for (const entry of entries.values()) letGo(entry.value);
    entries.clear();
  };
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (hit) letGo(hit.value);
      if (entries.size >= maxEntries) clear();
      const value = load();
      const entry: Entry<T> = { at: now, value };
      entries.set(key, entry);
      value.then(
        (loaded) => (entry.loaded = { value: loaded }),
        () => entries.delete(key),
      );
      return value;
    },
    /** The value of `key` if it is loaded and still fresh, without loading it. */
    peek(key: string): T | undefined {
      const hit = entries.get(key);
      return hit?.loaded && Date.now() - hit.at < ttlMs ? hit.loaded.value : undefined;
    },
    /** Forgets one entry: its next read loads afresh. */
    forget(key: string): void {
      const hit = entries.get(key);
      if (!hit) return;
      entries.delete(key);
      letGo(hit.value);
    },
    /** Forgets every entry: the next read loads afresh. */
    clear,
  };
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;

const catalogueCaches = new WeakMap<object, Set<{ clear(): void }>>();

/**
 * A TTL cache of catalogue reads for the app whose database is `owner` (its pool or Drizzle handle's pool): cleared
 * at once when the catalogue changes (plugins/catalogue-invalidation.ts), in every api process.
 */
export function createCatalogueCache<T>(
  owner: object,
  ttlMs: number,
  retire?: (value: T) => void,
): TtlCache<T> {
  const cache = createTtlCache<T>(ttlMs, 500, retire);
  joinCatalogueCaches(owner, cache);
  return cache;
}

/** Has `member` cleared with the catalogue caches of `owner`. */
export function joinCatalogueCaches(owner: object, member: { clear(): void }): void {
  let group = catalogueCaches.get(owner);
  if (!group) catalogueCaches.set(owner, (group = new Set()));
  group.add(member);
}

/** Clears every catalogue cache of the app whose database is `owner`. */
export function clearCatalogueCaches(owner: object): void {
  for (const cache of catalogueCaches.get(owner) ?? []) cache.clear();
}
