/**
 * Gathers the keys asked for within one tick and loads them with one call (the DataLoader pattern):
 * a search page's twelve cache misses become one query instead of twelve. A key the loader does not
 * return resolves to `missing`.
 */
export function batchLoader<V>(load: (keys: string[]) => Promise<Map<string, V>>, missing: V) {
  let pending: { keys: string[]; result: Promise<Map<string, V>> } | null = null;
  return (key: string): Promise<V> => {
    if (!pending) {
      const batch: { keys: string[]; result: Promise<Map<string, V>> } = {
        keys: [],
        result: Promise.resolve().then(() => {
          pending = null;
          return load(batch.keys);
        }),
      };
      pending = batch;
    }
    pending.keys.push(key);
    return pending.result.then((values) => values.get(key) ?? missing);
  };
}
