import { SEARCH_EXACT_COUNT_LIMIT, type SearchSort } from '@common/api/advisers';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { advisers } from '../../db/schema';
import {
  addBit,
  countUpTo,
  hasBit,
  intersectInto,
  membersOf,
  newBitSet,
  removeBit,
  sliceOf,
  subtractInto,
  unionInto,
} from '../../lib/bit-set';
import { ByteStore, TextColumn } from '../../lib/packed';
import { acceptsPayments } from './accepts-payments';
import type { PublicAdviserSource } from './advisers.presenter';
import { listedAdviser } from './listed';

/** The orders a search can run in, relevance aside. */
type StoredOrder = Exclude<SearchSort, 'relevance'>;
/**
 * The orders the snapshot keeps as positions computed by PostgreSQL (its collation, its tie-breaks);
 * the rating order needs none: it is the documents' own numbering.
 */
type WalkedOrder = Exclude<StoredOrder, 'rating'>;
const WALKED_ORDERS: WalkedOrder[] = ['name', 'newest', 'soonest'];

const WEIGHT_BIT = { D: 1, C: 2, B: 4, A: 8 } as const;

/**
 * "Relevancia": per word group the adviser matched, RELEVANCE_PER_WORD plus the best weight it matched
 * it with — name 20, topic names 8, description 4, other 2 (ts_rank's weights, in twentieths: integers,
 * so that both paths sum them exactly and the index can sort by counting) — and RELEVANCE_WHOLE_WORD
 * more when a lexeme it matched there is a term itself, not only begins with one (the word or its stem:
 * "adók" for "adó", not "adok" nor "adózás"); the weights are 2 apart, so a whole word never overtakes a
 * weight above. Summed over the groups, then rating. A word matched counts more than every weight
 * together (6 words × 21), so when not every word has to match (`anyWord`) the advisers matching more
 * of them come first. The same sum as the SQL of search.ts `relevanceOf`.
 */
export const RELEVANCE_WEIGHTS = [
  ['A', 20],
  ['B', 8],
  ['C', 4],
] as const;
export const RELEVANCE_OTHER = 2;
export const RELEVANCE_WHOLE_WORD = 1;
export const RELEVANCE_PER_WORD = 1000;
/**
 * A group's value by how an adviser matched it, looked up: the low 4 bits are the weights it matched
 * with at all, the high 4 those it matched as a whole term (0: not matched).
 */
const VALUE_OF_MASK = Int32Array.from({ length: 256 }, (_, mask) => {
  const any = mask & 15;
  if (any === 0) return 0;
  const [letter, weight] = RELEVANCE_WEIGHTS.find(([letter]) => any & WEIGHT_BIT[letter]) ?? [
    'D',
    RELEVANCE_OTHER,
  ];
  const whole = (mask >> 4) & WEIGHT_BIT[letter];
  return RELEVANCE_PER_WORD + weight + (whole ? RELEVANCE_WHOLE_WORD : 0);
});

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

/** The weight letters of a mask, as a `tsquery` writes them. */
const lettersOf = (mask: number) =>
  (['A', 'B', 'C', 'D'] as const).filter((letter) => mask & WEIGHT_BIT[letter]).join('');

/**
 * A group as `tsquery` text: its terms as parsed, or all limited to one weight `letter`, and with
 * `whole` not as prefixes (search.ts ranks with both).
 */
export const groupText = (group: Term[], letter?: string, whole = false) =>
  group
    .map((t) => {
      const suffix = `${t.prefix && !whole ? '*' : ''}${letter ?? lettersOf(t.weights)}`;
      return `'${t.lexeme}'${suffix ? `:${suffix}` : ''}`;
    })
    .join(' | ');

/**
 * One moment's listed advisers (active, account not disabled; expiry is checked per query), with each
 * search vector as postings, each order as positions and each card's data. Documents are numbered in
 * the rating order. Built in one read; afterwards only the next free slots change (refreshNextFreeSlots)
 * and the word groups it has resolved are kept (a cache). Per-document values are columns (typed arrays,
 * packed strings), not an object per adviser: see lib/packed.ts.
 */
