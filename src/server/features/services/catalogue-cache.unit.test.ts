import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createCatalogueCache', () => {
  it('makes an answer once for every request missing it meanwhile, and keeps it', async () => {
    const cache = createCatalogueCache<string>({ now: () => 0 });
    const query = deferred<string>();
    let made = 0;
    const make = () => {
      made += 1;
      return query.promise;
    };
    const waiting = [cache.get('a', make), cache.get('a', make)];
    query.resolve('page');
    expect(await Promise.all(waiting)).toEqual(['page', 'page']);
    expect(await cache.get('a', make)).toBe('page');
    expect(made).toBe(1);
  });

  it('does not keep an answer whose query began before an invalidation, nor hand it to later requests', async () => {
    const cache = createCatalogueCache<string>({ now: () => 0 });
    const old = deferred<string>();
    const before = cache.get('a', () => old.promise);
    cache.invalidate();
    const after = cache.get('a', async () => 'new');
    old.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('a', async () => 'newer')).toBe('new');
  });

  it('forgets an answer once it is maxAgeMs old', async () => {
    let now = 0;
    const cache = createCatalogueCache<string>({ now: () => now, maxAgeMs: 5000 });
    await cache.get('a', async () => 'first');
    now = 4999;
    expect(await cache.get('a', async () => 'second')).toBe('first');
    now = 5000;
    expect(await cache.get('a', async () => 'second')).toBe('second');
  });

  it('keeps at most maxEntries answers, forgetting the least recently asked', async () => {
    const cache = createCatalogueCache<string>({ now: () => 0, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size()).toBe(2);
    expect(await cache.get('a', async () => 'a made')).toBe('a');
    expect(await cache.get('b', async () => 'b made')).toBe('b made');
  });

  it('keeps nothing while suspended, and a failed query nothing at all', async () => {
    const cache = createCatalogueCache<string>({ now: () => 0 });
    cache.suspend();
    await cache.get('a', async () => 'a');
    expect(cache.size()).toBe(0);
    cache.resume();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'a')).toBe('a');
    expect(cache.size()).toBe(1);
  });
});
