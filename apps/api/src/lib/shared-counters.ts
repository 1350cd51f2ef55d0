// Fixed-window counters shared by every api process through PostgreSQL (the rate limits' store), without a round
// trip per request while a key is far from its limit.
//
// A key's first hit on this process is counted here when it is far from the limit (one hit, a limit above 2); after
// it, a key is counted in PostgreSQL at once (exact) when this process has not seen its shared count in the last
// SYNC_MAX_AGE_MS, when its window has ended, or when the hit could bring it to half its limit. Otherwise the hit
// is counted here and added to the shared row with every other key's unsent hits in one statement, every
// FLUSH_MS. So a key near its limit is counted exactly; far from it, the other processes' hits of the last
// flush interval may be unseen (docs/operations.md, "Rate limits").
import type pg from 'pg';
import { addHits, countHit, deleteEndedCounters, readHits } from '../repositories/rate-limits';

export const FLUSH_MS = 100;
export const SYNC_MAX_AGE_MS = 1000;

export interface Count {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

interface Entry {
  /** The shared count when last seen, with this process's hits sent since. */
  shared: number;
  /** Hits counted here and not yet sent. */
  pending: number;
  windowMs: number;
  /** When the window ends (this process's clock). */
  endsAt: number;
  seenAt: number;
}

export class SharedCounters {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private calls = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit on `key`; answers the count so far in its window (this one included). */
  async incr(key: string, windowMs: number, max: number): Promise<Count> {
    // Now and then (about one call in a thousand) ended windows are swept; nothing waits for it.
    if (++this.calls % 1000 === 0) deleteEndedCounters(this.pool).catch(() => undefined);
    const now = this.now();
    const entry = this.entries.get(key);
    if (
      entry &&
      entry.windowMs === windowMs &&
      now < entry.endsAt &&
      now - entry.seenAt < SYNC_MAX_AGE_MS &&
      (entry.shared + entry.pending + 1) * 2 < max
    ) {
      entry.pending += 1;
      this.schedule();
      return { current: entry.shared + entry.pending, ttl: entry.endsAt - now };
    }
    // A key this process has not seen, whose one hit is far from its limit (a devotee's first order, a new
    // address): counted here and sent with the next flush, which brings back the shared count. Until then the key's
    // next hits are counted in PostgreSQL at once (it is not yet "seen"), so a caller already at its limit on
    // another process gets at most this one hit more on this one.
    if (!entry && 2 < max) {
      this.entries.set(key, { shared: 0, pending: 1, windowMs, endsAt: now + windowMs, seenAt: -Infinity });
      this.schedule();
      return { current: 1, ttl: windowMs };
    }
    const hits = 1 + (entry?.pending ?? 0);
    if (entry) entry.pending = 0;
    const counted = await countHit(this.pool, key, windowMs, hits);
    this.remember(key, windowMs, counted);
    return { current: counted.hits, ttl: counted.ttlMs };
  }

  /** The count of `key` so far, without counting a hit. */
  async read(key: string): Promise<Count> {
    const { hits, ttlMs } = await readHits(this.pool, key);
    return { current: hits + (this.entries.get(key)?.pending ?? 0), ttl: ttlMs };
  }

  /** Sends every unsent hit now, in one statement (the periodic flush calls this). */
  async flush(): Promise<void> {
    const batch: { key: string; hits: number; windowMs: number }[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.pending === 0) continue;
      batch.push({ key, hits: entry.pending, windowMs: entry.windowMs });
      entry.pending = 0;
    }
    if (!batch.length) return;
    // Hits that cannot be sent (database down) are dropped, as a refused counter lets the request through.
    const counted = await addHits(this.pool, batch);
    const windowOf = new Map(batch.map((b) => [b.key, b.windowMs]));
    for (const c of counted) this.remember(c.key, windowOf.get(c.key)!, c);
  }

  /** Stops the periodic flush after sending what is unsent. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush().catch(() => undefined);
  }

  private remember(key: string, windowMs: number, counted: { hits: number; ttlMs: number }) {
    const now = this.now();
    const entry = this.entries.get(key);
    const pending = entry?.pending ?? 0;
    this.entries.set(key, {
      shared: counted.hits,
      pending,
      windowMs,
      endsAt: now + counted.ttlMs,
      seenAt: now,
    });
    if (this.entries.size > 50_000) this.forgetEnded(now);
  }

  private forgetEnded(now: number) {
    for (const [key, e] of this.entries) if (e.pending === 0 && now >= e.endsAt) this.entries.delete(key);
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(() => undefined);
    }, FLUSH_MS);
    this.timer.unref();
  }
}
