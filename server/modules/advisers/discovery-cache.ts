import { TtlCache } from '../../lib/ttl-cache';

/**
 * Short-lived caches of the public discovery answers (rendered JSON), cleared on every change made
 * through this server. Other server instances see a change within the time to live.
 */
export class DiscoveryCache {
  /** Search totals: counting every match costs far more than fetching one page. */
  readonly counts = new TtlCache<number>(30_000, 1000);
  /** Rendered search pages by query. */
  readonly pages = new TtlCache<string>(5_000, 500);
  /** Rendered public profiles by adviser id; null = not public (hidden or unknown). */
  readonly profiles = new TtlCache<string | null>(5_000, 2000);
  /** Whether /media/<key> is a visible adviser's image (served without a signature). */
  readonly publicMedia = new TtlCache<boolean>(10_000, 5000);

  invalidate() {
    this.counts.clear();
    this.pages.clear();
    this.profiles.clear();
    this.publicMedia.clear();
  }
}
