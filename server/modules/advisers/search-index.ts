import { SEARCH_EXACT_COUNT_LIMIT, type SearchSort } from '@common/api/advisers';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';

/** The orders the snapshot keeps as positions computed by PostgreSQL (its collation, its tie-breaks). */
type StoredOrder = Exclude<SearchSort, 'relevance'>;
const ORDERS: StoredOrder[] = ['rating', 'name', 'newest', 'soonest'];

const WEIGHT_BIT = { D: 1, C: 2, B: 4, A: 8 } as const;

/**
 * "Relevancia": per word group, the best weight the adviser matched it with — name 1, topic names 0.4,
 * description 0.2, other 0.1 (ts_rank's weights) — summed over the groups in their order, then rating.
 * The same sum in the same order as the SQL of search.ts `relevanceOf`, so both give equal floats.
 */
export const RELEVANCE_WEIGHTS = [
  ['A', 1.0],
  ['B', 0.4],
  ['C', 0.2],
] as const;
export const RELEVANCE_OTHER = 0.1;
const valueOfMask = (mask: number) =>
  RELEVANCE_WEIGHTS.find(([letter]) => mask & WEIGHT_BIT[letter])?.[1] ?? RELEVANCE_OTHER;

/**
 * The order a search runs in (both paths): "relevance" is the default when it can rank — a text with
 * at most SEARCH_EXACT_COUNT_LIMIT matches — and becomes "rating" when it cannot; relevance, rating and
 * newest run descending unless asked otherwise, name and soonest ascending.
 */
export function resolveOrder(
  sortBy: SearchSort | undefined,
  sortOrder: 'asc' | 'desc' | undefined,
  rankable: boolean,
) {
  const asked = sortBy ?? (rankable ? 'relevance' : 'rating');
  const sort: SearchSort = asked === 'relevance' && !rankable ? 'rating' : asked;
  const descending = sortOrder
    ? sortOrder === 'desc'
    : sort === 'relevance' || sort === 'rating' || sort === 'newest';
  return { sort, descending };
}

/** A group as a `tsquery` limited to one weight (search.ts ranks with it). */
export const groupWithWeight = (group: Term[], letter: string) =>
  group.map((t) => `'${t.lexeme}':${t.prefix ? '*' : ''}${letter}`).join(' | ');

/**
 * One moment's listed advisers (active, account not disabled; expiry is checked per query), with each
 * search vector as postings and each order as positions. Built in one read and never changed, but for
 * the word groups it has resolved (a cache).
 */
interface Snapshot {
  ids: string[];
  /** Milliseconds; Infinity = no date / no free slot. */
  expires: Float64Array;
  nextFree: Float64Array;
  rating: Int32Array;
  reviews: Int32Array;
  /** The name and newest and soonest sort keys as PostgreSQL prints them (keyset cursors). */
  sortName: string[];
  createdKey: string[];
  freeKey: string[];
  /** Per order: the documents in the order's ascending sense (PostgreSQL's `order by`). */
  orders: Record<StoredOrder, Int32Array>;
  /** Per order: each document's place in it (the inverse of `orders`). */
  positions: Record<StoredOrder, Int32Array>;
  /** Resolved groups (see groupSet) and the bytes they hold. */
  groups: Map<string, DocSet>;
  groupBytes: number;
  /** Sorted lexemes, and per lexeme its documents (ascending) with the weights each has it with. */
  lexemes: string[];
  postings: Int32Array[];
  weights: Uint8Array[];
}

export interface Term {
  lexeme: string;
  prefix: boolean;
  /** Bit mask of the weights asked for (0: any). */
  weights: number;
}

/**
 * Reads the `tsquery` text that `search_query` builds (and the search adds the category to): groups
 * joined by `&`, each of terms joined by `|`, each `'lexeme'` with an optional `:*` and weight letters.
 * Anything else (a query this code did not build) gives null, and the database answers instead.
 */
export function parseQuery(text: string): Term[][] | null {
  const groups: Term[][] = [];
  for (const part of text.split(' & ')) {
    const group: Term[] = [];
    for (const raw of part.replace(/^\(\s*|\s*\)$/g, '').split(' | ')) {
      const match = /^\s*\(?\s*'([^'\\]+)'(?::(\*)?([ABCD]*))?\s*\)?\s*$/.exec(raw);
      if (!match?.[1]) return null;
      let weights = 0;
      for (const letter of match[3] ?? '') weights |= WEIGHT_BIT[letter as keyof typeof WEIGHT_BIT];
      group.push({ lexeme: match[1], prefix: match[2] === '*', weights });
    }
    groups.push(group);
  }
  return groups;
}

