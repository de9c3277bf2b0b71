/** The accessible name of the gallery's n-th picture (0-based index). */
export const imageLabel = (index: number) => `Galériakép ${index + 1}`;
