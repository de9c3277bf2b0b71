import autocannon from 'autocannon';
import { cpuMs } from './lib';

/**
 * The load generator of bench/search.ts in its own process (`fork`): autocannon in the server's
 * process spent a fifth of that process's CPU on building requests and reading answers (it reads every
 * body as a string), which the server then lacked, more for big search pages than for "hello". It
 * reports its own CPU share too, so a run whose client was the limit shows as such.
 */
export type LoadKind = 'fixed' | 'search' | 'search-first-page-free' | 'suggestions';
export interface LoadRun {
  type: 'run';
  url: string;
  path: string;
  kind: LoadKind;
  connections: number;
  duration: number;
  categories: string[];
  pages: number;
}
export type LoadResult = { type: 'result'; rps: number; p99: number; errors: number; clientCpu: number };

/** Names, stems, inflected and unaccented forms, prefixes while typing, typos. */
const words = [
  'kovacs',
  'Kovács Éva',
  'eva',
  'szabo',
  'nagy',
  'adozas',
  'adózását',
  'karrier',
  'karrierváltás',
  'csaladjog',
  'stressz',
  'tothe',
  'peter',
  'horvat',
  'Molnár Gergely',
  'életmód',
  'tapasztalat',
  'Kovasc',
  'Nmeth',
  'zsofi',
];
const prefixes = ['ko', 'kov', 'kova', 'sza', 'tót', 'hor', 'ev', 'adó', 'kar', 'csal', 'str', 'mol', 'ném'];
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** A different search on almost every request: text, category, free-slot filter, sort and page at random. */
function variedSearch(run: LoadRun, firstPageFree: boolean) {
  const params = new URLSearchParams({
    page: firstPageFree ? '1' : String(1 + Math.floor(Math.random() * run.pages)),
  });
  if (Math.random() < 0.8) params.set('search', pick(words));
  const sort = pick(['default', 'default', 'rating', 'name', 'newest', 'soonest']);
  if (sort !== 'default') params.set('sortBy', sort);
  if (Math.random() < 0.5) params.set('category', pick(run.categories));
  if (firstPageFree || Math.random() < 0.3) params.set('freeWithinDays', String(pick([3, 7, 14, 30])));
  return `/api/tanacsadok/search?${params}`;
}

/** Autocomplete as someone types: a prefix, sometimes two words. */
function variedSuggestion() {
  const text = Math.random() < 0.3 ? `${pick(prefixes)} ${pick(prefixes)}` : pick(prefixes);
  return `/api/tanacsadok/suggestions?q=${encodeURIComponent(text)}`;
}

const pathOf: Record<Exclude<LoadKind, 'fixed'>, (run: LoadRun) => string> = {
  search: (run) => variedSearch(run, false),
  'search-first-page-free': (run) => variedSearch(run, true),
  suggestions: () => variedSuggestion(),
};

process.on('message', async (message: LoadRun | { type: 'close' }) => {
  if (message.type === 'close') process.exit(0);
  const varied = message.kind === 'fixed' ? null : pathOf[message.kind];
  const before = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: `${message.url}${message.path}`,
    connections: message.connections,
    duration: message.duration,
    ...(varied
      ? {
          requests: [
            { setupRequest: (request: autocannon.Request) => ({ ...request, path: varied(message) }) },
          ],
        }
      : {}),
  });
  const answer: LoadResult = {
    type: 'result',
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    clientCpu: cpuMs(process.cpuUsage(before)) / (performance.now() - started),
  };
  process.send?.(answer);
});
process.send?.({ type: 'ready' });