interface Snapshot {
  ids: TextColumn;
  /** The documents in the order of their ids (finding a document by id: refreshNextFreeSlots). */
  byId: Int32Array;
  /** Milliseconds; Infinity = no date / no free slot. */
  expires: Float64Array;
  nextFree: Float64Array;
  rating: Int32Array;
  reviews: Int32Array;
  /**
   * The name and newest and soonest sort keys as PostgreSQL prints them (keyset cursors); the soonest
   * keys a refresh changed are kept beside the column.
   */
  sortName: TextColumn;
  createdKey: TextColumn;
  freeKey: TextColumn;
  freeKeyChanged: Map<number, string>;
  /** Per order: the documents in the order's ascending sense (PostgreSQL's `order by`). */
  orders: Record<WalkedOrder, Int32Array>;
  /** Per order: each document's place in it (the inverse of `orders`). */
  positions: Record<WalkedOrder, Int32Array>;
  /** Per document, its relevance in the search being run (scratch space, written before it is read). */
  scores: Int32Array;
  /** Every document as a bit set, and the bit set a search is computed in (scratch space). */
  everyone: Uint32Array;
  matched: Uint32Array;
  /** The documents by expiry (soonest first) and those expired by `expiredAt` (see expiredBy). */
  expiryOrder: Int32Array;
  expired: { bits: Uint32Array; upTo: number; at: number };
  /** Per free-window length, the window last asked for as a stretch of the soonest order (freeIn). */
  free: Map<number, FreeStretch>;
  /** Resolved groups (see groupSet) and the bytes they hold. */
  groups: Map<string, DocSet>;
  groupBytes: number;
  /** Sorted lexemes, and per lexeme its documents (ascending) with the weights each has it with. */
  lexemes: string[];
  postings: Int32Array[];
  weights: Uint8Array[];
  /** What each card shows, as read. */
  cards: CardColumns;
  /** Each card rendered (IndexCard.json), dropped when its next free slot changes. */
  rendered: ByteStore;
  /** The consultation types by id (card topics). */
  types: Map<string, Omit<PublicAdviserSource['topics'][number], 'priceHuf'>>;
}

/** The places [lo, hi) of the soonest order free in a window, and those documents as bits. */
interface FreeStretch {
  lo: number;
  hi: number;
  bits: Uint32Array;
}

/** One card of an answer: its data, and its rendering kept in the index as long as the data holds. */
export interface IndexCard {
  /** The card's data (built anew on each call). */
  source(): PublicAdviserSource;
  /** Its JSON, rendered the first time (per snapshot and next free slot) by `renderCardsWith`'s renderer. */
  json(): Buffer;
}

export type RenderCard = (source: PublicAdviserSource) => Buffer;

interface CardRow {
  user_id: string;
  name: string;
  description: string;
  work_schedule: string | null;
  created_ms: number | string;
  avatar_path: string | null;
  thumbnail_path: string | null;
  /** Type ids, comma-separated, in the order of their names (as loadAdviserRecords gives them). */
  /** `typeId:priceHuf` of each offered type, comma-separated. */
  topic_ids: string | null;
  /** search_engine_indexing (the card's `indexable`). */
  indexable: boolean;
  /** The payout account takes card payments. */
  accepts_payments: boolean;
  cancel_deadline_hours: number;
}

/** The card rows as columns ('' for a missing text). */
interface CardColumns {
  userId: TextColumn;
  name: TextColumn;
  description: TextColumn;
  workSchedule: TextColumn;
  avatarPath: TextColumn;
  thumbnailPath: TextColumn;
  topicIds: TextColumn;
  createdMs: Float64Array;
  indexable: Uint8Array;
  acceptsPayments: Uint8Array;
  cancelDeadlineHours: Int32Array;
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

/**
 * Adds one document's `tsvector` text (`'lexeme':1A,3 'other'`, quotes doubled inside a lexeme, weight
 * D printed as no letter) to the lexicon: each lexeme with the mask of the weights it has. A scanner
 * rather than a regular expression: a full load reads a couple of million entries.
 */
function addVector(text: string, doc: number, lexicon: Map<string, { docs: number[]; weights: number[] }>) {
  const QUOTE = 39;
  const length = text.length;
  let i = 0;
  while (i < length) {
    if (text.charCodeAt(i) !== QUOTE) {
      i += 1;
      continue;
    }
    let end = i + 1;
    let doubled = false;
    while (end < length) {
      if (text.charCodeAt(end) === QUOTE) {
        if (text.charCodeAt(end + 1) !== QUOTE) break;
        doubled = true;
        end += 1;
      }
      end += 1;
    }
    const raw = text.slice(i + 1, end);
    const lexeme = doubled ? raw.replaceAll("''", "'") : raw;
    i = end + 1;
    // Positions ("1A,3,7B"): each one's letter, D where there is none; no positions at all is D too.
    let mask = 0;
    let current: number = WEIGHT_BIT.D;
    if (text.charCodeAt(i) === 58 /* : */) {
      for (i += 1; i < length; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 32 /* space */) break;
        if (c === 44 /* , */) {
          mask |= current;
          current = WEIGHT_BIT.D;
        } else if (c === 65) current = WEIGHT_BIT.A;
        else if (c === 66) current = WEIGHT_BIT.B;
        else if (c === 67) current = WEIGHT_BIT.C;
      }
    }
    mask |= current;
    let list = lexicon.get(lexeme);
    if (!list) {
      list = { docs: [], weights: [] };
      lexicon.set(lexeme, list);
    }
    list.docs.push(doc);
    list.weights.push(mask);
  }
}

