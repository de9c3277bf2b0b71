/**
 * Gathers the keys asked for within one tick and loads them with one call (the DataLoader pattern):
 * a search page's twelve cache misses become one query instead of twelve. A key the loader does not
 * return resolves to ''.
 */
export function batchLoader(load: (keys: string[]) => Promise<Map<string, string>>) {
  let pending: { keys: string[]; result: Promise<Map<string, string>> } | null = null;
  return (key: string): Promise<string> => {
    if (!pending) {
      const batch: { keys: string[]; result: Promise<Map<string, string>> } = {
        keys: [],
        result: Promise.resolve().then(() => {
          pending = null;
          return load(batch.keys);
        }),
      };
      pending = batch;
    }
    pending.keys.push(key);
    return pending.result.then((values) => values.get(key) ?? '');
  };
}
