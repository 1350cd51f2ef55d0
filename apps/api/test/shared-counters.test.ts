// The rate limits' counters, as two api processes share them: each process is one SharedCounters on one pool.
// Far from a limit hits are counted in memory and sent in batches; near it every hit is counted in PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { FLUSH_MS, SharedCounters } from '../src/lib/shared-counters';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The pool with a count of the statements sent through it. */
function countingPool(pool: pg.Pool): { pool: pg.Pool; statements: () => number } {
  let statements = 0;
  const counting = new Proxy(pool, {
    get(target, prop, receiver) {
      if (prop === 'query')
        return (...args: unknown[]) => {
          statements += 1;
          return (target.query as (...a: unknown[]) => unknown)(...args);
        };
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return { pool: counting, statements: () => statements };
}

const stored = async (key: string) =>
  (await t.pool.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key = $1', [key])).rows[0]
    ?.hits ?? 0;

describe('counters shared by api processes', () => {
  it('far from the limit: 400 hits over two processes take a few statements, and all 400 reach PostgreSQL', async () => {
    const a = countingPool(t.pool);
    const b = countingPool(t.pool);
    const one = new SharedCounters(a.pool);
    const two = new SharedCounters(b.pool);
    const key = `test:far:${Date.now()}`;
    const counts: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      counts.push((await one.incr(key, 60_000, 1_000_000)).current);
      counts.push((await two.incr(key, 60_000, 1_000_000)).current);
    }
    expect(a.statements() + b.statements()).toBeLessThan(20);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(200);
    await Promise.all([one.close(), two.close()]);
    expect(await stored(key)).toBe(400);
  });

  it('unsent hits are sent by the periodic flush within a moment', async () => {
    const one = new SharedCounters(t.pool);
    const key = `test:flush:${Date.now()}`;
    for (let i = 0; i < 50; i += 1) await one.incr(key, 60_000, 1_000_000);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 5));
    expect(await stored(key)).toBe(50);
    await one.close();
  });

  it('near the limit: hits alternating between two processes are counted exactly, the 11th of 10 is over', async () => {
    const one = new SharedCounters(t.pool);
    const two = new SharedCounters(t.pool);
    const key = `test:near:${Date.now()}`;
    const counts: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      counts.push((await one.incr(key, 60_000, 10)).current);
      counts.push((await two.incr(key, 60_000, 10)).current);
    }
    // Past half the limit both processes count in PostgreSQL, sending their unsent hits with the next: the counts
    // are exact, and only the 11th and 12th hits are over the limit.
    expect(counts.slice(-4)).toEqual([9, 10, 11, 12]);
    expect(counts.filter((n) => n > 10)).toHaveLength(2);
    await Promise.all([one.close(), two.close()]);
    expect(await stored(key)).toBe(12);
  });

  it('a key new to a process: its first hit takes no statement; a caller at its limit elsewhere gets one hit more at most', async () => {
    const a = countingPool(t.pool);
    const one = new SharedCounters(a.pool);
    const fresh = `test:first:${Date.now()}`;
    expect((await one.incr(fresh, 60_000, 10)).current).toBe(1);
    expect(a.statements()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 5));
    expect(await stored(fresh)).toBe(1);

    // Ten hits on another process bring a key to its limit of 10; this process's first hit is let through (1),
    // its next ones are counted in PostgreSQL and are over the limit.
    const other = new SharedCounters(t.pool);
    const busy = `test:busy:${Date.now()}`;
    for (let i = 0; i < 10; i += 1) await other.incr(busy, 60_000, 10);
    await other.close();
    const b = countingPool(t.pool);
    const two = new SharedCounters(b.pool);
    expect((await two.incr(busy, 60_000, 10)).current).toBe(1);
    expect((await two.incr(busy, 60_000, 10)).current).toBe(12);
    expect((await two.incr(busy, 60_000, 10)).current).toBe(13);
    await Promise.all([one.close(), two.close()]);
    expect(await stored(busy)).toBe(13);
  });

  it('a new window starts when the last one has ended', async () => {
    let clock = Date.now();
    const one = new SharedCounters(t.pool, () => clock);
    const key = `test:window:${Date.now()}`;
    for (let i = 0; i < 3; i += 1) await one.incr(key, 200, 4);
    expect((await one.incr(key, 200, 4)).current).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    clock += 300;
    expect((await one.incr(key, 200, 4)).current).toBe(1);
    await one.close();
  });
});
