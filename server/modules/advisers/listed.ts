import { and, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { advisers } from '../../db/schema';

/**
 * "Listed adviser" (DESIGN.md §7): active, not expired, and the account not disabled by an admin — shown in
 * the list and search, on a public profile with public images, and bookable. This is the rule's one
 * definition; every query (the service, the media URLs, the search index, the sitemap) filters with
 * `listedAdviser`, and `isListed` applies the same rule to an adviser already loaded (listed.test.ts holds
 * the two, and the in-memory search index, to each other).
 *
 * `now: null` leaves the expiry out, for the search index, which checks it at each query.
 */
export function listedAdviser(now: Date | null): SQL {
  return and(
    sql`${advisers.active}`,
    sql`not exists (select 1 from users du where du.id = ${advisers.userId} and du.disabled_at is not null)`,
    now ? or(isNull(advisers.expirationDate), gt(advisers.expirationDate, now)) : undefined,
  ) as SQL;
}

/** The rule of `listedAdviser` for an adviser and account already read. */
export function isListed(
  record: {
    adviser: { active: boolean; expirationDate: Date | null };
    user: { disabledAt: Date | null };
  },
  now: Date,
) {
  const { adviser, user } = record;
  return (
    adviser.active && (adviser.expirationDate === null || adviser.expirationDate > now) && !user.disabledAt
  );
}