/** The weights of one `tsvector` text entry's positions ("1A,3,7B" → A|D|B). */
function weightsOf(positions: string | undefined): number {
  if (!positions) return WEIGHT_BIT.D;
  let mask = 0;
  for (const position of positions.split(',')) {
    const letter = position.at(-1);
    mask |= letter === 'A' || letter === 'B' || letter === 'C' ? WEIGHT_BIT[letter] : WEIGHT_BIT.D;
  }
  return mask;
}

interface Row {
  id: string;
  vector: string;
  expires: number | string | null;
  next_free: number | string | null;
  rating: number;
  reviews: number;
  sort_name: string;
  created_key: string;
  free_key: string;
  by_rating: number | string;
  by_name: number | string;
  by_newest: number | string;
  by_soonest: number | string;
}

async function loadSnapshot(db: Database): Promise<Snapshot> {
  const rows = await queryRows<Row>(
    db,
    sql`select a.id, a.search_vector::text as vector,
        extract(epoch from a.expiration_date) * 1000 as expires,
        extract(epoch from a.next_free_slot_at) * 1000 as next_free,
        a.rating_average_x100 as rating, a.review_count as reviews, a.sort_name,
        a.created_at::text as created_key,
        coalesce(a.next_free_slot_at, 'infinity'::timestamptz)::text as free_key,
        row_number() over (order by a.rating_average_x100, a.review_count, a.id) as by_rating,
        row_number() over (order by a.sort_name, a.id) as by_name,
        row_number() over (order by a.created_at, a.id) as by_newest,
        row_number() over (order by coalesce(a.next_free_slot_at, 'infinity'::timestamptz), a.id) as by_soonest
      from advisers a join users u on u.id = a.user_id
      where a.active and u.disabled_at is null`,
  );
  const n = rows.length;
  const snapshot: Snapshot = {
    ids: new Array<string>(n),
    expires: new Float64Array(n),
    nextFree: new Float64Array(n),
    rating: new Int32Array(n),
    reviews: new Int32Array(n),
    sortName: new Array<string>(n),
    createdKey: new Array<string>(n),
    freeKey: new Array<string>(n),
    orders: {
      rating: new Int32Array(n),
      name: new Int32Array(n),
      newest: new Int32Array(n),
      soonest: new Int32Array(n),
    },
    positions: {
      rating: new Int32Array(n),
      name: new Int32Array(n),
      newest: new Int32Array(n),
      soonest: new Int32Array(n),
    },
    groups: new Map(),
    groupBytes: 0,
    lexemes: [],
    postings: [],
    weights: [],
  };
  const lexicon = new Map<string, { docs: number[]; weights: number[] }>();
  const entry = /'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g;
  for (let doc = 0; doc < n; doc += 1) {
    // A large load yields now and then, so searches and sockets keep being answered meanwhile.
    if (doc % 2000 === 1999) await new Promise((resolve) => setImmediate(resolve));
    const row = rows[doc] as Row;
    snapshot.ids[doc] = row.id;
    snapshot.expires[doc] = row.expires === null ? Infinity : Number(row.expires);
    snapshot.nextFree[doc] = row.next_free === null ? Infinity : Number(row.next_free);
    snapshot.rating[doc] = Number(row.rating);
    snapshot.reviews[doc] = Number(row.reviews);
    snapshot.sortName[doc] = row.sort_name;
    snapshot.createdKey[doc] = row.created_key;
    snapshot.freeKey[doc] = row.free_key;
    const places = {
      rating: row.by_rating,
      name: row.by_name,
      newest: row.by_newest,
      soonest: row.by_soonest,
    };
    for (const order of ORDERS) {
      const place = Number(places[order]) - 1;
      snapshot.orders[order][place] = doc;
      snapshot.positions[order][doc] = place;
    }
    for (const match of row.vector.matchAll(entry)) {
      const lexeme = (match[1] as string).replace(/''/g, "'");
      let list = lexicon.get(lexeme);
      if (!list) {
        list = { docs: [], weights: [] };
        lexicon.set(lexeme, list);
      }
      list.docs.push(doc);
      list.weights.push(weightsOf(match[2]));
    }
  }
  snapshot.lexemes = [...lexicon.keys()].sort();
  for (const lexeme of snapshot.lexemes) {
    const list = lexicon.get(lexeme) as { docs: number[]; weights: number[] };
    snapshot.postings.push(Int32Array.from(list.docs));
    snapshot.weights.push(Uint8Array.from(list.weights));
  }
  return snapshot;
}

