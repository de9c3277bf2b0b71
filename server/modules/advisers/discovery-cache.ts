import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DiscoveryCacheName } from '../../lib/metrics';
import { closeRedis } from '../../lib/redis';
import { TtlCache } from '../../lib/ttl-cache';
import type { RenderedSitemap } from '../seo/seo.service';
import type { AdviserSearchIndex } from './search-index';

export interface DiscoveryCacheOptions {
  /** Told of every lookup (metrics: hits and misses per cache). */
  onLookup?(cache: DiscoveryCacheName, hit: boolean): void;
  /** Marked stale with every clear, here and (over Redis) on the other instances. */
  index?: AdviserSearchIndex;
}

/**
 * Short-lived caches of the public discovery answers (rendered JSON), cleared on every change. The
 * instance that made the change clears its own at once (the caller's next read sees the change);
 * with REDIS_URL the others are told over Redis (`connectDiscoverySync`) and clear theirs on receipt.
 * Without Redis, or while it is unreachable, other instances see a change within the time to live.
 */
export class DiscoveryCache {
  /** Search totals: counting every match costs far more than fetching one page. */
  readonly counts: TtlCache<number>;
  /** Full-text queries (tsquery text) of search words; the fuzzy ones depend on the vocabulary. */
  readonly queries: TtlCache<string | null>;
  /** Rendered search pages by query (UTF-8). */
  readonly pages: TtlCache<Buffer>;
  /** Rendered autocomplete answers by typed text. */
  readonly suggestions: TtlCache<string>;
  /** Rendered search cards (UTF-8) by adviser id (empty = no such adviser any more). */
  readonly cards: TtlCache<Buffer>;
  /** Rendered public profiles by adviser id; null = not public (hidden or unknown). */
  readonly profiles: TtlCache<string | null>;
  /** Whether /media/<key> is a visible adviser's image (served without a signature). */
  readonly publicMedia: TtlCache<boolean>;
  /** /sitemap.xml and its pages, rendered (UTF-8) by name; a crawler asks rarely, so kept longer. */
  readonly sitemap: TtlCache<RenderedSitemap>;
  /** The listed advisers in memory (search.ts answers from it while it is current); none in most tests. */
  readonly index: AdviserSearchIndex | undefined;
  private readonly clearListeners: (() => void)[] = [];
  /** Tells the other instances (set by connectDiscoverySync). */
  private announce: (() => void) | undefined;

  constructor(options: DiscoveryCacheOptions = {}) {
    this.index = options.index;
    const counted = (name: DiscoveryCacheName) =>
      options.onLookup ? (hit: boolean) => options.onLookup?.(name, hit) : undefined;
    this.counts = new TtlCache(30_000, 1000, counted('counts'));
    this.queries = new TtlCache(60_000, 2000, counted('queries'));
    this.pages = new TtlCache(5_000, 500, counted('pages'));
    this.suggestions = new TtlCache(30_000, 2000, counted('suggestions'));
    this.cards = new TtlCache(30_000, 20_000, counted('cards'));
    this.profiles = new TtlCache(5_000, 2000, counted('profiles'));
    this.publicMedia = new TtlCache(10_000, 5000, counted('publicMedia'));
    this.sitemap = new TtlCache(5 * 60_000, 100, counted('sitemap'));
  }

  /** A change was committed: this instance forgets at once, the others as soon as they hear of it. */
  invalidate() {
    this.clearLocal();
    this.announce?.();
  }

  clearLocal() {
    this.index?.invalidate();
    this.counts.clear();
    this.queries.clear();
    this.pages.clear();
    this.suggestions.clear();
    this.cards.clear();
    this.profiles.clear();
    this.publicMedia.clear();
    this.sitemap.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Others that keep what depends on advisers (the server-rendered pages) forget it with these caches. */
  onClear(listener: () => void) {
    this.clearListeners.push(listener);
  }

  announceWith(announce: () => void) {
    this.announce = announce;
  }
}

const CHANNEL = 'tp:discovery:invalidate';
const SUBSCRIBE_WAIT_MS = 2000;

/**
 * Shares cache invalidations between the instances over a Redis channel: `invalidate()` publishes this
 * instance's id, every other instance clears its caches when the message arrives (its own message is
 * ignored: it cleared already). After a lost connection the caches are cleared once more, as messages
 * may have been missed meanwhile. Resolves once subscribed (or after a short wait: a slow Redis must
 * not stop the start; the time to live still bounds staleness).
 */
export async function connectDiscoverySync(
  cache: DiscoveryCache,
  deps: { publisher: Redis; redisUrl: string; log: FastifyBaseLogger },
): Promise<{ close(): Promise<void> }> {
  const instanceId = randomUUID();
  const subscriber = new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
  subscriber.on('error', (error) => deps.log.warn({ err: error }, 'redis (cache invalidation) error'));
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    if (subscribedOnce) cache.clearLocal();
  });
  subscriber.on('message', (channel: string, sender: string) => {
    if (channel === CHANNEL && sender !== instanceId) cache.clearLocal();
  });
  cache.announceWith(() => {
    deps.publisher
      .publish(CHANNEL, instanceId)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'cache invalidation not published'));
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
    subscriber.subscribe(CHANNEL).then(
      () => {
        subscribedOnce = true;
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => deps.log.warn({ err: error }, 'cache invalidation channel not subscribed'),
    );
  });
  return {
    close: () => closeRedis(subscriber),
  };
}
