import { type AdviserSearchQuery, SEARCH_EXACT_COUNT_LIMIT, type SearchSort } from '@common/api/advisers';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { advisers, consultationTypes } from '../../db/schema';
import { containsUnaccented } from '../../db/text-search';
import { DAY_MS } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { pageInfo } from '../../lib/paging';
import type { TtlCache } from '../../lib/ttl-cache';
import type { PublicAdviserSource } from './advisers.presenter';
import { loadAdviserRecords } from './advisers.service';
import { listedAdviser } from './listed';
import {
  type AdviserSearchIndex,
  groupText,
  type IndexQuery,
  parseQuery,
  RELEVANCE_OTHER,
  RELEVANCE_PER_WORD,
  RELEVANCE_WEIGHTS,
  RELEVANCE_WHOLE_WORD,
  resolveOrder,
  type Term,
} from './search-index';

/** Words of a search text that count; more are ignored (a search box, not a document). */
const MAX_WORDS = 6;
const SUGGESTIONS = 5;

/**
 * The words of a search text: lower-cased, split at anything that is not a letter or a digit (so
 * nothing reaches a tsquery but plain words), one-letter words dropped (they would match everything).
 */
function searchWordsOf(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 || /\d/.test(word))
    .slice(0, MAX_WORDS);
}

/** The caches a search may use (app.discovery); without them every call goes to the database. */
export interface SearchCaches {
  counts?: TtlCache<number>;
  queries?: TtlCache<string | null>;
  index?: AdviserSearchIndex | undefined;
}

/**
 * The full-text query of the words (migration 0016 `search_query`): every word must match, each as
 * itself, its Hungarian stem or — with `fuzzy` — one of the three nearest words of the vocabulary.
 * `weights` ('A') limits it to the name. Null when only stop words are left.
 */
async function textQuery(
  db: Database,
  words: string[],
  fuzzy: boolean,
  weights: '' | 'A',
  caches: SearchCaches,
  now: Date,
) {
  const compute = async () => {
    const [row] = await queryRows<{ query: string | null }>(
      db,
      sql`select search_query(${sql.param(words)}::text[], ${fuzzy}, ${weights})::text as query`,
    );
    return row?.query ?? null;
  };
  if (!caches.queries) return compute();
  return caches.queries.get(JSON.stringify([words, fuzzy, weights]), now.getTime(), compute);
}

/** Advisers with no free slot sort after every date. */
const freeSlotKey = sql`coalesce(${advisers.nextFreeSlotAt}, 'infinity'::timestamptz)`;

/** The ORDER BY expressions of an order, most significant first; the id is always the last key. */
function sortKeysOf(sort: SearchSort, words: Term[][]): SQL[] {
  const keys = {
    relevance: [relevanceOf(words), advisers.ratingAverageX100, advisers.reviewCount],
    rating: [advisers.ratingAverageX100, advisers.reviewCount],
    name: [advisers.sortName],
    newest: [advisers.createdAt],
    soonest: [freeSlotKey],
  }[sort];
  return [...keys.map((key) => sql`${key}`), sql`${advisers.id}`];
}

/**
 * "Relevancia" as SQL: per word group the row matched, RELEVANCE_PER_WORD plus the best weight it
 * matched it with (RELEVANCE_WHOLE_WORD more if there by a whole term, not only a prefix), summed — the
 * same integers as the in-memory index (search-index.ts RELEVANCE_WEIGHTS).
 */
