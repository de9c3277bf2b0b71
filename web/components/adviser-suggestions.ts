import type { AdviserSuggestions } from '@common/api/advisers';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazyEndpoint, lazyEndpointQuery } from '@web/lib/endpoint';
import { useState } from 'react';

/** Suggestions are asked for from this many characters on. */
export const SUGGESTIONS_MIN_LENGTH = 2;
/** Typing pauses this long (ms) before the suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 150;
const SUGGESTIONS_MAX_LENGTH = 100;

export type AdviserSuggestion = AdviserSuggestions['advisers'][number];
export type AreaSuggestion = AdviserSuggestions['areas'][number];

/** The text the suggestions are asked for (trimmed, spaces collapsed), or '' when it is too short. */
export function suggestionText(text: string): string {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, SUGGESTIONS_MAX_LENGTH);
  return q.length >= SUGGESTIONS_MIN_LENGTH ? q : '';
}

/** How many suggestions an answer holds, as the live region says it: '5 javaslat' / 'Nincs javaslat'. */
export function suggestionCountText(answer: Pick<AdviserSuggestions, 'advisers' | 'areas'>): string {
  const count = answer.advisers.length + answer.areas.length;
  return count > 0 ? `${count} javaslat` : 'Nincs javaslat';
}

/** Loaded with the first suggestions: the pages' bundle (the header's search) stays without zod. */
const suggestions = lazyEndpoint(
  async () => (await import('@common/api/advisers')).adviserApi.suggestions,
  '/api/tanacsadok/suggestions',
);

/**
 * May the answer for `answered` stay on screen while the answer for `typed` loads? Only when one text
 * continues the other ("kov" → "kovács", or back), so the list never shows suggestions for an unrelated
 * text (a quick ArrowDown + Enter would pick one of those).
 */
export function isRefinement(answered: string, typed: string): boolean {
  const a = answered.toLocaleLowerCase('hu');
  const b = typed.toLocaleLowerCase('hu');
  return a.startsWith(b) || b.startsWith(a);
}

/**
 * The suggestions for a text being typed: asked for after a short pause and from two characters on.
 * Each text is its own query, so an answer can only ever count for the text it was asked for (a late
 * answer of an older text never replaces a newer one), and a request whose text is no longer wanted is
 * aborted. Returns the latest answer with the text it answers; it stays while the next text loads
 * (cleared when a request fails).
 */
export function useAdviserSuggestions(text: string) {
  const [q] = useDebouncedValue(suggestionText(text), SUGGESTIONS_DEBOUNCE_MS);
  const query = useQuery({
    // GET /api/tanacsadok/suggestions?q=: advisers by name and consultation areas (public). Silent: a
    // failed suggestion list only means no list; the search itself still works.
    ...lazyEndpointQuery(suggestions, { query: { q } }, { silent: true }),
    enabled: q !== '',
    staleTime: 60_000,
    retry: false,
  });
  const [latest, setLatest] = useState<{ q: string; answer: AdviserSuggestions } | null>(null);
  // Derived from the query during render (React's "state from the previous render" pattern).
  if (q && query.data && latest?.answer !== query.data) setLatest({ q, answer: query.data });
  else if (q && query.isError && latest) setLatest(null);
  return latest;
}