interface Row extends CardRow {
  id: string;
  vector: string;
  expires: number | string | null;
  next_free: number | string | null;
  rating: number;
  reviews: number;
  sort_name: string;
  created_key: string;
  free_key: string;
  by_name: number | string;
  by_newest: number | string;
  by_soonest: number | string;
}

async function loadSnapshot(db: Database): Promise<Snapshot> {
  const types = await queryRows<{ id: string; name: string; color: string; duration_minutes: number }>(
    db,
    sql`select id, name, color, duration_minutes from consultation_types`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select advisers.id, advisers.search_vector::text as vector,
        advisers.user_id, u.name, advisers.description, advisers.work_schedule::text as work_schedule,
        floor(extract(epoch from advisers.created_at) * 1000) as created_ms,
        m.path as avatar_path, m.thumbnail_path,
        (select string_agg(t.type_id::text || ':' || t.price_huf, ',' order by ct.name)
          from adviser_topics t join consultation_types ct on ct.id = t.type_id
          where t.adviser_id = advisers.id) as topic_ids,
        advisers.search_engine_indexing as indexable,
        ${acceptsPayments(advisers.id)} as accepts_payments,
        advisers.cancel_deadline_hours,
        extract(epoch from advisers.expiration_date) * 1000 as expires,
        extract(epoch from advisers.next_free_slot_at) * 1000 as next_free,
        advisers.rating_average_x100 as rating, advisers.review_count as reviews, advisers.sort_name,
        advisers.created_at::text as created_key,
        coalesce(advisers.next_free_slot_at, 'infinity'::timestamptz)::text as free_key,
        row_number() over (order by advisers.sort_name, advisers.id) as by_name,
        row_number() over (order by advisers.created_at, advisers.id) as by_newest,
        row_number() over (order by coalesce(advisers.next_free_slot_at, 'infinity'::timestamptz), advisers.id) as by_soonest
      from advisers join users u on u.id = advisers.user_id
      left join lateral (select path, thumbnail_path from media
        where media.user_id = advisers.user_id and media.type = 'profile' limit 1) m on true
      where ${listedAdviser(null)}
      order by advisers.rating_average_x100, advisers.review_count, advisers.id`,
  );
  const n = rows.length;
  const column = (value: (row: Row) => string | null) => new TextColumn(rows.map((row) => value(row) ?? ''));
  const snapshot: Snapshot = {
    ids: column((row) => row.id),
    byId: Int32Array.from(rows.keys()).sort((a, b) => ((rows[a] as Row).id < (rows[b] as Row).id ? -1 : 1)),
    expires: new Float64Array(n),
    nextFree: new Float64Array(n),
    rating: new Int32Array(n),
    reviews: new Int32Array(n),
    sortName: column((row) => row.sort_name),
    createdKey: column((row) => row.created_key),
    freeKey: column((row) => row.free_key),
    freeKeyChanged: new Map(),
    orders: {
      name: new Int32Array(n),
      newest: new Int32Array(n),
      soonest: new Int32Array(n),
    },
    positions: {
      name: new Int32Array(n),
      newest: new Int32Array(n),
      soonest: new Int32Array(n),
    },
    scores: new Int32Array(n),
    everyone: newBitSet(n),
    matched: newBitSet(n),
    expiryOrder: new Int32Array(n),
    expired: { bits: newBitSet(n), upTo: 0, at: -Infinity },
    free: new Map(),
    groups: new Map(),
    groupBytes: 0,
    lexemes: [],
    postings: [],
    weights: [],
    cards: {
      userId: column((row) => row.user_id),
      name: column((row) => row.name),
      description: column((row) => row.description),
      workSchedule: column((row) => row.work_schedule),
      avatarPath: column((row) => row.avatar_path),
      thumbnailPath: column((row) => row.thumbnail_path),
      topicIds: column((row) => row.topic_ids),
      createdMs: Float64Array.from(rows, (row) => Number(row.created_ms)),
      indexable: Uint8Array.from(rows, (row) => (row.indexable ? 1 : 0)),
      acceptsPayments: Uint8Array.from(rows, (row) => (row.accepts_payments ? 1 : 0)),
      cancelDeadlineHours: Int32Array.from(rows, (row) => Number(row.cancel_deadline_hours)),
    },
    rendered: new ByteStore(n),
    types: new Map(
      types.map((t) => [
        t.id,
        { id: t.id, name: t.name, color: t.color, durationMinutes: t.duration_minutes },
      ]),
    ),
  };
  const lexicon = new Map<string, { docs: number[]; weights: number[] }>();
  for (let doc = 0; doc < n; doc += 1) {
    // A large load yields now and then, so searches and sockets keep being answered meanwhile.
    if (doc % 2000 === 1999) await new Promise((resolve) => setImmediate(resolve));
    const row = rows[doc] as Row;
    snapshot.expires[doc] = row.expires === null ? Infinity : Number(row.expires);
    snapshot.nextFree[doc] = row.next_free === null ? Infinity : Number(row.next_free);
    snapshot.rating[doc] = Number(row.rating);
    snapshot.reviews[doc] = Number(row.reviews);
    const places = {
      name: row.by_name,
      newest: row.by_newest,
      soonest: row.by_soonest,
    };
    for (const order of WALKED_ORDERS) {
      const place = Number(places[order]) - 1;
      snapshot.orders[order][place] = doc;
      snapshot.positions[order][doc] = place;
    }
    addVector(row.vector, doc, lexicon);
  }
  snapshot.lexemes = [...lexicon.keys()].sort();
  for (const lexeme of snapshot.lexemes) {
    const list = lexicon.get(lexeme) as { docs: number[]; weights: number[] };
    snapshot.postings.push(Int32Array.from(list.docs));
    snapshot.weights.push(Uint8Array.from(list.weights));
  }
  snapshot.everyone.fill(0xffffffff);
  if (n % 32) snapshot.everyone[snapshot.everyone.length - 1] = (1 << (n % 32)) - 1;
  for (let doc = 0; doc < n; doc += 1) snapshot.expiryOrder[doc] = doc;
  snapshot.expiryOrder.sort((a, b) => (snapshot.expires[a] as number) - (snapshot.expires[b] as number) || 0);
  return snapshot;
}

/**
 * The documents expired by `now`: a prefix of the expiry order, extended as time passes (the clock
 * only goes back in tests; then it starts over).
 */
function expiredBy(snapshot: Snapshot, now: number) {
  const { expired, expiryOrder, expires } = snapshot;
  if (now < expired.at) {
    expired.bits.fill(0);
    expired.upTo = 0;
  }
  expired.at = now;
  while (
    expired.upTo < expiryOrder.length &&
    (expires[expiryOrder[expired.upTo] as number] as number) <= now
  ) {
    addBit(expired.bits, expiryOrder[expired.upTo] as number);
    expired.upTo += 1;
  }
  return expired.bits;
}

/**
 * The documents with a free slot in (from, until): one stretch of the soonest order. Kept per window
 * length and moved along as time passes (a few places each time), so a search does not set tens of
 * thousands of bits; built anew when the window jumped or the order changed.
 */
function freeIn(snapshot: Snapshot, from: number, until: number): FreeStretch {
  const soonest = snapshot.orders.soonest;
  const lo = firstPlaceAbove(soonest, snapshot.nextFree, from, false);
  const hi = firstPlaceAbove(soonest, snapshot.nextFree, until, true);
  const known = snapshot.free.get(until - from);
  if (known && lo >= known.lo && hi >= known.hi && lo <= known.hi) {
    for (let place = known.lo; place < lo; place += 1) removeBit(known.bits, soonest[place] as number);
    for (let place = known.hi; place < hi; place += 1) addBit(known.bits, soonest[place] as number);
    known.lo = lo;
    known.hi = hi;
    return known;
  }
  const stretch = { lo, hi, bits: newBitSet(soonest.length) };
  for (let place = lo; place < hi; place += 1) addBit(stretch.bits, soonest[place] as number);
  snapshot.free.set(until - from, stretch);
  return stretch;
}

/** A document's card data, from the columns. */
function sourceOf(snapshot: Snapshot, doc: number): PublicAdviserSource {
  const cards = snapshot.cards;
  const dateOf = (ms: number) => (ms === Infinity ? null : new Date(Math.floor(ms)));
  const workSchedule = cards.workSchedule.at(doc);
  const avatarPath = cards.avatarPath.at(doc);
  const topicIds = cards.topicIds.at(doc);
  return {
    adviser: {
      id: snapshot.ids.at(doc),
      description: cards.description.at(doc),
      workSchedule: workSchedule ? JSON.parse(workSchedule) : null,
      ratingAverageX100: snapshot.rating[doc] as number,
      reviewCount: snapshot.reviews[doc] as number,
      active: true,
      expirationDate: dateOf(snapshot.expires[doc] as number),
      createdAt: new Date(cards.createdMs[doc] as number),
      nextFreeSlotAt: dateOf(snapshot.nextFree[doc] as number),
      searchEngineIndexing: cards.indexable[doc] === 1,
      cancelDeadlineHours: cards.cancelDeadlineHours[doc] as number,
    },
    user: { id: cards.userId.at(doc), name: cards.name.at(doc), disabledAt: null },
    topics: (topicIds ? topicIds.split(',') : []).flatMap((offer) => {
      const [id = '', price] = offer.split(':');
      const type = snapshot.types.get(id);
      return type ? [{ ...type, priceHuf: Number(price) || 0 }] : [];
    }),
    acceptsPayments: cards.acceptsPayments[doc] === 1,
    avatar: avatarPath ? { path: avatarPath, thumbnailPath: cards.thumbnailPath.at(doc) || null } : null,
  };
}

/** A document's rendering, made with `render` if the snapshot has none for its current data. */
function renderedOf(snapshot: Snapshot, doc: number, render: RenderCard): Buffer {
  const known = snapshot.rendered.get(doc);
  if (known) return known;
  snapshot.rendered.set(doc, render(sourceOf(snapshot, doc)));
  return snapshot.rendered.get(doc) as Buffer;
}

const cardOf = (snapshot: Snapshot, doc: number, render: RenderCard | undefined): IndexCard => ({
  source: () => sourceOf(snapshot, doc),
  json: () => {
    if (!render) throw new Error('search index: no card renderer (renderCardsWith)');
    return renderedOf(snapshot, doc, render);
  },
});

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
  /** The words' `tsquery` (as the database search builds it: a group per word), or null for none. */
  text: string | null;
  /** Any one word group of `text` is enough (the relevance ranks those matching more first). */
  anyWord?: boolean;
  /** The category's `tsquery` (`'topic-<id>'`), or null for none. */
  category?: string | null;
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
  /** The page's cards, as the database would give them (rendered without asking it). */
  cards: IndexCard[];
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
  const id = snapshot.ids.at(doc);
  if (sort === 'rating') return [snapshot.rating[doc] as number, snapshot.reviews[doc] as number, id];
  if (sort === 'name') return [snapshot.sortName.at(doc), id];
  if (sort === 'newest') return [snapshot.createdKey.at(doc), id];
  return [snapshot.freeKeyChanged.get(doc) ?? snapshot.freeKey.at(doc), id];
}

/** The document of an adviser id, if listed: a binary search of the id order. */
function docOf(snapshot: Snapshot, id: string): number | undefined {
  const { byId, ids } = snapshot;
  let low = 0;
  let high = byId.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (ids.at(byId[mid] as number) < id) low = mid + 1;
    else high = mid;
  }
  const doc = byId[low];
  return doc !== undefined && ids.at(doc) === id ? doc : undefined;
}

/** The documents of one group (any of its terms): their weights and the same as a bit set. */
interface DocSet {
  /**
   * Per document, the weights it matched the group with (0: not at all), and in the high 4 bits those
   * it matched with a lexeme that is a whole term of the group.
   */
  weights: Uint8Array;
  /** The documents as a bit set. */
  bits: Uint32Array;
  size: number;
  /** The documents in another order's ascending sense, sorted on first use (see inOrderOf). */
  byOrder: Partial<Record<WalkedOrder, Int32Array>>;
}

/**
 * Groups already resolved on this snapshot (visitors type the same few thousand words over and over),
 * kept within a memory budget: a common word's set at 100,000 advisers is ~400 KB.
 */
const GROUP_CACHE_BYTES = 32 * 1024 * 1024;
const bytesOf = (set: DocSet) =>
  set.weights.byteLength +
  set.bits.byteLength +
  Object.values(set.byOrder).reduce((sum, docs) => sum + docs.byteLength, 0);

function groupSet(snapshot: Snapshot, group: Term[]): DocSet {
  const key = group.map((t) => `${t.lexeme}:${t.prefix ? '*' : ''}${t.weights}`).join('|');
  const cached = snapshot.groups.get(key);
  if (cached) return cached;
  const n = snapshot.rating.length;
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
        // The high bits: the same weights, matched by the whole term (relevance, VALUE_OF_MASK).
        matched[doc] = (matched[doc] as number) | mask | (lexeme === term.lexeme ? mask << 4 : 0);
      }
    }
  }
  const bits = newBitSet(n);
  for (let doc = 0; doc < n; doc += 1) if (matched[doc]) addBit(bits, doc);
  const set: DocSet = { weights: matched, bits, size, byOrder: {} };
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
 * A group's documents in an order other than rating (the documents' own), ascending, so that a page
 * walks the group's members only: made once per group and order, and kept with the group.
 */
function inOrderOf(snapshot: Snapshot, set: DocSet, sort: WalkedOrder): Int32Array {
  const known = set.byOrder[sort];
  if (known) return known;
  // The order filtered by membership: one pass over it, no sort.
  const docs = new Int32Array(set.size);
  let k = 0;
  for (const doc of snapshot.orders[sort]) if (hasBit(set.bits, doc)) docs[k++] = doc;
  set.byOrder[sort] = docs;
  snapshot.groupBytes += docs.byteLength;
  return docs;
}

/** The first place in an order whose value is above `limit` (or at it, with `orEqual`): a binary search. */
function firstPlaceAbove(order: Int32Array, values: Float64Array, limit: number, orEqual: boolean) {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const value = values[order[mid] as number] as number;
    if (value > limit || (orEqual && value === limit)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * Runs a search on the snapshot: the same matches, filters, totals and orders as the database search
 * (`search.ts`), in memory, "Relevancia" included (RELEVANCE_WEIGHTS, only ever over
 * ≤ SEARCH_EXACT_COUNT_LIMIT matches).
 */
function run(
  snapshot: Snapshot,
  words: Term[][],
  category: Term[][],
  query: IndexQuery,
  render: RenderCard | undefined,
): IndexAnswer {
  // The matches as one bit set: every word group's documents (cached per snapshot) — or any one's with
  // `anyWord` — in the category, less the expired, within the free window. Counting stops one past the
  // limit, like the database.
  const wordSets = words.map((group) => groupSet(snapshot, group));
  const categorySets = category.map((group) => groupSet(snapshot, group));
  // The sets every match is in: the walk of a long answer in another order needs only the smallest.
  const required = query.anyWord ? categorySets : [...wordSets, ...categorySets];
  const [smallest] = [...required].sort((a, b) => a.size - b.size);
  const matched = snapshot.matched;
  if (query.anyWord && wordSets.length > 0) {
    matched.fill(0);
    for (const set of wordSets) unionInto(matched, set.bits);
    for (const set of categorySets) intersectInto(matched, set.bits);
  } else {
    matched.set(required[0]?.bits ?? snapshot.everyone);
    for (const set of required.slice(1)) intersectInto(matched, set.bits);
  }
  const expired = expiredBy(snapshot, query.now);
  // Usually few have expired: their bits are cleared one by one rather than in a pass over every word.
  if (snapshot.expired.upTo < matched.length / 4) {
    for (let i = 0; i < snapshot.expired.upTo; i += 1) removeBit(matched, snapshot.expiryOrder[i] as number);
  } else subtractInto(matched, expired);
  const free =
    query.freeFrom === undefined ? null : freeIn(snapshot, query.freeFrom, query.freeUntil ?? Infinity);
  if (free) intersectInto(matched, free.bits);
  const matches = countUpTo(matched, SEARCH_EXACT_COUNT_LIMIT);
  const exact = matches <= SEARCH_EXACT_COUNT_LIMIT;
  const { sort, descending } = resolveOrder(query.sortBy, query.sortOrder, words.length > 0 && exact);
  const wanted = query.offset + query.limit;
  let page: number[];
  let hasMore: boolean;
  const score = snapshot.scores;
  if (exact) {
    // Few matches: all of them (ascending, which is the rating order), then by relevance or by their
    // places in another order.
    const few = membersOf(matched);
    let ordered: ArrayLike<number>;
    if (sort === 'relevance') {
      // The sums are small integers: a counting sort by sum keeps the rating order within each.
      const weights = wordSets.map((set) => set.weights);
      const sums = new Int32Array(few.length);
      let highest = 0;
      for (let i = 0; i < few.length; i += 1) {
        const doc = few[i] as number;
        let sum = 0;
        for (let k = 0; k < weights.length; k += 1) {
          sum += VALUE_OF_MASK[(weights[k] as Uint8Array)[doc] as number] as number;
        }
        score[doc] = sum;
        sums[i] = sum;
        if (sum > highest) highest = sum;
      }
      const starts = new Int32Array(highest + 2);
      for (const sum of sums) starts[sum + 1] = (starts[sum + 1] as number) + 1;
      for (let sum = 1; sum < starts.length; sum += 1) {
        starts[sum] = (starts[sum] as number) + (starts[sum - 1] as number);
      }
      const sorted = new Int32Array(few.length);
      for (let i = 0; i < few.length; i += 1) {
        const sum = sums[i] as number;
        sorted[starts[sum] as number] = few[i] as number;
        starts[sum] = (starts[sum] as number) + 1;
      }
      ordered = sorted;
    } else if (sort === 'rating') {
      ordered = few;
    } else {
      // By their places in the order: a numeric sort of the places, then back to documents.
      const position = snapshot.positions[sort];
      const order = snapshot.orders[sort];
      const places = new Int32Array(few.length);
      for (let i = 0; i < few.length; i += 1) places[i] = position[few[i] as number] as number;
      places.sort();
      for (let i = 0; i < places.length; i += 1) places[i] = order[places[i] as number] as number;
      ordered = places;
    }
    page = [];
    for (let i = query.offset; i < Math.min(wanted, ordered.length); i += 1) {
      page.push(ordered[descending ? ordered.length - 1 - i : i] as number);
    }
    hasMore = ordered.length > wanted;
  } else if (sort === 'rating' || sort === 'relevance') {
    // Many, in rating order: the members in number order, whole words skipped up to the page.
    page = sliceOf(matched, query.offset, query.limit + 1, descending);
    hasMore = page.length > query.limit;
    page.length = Math.min(page.length, query.limit);
  } else {
    // Many, in another order: the smallest group's members in that order (or the free stretch, or
    // every document) are walked until the page is full.
    const steps = smallest
      ? inOrderOf(snapshot, smallest, sort)
      : free && sort === 'soonest'
        ? snapshot.orders.soonest.subarray(free.lo, free.hi)
        : snapshot.orders[sort];
    page = [];
    hasMore = false;
    let seen = 0;
    for (let i = 0; i < steps.length; i += 1) {
      const doc = steps[descending ? steps.length - 1 - i : i] as number;
      if (!hasBit(matched, doc)) continue;
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
    ids: page.map((doc) => snapshot.ids.at(doc)),
    cards: page.map((doc) => cardOf(snapshot, doc, render)),
    lastKey:
      last === undefined
        ? null
        : sort === 'relevance'
          ? [score[last] as number, ...keyOf(snapshot, 'rating', last)]
          : keyOf(snapshot, sort, last),
    matches,
    sort,
    hasMore,
  };
}

/**
 * The listed advisers in this instance's memory, so that a search — any text, category, filter, order
 * and page — costs a walk over arrays instead of a query that reads thousands of rows, and its cards
 * come without asking the database (bench/README.md, issue 15). It answers only while it reflects every
 * change announced so far: the discovery cache's invalidation (this instance's writes and, over Redis,
 * the others') marks it stale and starts a reload; until that is done the database answers. Next free
 * slots move with bookings, which announce nothing: every `refreshMs` the changed ones alone are read
 * (a full reload takes seconds of CPU at 100,000 advisers); a full reload still comes every
 * `fullReloadMs`, should a change ever go unannounced. Expiry is checked at query time.
 */
const CHANGE_MARGIN_MS = 2 * 60_000;

export class AdviserSearchIndex {
  private snapshot: Snapshot | null = null;
  private loadedAt = 0;
  /** When the rows the snapshot holds were read (a load or a refresh of the next free slots). */
  private changesSeenAt = 0;
  private fresh = false;
  private generation = 0;
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private render: RenderCard | undefined;
  /** Searches answered from memory (tests check which path answered). */
  answered = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly refreshMs = 30_000,
    private readonly fullReloadMs = 10 * 60_000,
  ) {}

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.loading;
  }

  /**
   * How a card is rendered (the route's presenter): from now on every loaded snapshot renders all its
   * cards in the background, best rated first, yielding between small batches, so that visitors after
   * a reload find them ready instead of paying for each on first sight.
   */
  renderCardsWith(render: RenderCard) {
    this.render = render;
    if (this.snapshot) void this.renderAll(this.snapshot);
  }

  private async renderAll(snapshot: Snapshot) {
    const render = this.render;
    if (!render) return;
    for (let doc = snapshot.ids.length - 1; doc >= 0; doc -= 1) {
      if (doc % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      // A newer snapshot or the end: this one's cards are no longer wanted.
      if (this.stopped || snapshot !== this.snapshot) return;
      renderedOf(snapshot, doc, render);
    }
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
    const startedAt = Date.now();
    this.loading = loadSnapshot(this.db)
      .then((snapshot) => {
        this.snapshot = snapshot;
        this.loadedAt = startedAt;
        this.changesSeenAt = startedAt;
        this.fresh = generation === this.generation;
        void this.renderAll(snapshot);
      })
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'search index: reload failed (the database answers meanwhile)');
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** The periodic step: the next free slots, or everything when the last full load is old. */
  private refresh() {
    if (this.loading) return;
    if (Date.now() - this.loadedAt >= this.fullReloadMs) void this.reload();
    else
      this.refreshNextFreeSlots().catch((error: unknown) =>
        this.log.warn({ err: error }, 'search index: next free slots not refreshed'),
      );
  }

  /**
   * Reads the next free slots changed since the last look (`next_free_slot_changed_at`, set by their
   * only writer) and applies them to the snapshot: the free filter, the "soonest" order and the cards
   * (re-sorted here as PostgreSQL would: by the slot, no slot last, then by id, whose text order is its
   * byte order).
   */
  async refreshNextFreeSlots() {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    // The rows changed since the last look, with a margin for transactions still open then and for
    // clocks that differ (a row read twice is applied once).
    const startedAt = Date.now();
    const since = new Date(this.changesSeenAt - CHANGE_MARGIN_MS).toISOString();
    const rows = await queryRows<{ id: string; next_free: string | null; free_key: string }>(
      this.db,
      sql`select id, extract(epoch from next_free_slot_at) * 1000 as next_free,
        coalesce(next_free_slot_at, 'infinity'::timestamptz)::text as free_key
      from advisers where next_free_slot_changed_at > ${since}::timestamptz`,
    );
    // A full load finished meanwhile: it is newer than these rows may be.
    if (snapshot !== this.snapshot) return;
    this.changesSeenAt = startedAt;
    let changed = false;
    for (const row of rows) {
      const doc = docOf(snapshot, row.id);
      if (doc === undefined) continue;
      const nextFree = row.next_free === null ? Infinity : Number(row.next_free);
      if (nextFree === snapshot.nextFree[doc]) continue;
      snapshot.nextFree[doc] = nextFree;
      snapshot.freeKeyChanged.set(doc, row.free_key);
      snapshot.rendered.delete(doc);
      changed = true;
    }
    if (!changed) return;
    const { byId, nextFree } = snapshot;
    const idRank = new Int32Array(byId.length);
    for (let rank = 0; rank < byId.length; rank += 1) idRank[byId[rank] as number] = rank;
    const order = snapshot.orders.soonest;
    order.sort((a, b) => {
      const byTime = (nextFree[a] as number) - (nextFree[b] as number);
      if (byTime) return byTime; // NaN (both without a slot) falls through to the id
      return (idRank[a] as number) - (idRank[b] as number);
    });
    for (let place = 0; place < order.length; place += 1) {
      snapshot.positions.soonest[order[place] as number] = place;
    }
    snapshot.free.clear();
    for (const set of snapshot.groups.values()) {
      if (!set.byOrder.soonest) continue;
      snapshot.groupBytes -= set.byOrder.soonest.byteLength;
      delete set.byOrder.soonest;
    }
  }

  /**
   * The answer from memory, or null when the index is not current (the caller asks the database). The
   * first call loads it and starts the periodic reload.
   */
  search(query: IndexQuery): IndexAnswer | null {
    if (!this.timer) void this.ready();
    if (!this.fresh || !this.snapshot) return null;
    const words = query.text ? parseQuery(query.text) : [];
    const category = query.category ? parseQuery(query.category) : [];
    if (!words || !category) return null;
    this.answered += 1;
    return run(this.snapshot, words, category, query, this.render);
  }

  /** Starts the periodic reload if it has not started, and resolves once the index is current. */
  async ready() {
    if (!this.timer && !this.stopped) {
      this.timer = setInterval(() => this.refresh(), this.refreshMs);
      this.timer.unref();
    }
    await this.reload();
  }
}