/** The first index in the sorted `lexemes` not below `text`. */
function lowerBound(lexemes: string[], text: string) {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((lexemes[mid] as string) < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface IndexQuery {
  /** The text and category `tsquery` (as the database search builds it), or null for none. */
  match: string | null;
  /** Whether `match` holds a text (relevance can rank), not only a category. */
  hasText: boolean;
  freeFrom?: number;
  freeUntil?: number;
  now: number;
  sortBy: SearchSort | undefined;
  sortOrder: 'asc' | 'desc' | undefined;
  offset: number;
  limit: number;
}

export interface IndexAnswer {
  ids: string[];
  /** All matches, capped at SEARCH_EXACT_COUNT_LIMIT + 1 like the database count. */
  matches: number;
  sort: SearchSort;
  /** Another match follows the page. */
  hasMore: boolean;
  /** The sort keys of the page's last row, as the database search would give them (the cursor). */
  lastKey: (string | number)[] | null;
}

/** A document's sort keys in the order of search.ts `sortKeysOf`, the id last. */
function keyOf(snapshot: Snapshot, sort: StoredOrder, doc: number): (string | number)[] {
  const id = snapshot.ids[doc] as string;
  if (sort === 'rating') return [snapshot.rating[doc] as number, snapshot.reviews[doc] as number, id];
  if (sort === 'name') return [snapshot.sortName[doc] as string, id];
  if (sort === 'newest') return [snapshot.createdKey[doc] as string, id];
  return [snapshot.freeKey[doc] as string, id];
}

/** The documents of one group (any of its terms), ascending, and the same as a bit set. */
interface DocSet {
  docs: Int32Array;
  /** Per document, the weights it matched the group with (0: not at all). */
  weights: Uint8Array;
  size: number;
}

/**
 * Groups already resolved on this snapshot (visitors type the same few thousand words over and over),
 * kept within a memory budget: a common word's set at 100,000 advisers is ~400 KB.
 */
const GROUP_CACHE_BYTES = 32 * 1024 * 1024;
const bytesOf = (set: DocSet) => set.docs.byteLength + set.weights.byteLength;

function groupSet(snapshot: Snapshot, group: Term[]): DocSet {
  const key = group.map((t) => `${t.lexeme}:${t.prefix ? '*' : ''}${t.weights}`).join('|');
  const cached = snapshot.groups.get(key);
  if (cached) return cached;
  const n = snapshot.ids.length;
  const matched = new Uint8Array(n);
  let size = 0;
  for (const term of group) {
    for (let i = lowerBound(snapshot.lexemes, term.lexeme); i < snapshot.lexemes.length; i += 1) {
      const lexeme = snapshot.lexemes[i] as string;
      if (term.prefix ? !lexeme.startsWith(term.lexeme) : lexeme !== term.lexeme) break;
      const docs = snapshot.postings[i] as Int32Array;
      const weights = snapshot.weights[i] as Uint8Array;
      for (let j = 0; j < docs.length; j += 1) {
        const doc = docs[j] as number;
        const mask = term.weights ? (weights[j] as number) & term.weights : (weights[j] as number);
        if (!mask) continue;
        if (!matched[doc]) size += 1;
        matched[doc] = (matched[doc] as number) | mask;
      }
    }
  }
  const docs = new Int32Array(size);
  for (let doc = 0, k = 0; doc < n; doc += 1) if (matched[doc]) docs[k++] = doc;
  const set = { docs, weights: matched, size };
  snapshot.groupBytes += bytesOf(set);
  for (const [oldKey, old] of snapshot.groups) {
    if (snapshot.groupBytes <= GROUP_CACHE_BYTES) break;
    snapshot.groups.delete(oldKey);
    snapshot.groupBytes -= bytesOf(old);
  }
  snapshot.groups.set(key, set);
  return set;
}

/**
 * Runs a search on the snapshot: the same matches, filters, totals and orders as the database search
 * (`search.ts`), in memory, "Relevancia" included (RELEVANCE_WEIGHTS, only ever over
 * ≤ SEARCH_EXACT_COUNT_LIMIT matches).
 */
function run(snapshot: Snapshot, groups: Term[][] | null, query: IndexQuery): IndexAnswer {
  const n = snapshot.ids.length;
  const passes = (doc: number) =>
    (snapshot.expires[doc] as number) > query.now &&
    (query.freeFrom === undefined ||
      ((snapshot.nextFree[doc] as number) > query.freeFrom &&
        (snapshot.nextFree[doc] as number) < (query.freeUntil as number)));
  // The matches: every group's documents (cached per snapshot), walked from the smallest set while
  // the others are asked by bit; counting stops one past the limit, like the database.
  const inOrder = (groups ?? []).map((group) => groupSet(snapshot, group));
  const sets = [...inOrder].sort((a, b) => a.size - b.size);
  const [smallest, ...others] = sets;
  const isMatch = (doc: number) => {
    for (let k = 0; k < others.length; k += 1) if (!(others[k] as DocSet).weights[doc]) return false;
    return passes(doc);
  };
  let matches = 0;
  const few: number[] = [];
  const count = smallest ? smallest.docs.length : n;
  for (let i = 0; i < count && matches <= SEARCH_EXACT_COUNT_LIMIT; i += 1) {
    const doc = smallest ? (smallest.docs[i] as number) : i;
    if (isMatch(doc)) {
      matches += 1;
      few.push(doc);
    }
  }
  const isMember = smallest ? (doc: number) => !!smallest.weights[doc] && isMatch(doc) : isMatch;
  const exact = matches <= SEARCH_EXACT_COUNT_LIMIT;
  const { sort, descending } = resolveOrder(query.sortBy, query.sortOrder, query.hasText && exact);
  const wanted = query.offset + query.limit;
  let page: number[];
  let hasMore: boolean;
  const score = new Map<number, number>();
  if (sort === 'relevance') {
    for (const doc of few) {
      let sum = 0;
      for (const set of inOrder) sum += valueOfMask(set.weights[doc] as number);
      score.set(doc, sum);
    }
    const position = snapshot.positions.rating;
    const sign = descending ? -1 : 1;
    few.sort(
      (a, b) =>
        sign * ((score.get(a) as number) - (score.get(b) as number)) ||
        sign * ((position[a] as number) - (position[b] as number)),
    );
    page = few.slice(query.offset, wanted);
    hasMore = few.length > wanted;
  } else if (exact) {
    // Few matches: sorted by their positions in the order.
    const position = snapshot.positions[sort];
    const sign = descending ? -1 : 1;
    few.sort((a, b) => sign * ((position[a] as number) - (position[b] as number)));
    page = few.slice(query.offset, wanted);
    hasMore = few.length > wanted;
  } else {
    // Many: the order is walked until the page is full (a match is met every few steps).
    const order = snapshot.orders[sort];
    page = [];
    hasMore = false;
    let seen = 0;
    for (let i = 0; i < n; i += 1) {
      const doc = order[descending ? n - 1 - i : i] as number;
      if (!isMember(doc)) continue;
      seen += 1;
      if (seen > wanted) {
        hasMore = true;
        break;
      }
      if (seen > query.offset) page.push(doc);
    }
  }
  const last = page.at(-1);
  return {
    ids: page.map((doc) => snapshot.ids[doc] as string),
    lastKey:
      last === undefined
        ? null
        : sort === 'relevance'
          ? [score.get(last) as number, ...keyOf(snapshot, 'rating', last)]
          : keyOf(snapshot, sort, last),
    matches,
    sort,
    hasMore,
  };
}

/**
 * The listed advisers in this instance's memory, so that a search — any text, category, filter, order
 * and page — costs a walk over arrays instead of a query that reads thousands of rows (bench/README.md,
 * issue 15). It answers only while it reflects every change announced so far: the discovery cache's
 * invalidation (this instance's writes and, over Redis, the others') marks it stale and starts a reload;
 * until that is done the database answers. It also reloads every `refreshMs` (next free slots move with
 * bookings, which announce nothing). Expiry is checked at query time.
 */
export class AdviserSearchIndex {
  private snapshot: Snapshot | null = null;
  private fresh = false;
  private generation = 0;
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Searches answered from memory (tests check which path answered). */
  answered = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly refreshMs = 30_000,
  ) {}

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.loading;
  }

  /** Something listed may have changed: stop answering until a reload that began afterwards is done. */
  invalidate() {
    this.generation += 1;
    this.fresh = false;
    if (this.timer) void this.reload();
  }

  /** Loads a new snapshot (one at a time; a change during a load makes it load again). */
  reload(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.loading) return this.loading.then(() => (this.fresh ? undefined : this.reload()));
    const generation = this.generation;
    this.loading = loadSnapshot(this.db)
      .then((snapshot) => {
        this.snapshot = snapshot;
        this.fresh = generation === this.generation;
      })
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'search index: reload failed (the database answers meanwhile)');
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /**
   * The answer from memory, or null when the index is not current (the caller asks the database). The
   * first call loads it and starts the periodic reload.
   */
  search(query: IndexQuery): IndexAnswer | null {
    if (!this.timer) void this.ready();
    if (!this.fresh || !this.snapshot) return null;
    const groups = query.match ? parseQuery(query.match) : null;
    if (query.match && !groups) return null;
    this.answered += 1;
    return run(this.snapshot, groups, query);
  }

  /** Starts the periodic reload if it has not started, and resolves once the index is current. */
  async ready() {
    if (!this.timer && !this.stopped) {
      this.timer = setInterval(() => void this.reload(), this.refreshMs);
      this.timer.unref();
    }
    await this.reload();
  }
}
