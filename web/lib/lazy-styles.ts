/** A lazy chunk that needs more of Mantine's styles than the public pages carry loads the whole sheet. */
export function withFullStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([import('./full-styles'), load()]).then(([, module]) => module);
}
