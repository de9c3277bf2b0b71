import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('computes once per key while fresh, again after the time to live', async () => {
    const cache = new TtlCache<number>(1000);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return calls;
    };
    expect(await Promise.all([cache.get('a', 0, compute), cache.get('a', 10, compute)])).toEqual([1, 1]);
    expect(await cache.get('a', 999, compute)).toBe(1);
    expect(await cache.get('a', 1000, compute)).toBe(2);
    cache.clear();
    expect(await cache.get('a', 1001, compute)).toBe(3);
  });

  it('forgets failures and keeps at most the given number of entries', async () => {
    const cache = new TtlCache<string>(1000, 2);
    await expect(cache.get('x', 0, () => Promise.reject(new Error('hiba')))).rejects.toThrow('hiba');
    expect(await cache.get('x', 1, async () => 'jó')).toBe('jó');
    await cache.get('y', 2, async () => 'y');
    await cache.get('z', 3, async () => 'z');
    // 'x' was the oldest and made room for 'z'.
    expect(await cache.get('x', 4, async () => 'új')).toBe('új');
  });
});
