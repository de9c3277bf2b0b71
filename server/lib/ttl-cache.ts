/**
 * A small in-process cache with a time to live and a size cap (oldest entry out first). Concurrent
 * misses of one key share a single computation; a failed computation is not remembered.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    /** Told of every lookup, whether it was answered from the cache (metrics). */
    private readonly onLookup?: (hit: boolean) => void,
  ) {}

  get(key: string, now: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    this.onLookup?.(Boolean(hit && hit.expires > now));
    if (hit && hit.expires > now) return hit.value;
    const value = compute();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
