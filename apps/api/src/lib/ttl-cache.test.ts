import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('loads once per key within the time to live, and again after it', async () => {
    let loads = 0;
    const cache = createTtlCache<number>(30);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('b', load)).toBe(2);
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets a failed load', async () => {
    const cache = createTtlCache<number>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('retires each value it lets go: cleared, expired or evicted', async () => {
    const retired: string[] = [];
    const cache = createTtlCache<string>(30, 2, (value) => retired.push(value));
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    cache.clear();
    await Promise.resolve();
    expect(retired).toEqual(['a1', 'b1']);
    await cache.get('a', async () => 'a2');
    await new Promise((r) => setTimeout(r, 40));
    await cache.get('a', async () => 'a3');
    expect(retired).toEqual(['a1', 'b1', 'a2']);
    await cache.get('b', async () => 'b2');
    await cache.get('c', async () => 'c1');
    await Promise.resolve();
    expect(retired.slice(3).sort()).toEqual(['a3', 'b2']);
  });

  it('peeks at a loaded, fresh value without loading', async () => {
    const cache = createTtlCache<number>(30);
    let resolve = (_: number) => {};
    const loading = cache.get('a', () => new Promise<number>((r) => (resolve = r)));
    expect(cache.peek('a')).toBeUndefined();
    resolve(5);
    await loading;
    expect(cache.peek('a')).toBe(5);
    expect(cache.peek('b')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.peek('a')).toBeUndefined();
  });
});
