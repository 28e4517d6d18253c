import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('computes a key once per version and again when the version moves on', async () => {
    const cache = new VersionedCache<number>(10);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('a', '1', compute)).toBe(1);
    expect(await cache.get('a', '1', compute)).toBe(1);
    expect(await cache.get('a', '2', compute)).toBe(2);
    expect(await cache.get('b', '2', compute)).toBe(3);
    expect(calls).toBe(3);
  });

  it('lets concurrent callers of one key and version share one computation', async () => {
    const cache = new VersionedCache<string>(10);
    let calls = 0;
    let release!: (value: string) => void;
    const compute = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = Array.from({ length: 5 }, () => cache.get('k', '1', compute));
    release('done');
    expect(await Promise.all(waiting)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(calls).toBe(1);
  });

  it('drops the least recently used key beyond its capacity', async () => {
    const cache = new VersionedCache<string>(2);
    let calls = 0;
    const compute = (value: string) => async () => (calls++, value);
    await cache.get('a', '1', compute('a'));
    await cache.get('b', '1', compute('b'));
    await cache.get('a', '1', compute('a')); // a is now the most recent
    await cache.get('c', '1', compute('c'));
    expect(cache.size).toBe(2);
    expect(calls).toBe(3);
    await cache.get('a', '1', compute('a'));
    expect(calls).toBe(3);
    await cache.get('b', '1', compute('b'));
    expect(calls).toBe(4);
  });

  it('does not keep a failed computation', async () => {
    const cache = new VersionedCache<number>(10);
    await expect(cache.get('a', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', '1', async () => 7)).toBe(7);
  });
});