function relevanceOf(words: Term[][]): SQL {
  if (words.length === 0) return sql`0`;
  const value = (weight: number) => sql.raw(String(RELEVANCE_PER_WORD + weight));
  const terms = words.map((group) => {
    const levels: (readonly [string | undefined, number])[] = [
      ...RELEVANCE_WEIGHTS,
      [undefined, RELEVANCE_OTHER],
    ];
    const cases = levels.flatMap(([letter, weight]) => [
      sql`when ${advisers.searchVector} @@ ${groupText(group, letter, true)}::tsquery then ${value(weight + RELEVANCE_WHOLE_WORD)}`,
      sql`when ${advisers.searchVector} @@ ${groupText(group, letter)}::tsquery then ${value(weight)}`,
    ]);
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  return sql`(0 + ${sql.join(terms, sql` + `)})`;
}

/** One way of matching the text: its `tsquery` (a group per word) and how many of the groups must match. */
interface Attempt {
  text: string;
  words: Term[][];
  /** Any one word group is enough (the relevance ranks those matching more first). */
  anyWord: boolean;
  /** The groups hold near words (typos). */
  nearWords: boolean;
}

/**
 * The ways a text is tried, in turn, until one finds someone: every word as typed; every word or one of
 * its near words (typos); then, with several words, any one of them — as typed, then with near words.
 * Near words must not crowd out what the visitor typed, nor a dropped word a misspelt one. Computed
 * only as far as they are asked for (each `tsquery` is a query on a miss of the cache).
 */
async function* attemptsOf(
  db: Database,
  words: string[],
  caches: SearchCaches,
  now: Date,
): AsyncGenerator<Attempt> {
  if (words.length === 0) return;
  const typed = await textQuery(db, words, false, '', caches, now);
  if (!typed) return; // only stop words
  // search_query's text always parses; were it not to, it would still be searched, only not ranked.
  const typedWords = parseQuery(typed) ?? [];
  yield { text: typed, words: typedWords, anyWord: false, nearWords: false };
  const fuzzy = await textQuery(db, words, true, '', caches, now);
  const near = fuzzy && fuzzy !== typed ? { text: fuzzy, words: parseQuery(fuzzy) ?? [] } : null;
  if (near) yield { ...near, anyWord: false, nearWords: true };
  if (typedWords.length < 2) return;
  yield { text: typed, words: typedWords, anyWord: true, nearWords: false };
  if (near) yield { ...near, anyWord: true, nearWords: true };
}

/**
 * Runs the search with each way of matching the text in turn (attemptsOf) until one finds someone, and
 * gives that one — or the last, finding no one; with no text (or only stop words) the search without
 * one. An answer of null (the index is not current) ends it.
 */
async function firstMatching<T extends { matches: number } | null>(
  attempts: AsyncGenerator<Attempt>,
  run: (attempt: Attempt | null) => T | Promise<T>,
): Promise<{ attempt: Attempt | null; answer: T }> {
  let last: { attempt: Attempt | null; answer: T } | undefined;
  for await (const attempt of attempts) {
    last = { attempt, answer: await run(attempt) };
    if (last.answer === null || last.answer.matches > 0) break;
  }
  return last ?? { attempt: null, answer: await run(null) };
}

/**
 * The keyset cursor: the sort key values of the last row of a page, so the next page starts after it
 * without walking an OFFSET. Opaque to clients (base64url JSON); a forged one only moves the start.
 */
const encodeCursor = (sort: SearchSort, values: unknown[]) =>
  Buffer.from(JSON.stringify([sort, ...values])).toString('base64url');

function decodeCursor(cursor: string, sort: SearchSort, arity: number): unknown[] {
  const invalid = () =>
    badRequest('Érvénytelen lapozási jel.', [
      { field: 'querystring.cursor', message: 'Érvénytelen lapozási jel' },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== arity + 1) throw invalid();
  const values = parsed.slice(1);
  if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) throw invalid();
  return values;
}

/**
 * Public search (issue 15): Hungarian full text over name (A), topic names (B) and description (C),
 * accent- and case-insensitive, stemmed and prefix-matched, with typo correction when nothing matches
 * exactly (`approximate`) and then, for several words, the advisers matching any of them (`partial`,
 * those matching more first); a consultation type and "free within N days" filter; five orders; totals counted exactly
 * up to SEARCH_EXACT_COUNT_LIMIT; page numbers or a keyset cursor. Gives the page's adviser ids (the
 * caller loads or takes the cards from its cache).
 */
export async function searchAdvisers(
  db: Database,
  query: AdviserSearchQuery,
  now: Date,
  caches: SearchCaches = {},
) {
  const words = searchWordsOf(query.search);
  const freeWindow = query.freeWithinDays
    ? { from: now.getTime(), until: now.getTime() + query.freeWithinDays * DAY_MS }
    : undefined;

  // The category is a lexeme of the search vector (adviser_search_vector), so text and category are one
  // GIN lookup; the id is a validated UUID.
  const topicTerm = query.category ? `'topic-${query.category}'` : null;
  const matchOf = (attempt: Attempt | null) => {
    const text = attempt?.anyWord
      ? attempt.words.map((group) => `(${groupText(group)})`).join(' | ')
      : (attempt?.text ?? null);
    return [text ? `(${text})` : null, topicTerm].filter(Boolean).join(' & ') || null;
  };
  /** How the answer matched the words, said only when it found someone (the list page's notice). */
  const matchedBy = (attempt: Attempt | null, matches: number) => ({
    approximate: matches > 0 && attempt?.nearWords === true,
    partial: matches > 0 && attempt?.anyWord === true,
  });

  /**
   * The same search from the in-memory index while it is current (null otherwise): the page's ids, the
   * capped total, the retries; the cursor of the next page is read from its last row.
   */
  async function searchIndexed(index: AdviserSearchIndex) {
    const ask = (attempt: Attempt | null): IndexQuery => ({
      text: attempt?.text ?? null,
      anyWord: attempt?.anyWord ?? false,
      category: topicTerm,
      ...(freeWindow ? { freeFrom: freeWindow.from, freeUntil: freeWindow.until } : {}),
      now: now.getTime(),
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    const { attempt, answer } = await firstMatching(attemptsOf(db, words, caches, now), (tried) =>
      index.search(ask(tried)),
    );
    if (!answer) return null;
    const nextCursor = answer.hasMore && answer.lastKey ? encodeCursor(answer.sort, answer.lastKey) : null;
    return {
      ids: answer.ids,
      cards: answer.cards,
      ...pageInfo(query.page, query.limit, Math.min(answer.matches, SEARCH_EXACT_COUNT_LIMIT)),
      totalCountExact: answer.matches <= SEARCH_EXACT_COUNT_LIMIT,
      ...matchedBy(attempt, answer.matches),
      nextCursor,
    };
  }

  const fromIndex = caches.index && !query.cursor ? await searchIndexed(caches.index) : null;
  if (fromIndex) return fromIndex;

  // The database answers (no index, not current, or a cursor): the filters as SQL.
  const filters: (SQL | undefined)[] = [listedAdviser(now)];
  if (freeWindow) {
    filters.push(sql`${freeSlotKey} > ${new Date(freeWindow.from).toISOString()}::timestamptz`);
    filters.push(sql`${freeSlotKey} < ${new Date(freeWindow.until).toISOString()}::timestamptz`);
  }
  const whereWith = (attempt: Attempt | null) => {
    const match = matchOf(attempt);
    return and(...filters, match ? sql`${advisers.searchVector} @@ ${match}::tsquery` : undefined);
  };

  // Counting stops past the limit: "több mint 1000 találat" costs the same for 1,001 and 90,000 matches.
  // (The planner's estimate cannot replace it: for prefix queries it is a constant 2 % of the table.)
  const countOf = async (attempt: Attempt | null) => {
    const compute = async () => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from ${advisers} where ${whereWith(attempt)} limit ${SEARCH_EXACT_COUNT_LIMIT + 1}) m`,
      );
      return row?.n ?? 0;
    };
    const key = JSON.stringify([matchOf(attempt), query.freeWithinDays ?? null]);
    return { matches: await (caches.counts ? caches.counts.get(key, now.getTime(), compute) : compute()) };
  };
  const { attempt, answer } = await firstMatching(attemptsOf(db, words, caches, now), countOf);
  const { matches } = answer;

  const exact = matches <= SEARCH_EXACT_COUNT_LIMIT;
  // Ranking reads every match; past the limit a word is so common that the ranks hardly differ, so
  // "Relevancia" orders by rating there (the same as for no text).
  const { sort, descending } = resolveOrder(query.sortBy, query.sortOrder, attempt !== null && exact);
  const keys = sortKeysOf(sort, attempt?.words ?? []);
  // Descending keys match the rating and newest indexes (desc nulls last); no key is ever null.
  const direction = descending ? sql`desc nulls last` : sql`asc`;
  const conditions = [whereWith(attempt)];
  if (query.cursor) {
    const values = decodeCursor(query.cursor, sort, keys.length);
    const row = sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
    // Row comparison: every key runs in the same direction, the id breaks ties.
    conditions.push(
      descending
        ? sql`(${sql.join(keys, sql`, `)}) < (${row})`
        : sql`(${sql.join(keys, sql`, `)}) > (${row})`,
    );
  }
  const offset = query.cursor ? 0 : (query.page - 1) * query.limit;
  // With few matches (counted exactly) the plan reads them all through the GIN index and sorts them:
  // a materialised CTE keeps the planner from walking a sort index instead, which it would pick on its
  // constant estimate for prefix queries and then scan thousands of rows to fill a filtered page.
  const columns = keys.map((_, i) => sql.raw(`k${i}`));
  const rows = await queryRows<{ id: string; key: unknown[] }>(
    db,
    sql`with m as ${exact ? sql`materialized` : sql`not materialized`} (
        select ${advisers.id} as id, ${sql.join(
          keys.map((key, i) => sql`${key} as ${columns[i]}`),
          sql`, `,
        )}
        from ${advisers} where ${and(...conditions)})
      select id, json_build_array(${sql.join(columns, sql`, `)}) as key from m
      order by ${sql.join(
        columns.map((column) => sql`${column} ${direction}`),
        sql`, `,
      )}
      limit ${query.limit + 1} offset ${offset}`,
  );
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const totalCount = Math.min(matches, SEARCH_EXACT_COUNT_LIMIT);
  return {
    ids: pageRows.map((r) => r.id),
    ...pageInfo(query.page, query.limit, totalCount),
    totalCountExact: exact,
    ...matchedBy(attempt, matches),
    nextCursor: rows.length > query.limit && last ? encodeCursor(sort, last.key) : null,
  };
}

/**
 * Autocomplete: up to five visible advisers whose name matches every typed word (as a prefix, stem or
 * near word), best rated first, and up to five consultation areas whose name contains every word.
 */
export async function suggestAdvisers(db: Database, text: string, now: Date, caches: SearchCaches = {}) {
  const words = searchWordsOf(text);
  if (words.length === 0) return { records: [], areas: [] };
  let nameQuery = await textQuery(db, words, false, 'A', caches, now);
  const bestRated = async (tsquery: string | null): Promise<PublicAdviserSource[]> => {
    if (!tsquery) return [];
    // The index answers while current: its documents are numbered in rating order.
    const fromIndex = caches.index?.search({
      text: tsquery,
      now: now.getTime(),
      sortBy: 'rating',
      sortOrder: 'desc',
      offset: 0,
      limit: SUGGESTIONS,
    });
    if (fromIndex) return fromIndex.cards.map((card) => card.source());
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select ${advisers.id} as id from ${advisers}
        where ${and(listedAdviser(now), sql`${advisers.searchVector} @@ ${tsquery}::tsquery`)}
        order by ${advisers.ratingAverageX100} desc, ${advisers.reviewCount} desc, ${advisers.id} desc
        limit ${SUGGESTIONS}`,
    );
    return loadAdviserRecords(
      db,
      rows.map((r) => r.id),
    );
  };
  let records = await bestRated(nameQuery);
  if (records.length === 0 && nameQuery) {
    nameQuery = await textQuery(db, words, true, 'A', caches, now);
    records = await bestRated(nameQuery);
  }
  const areaMatches = words.map((word) => containsUnaccented(sql`${consultationTypes.name}`, word));
  const areas = await db
    .select({ id: consultationTypes.id, name: consultationTypes.name, color: consultationTypes.color })
    .from(consultationTypes)
    .where(and(isNull(consultationTypes.archivedAt), ...areaMatches))
    .orderBy(consultationTypes.name)
    .limit(SUGGESTIONS);
  return { records, areas };
}
