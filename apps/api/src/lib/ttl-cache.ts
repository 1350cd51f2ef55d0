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
  };
}
