import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { advisers, reviews } from './schema';

/**
 * Rewrites the adviser's stored average and count from their visible reviews (search sorts by them
 * without aggregating). The reviews service runs it in the change's transaction, after locking the
 * adviser; the demo seed after adding reviews.
 */
export async function recomputeRating(tx: Database, adviserId: string) {
  await tx.execute(sql`
    update ${advisers} set
      rating_average_x100 = coalesce(s.average, 0),
      review_count = s.n
    from (
      select round(avg(r.rating) * 100)::int as average, count(*)::int as n
      from ${reviews} r where r.adviser_id = ${adviserId} and r.hidden_at is null
    ) s
    where ${advisers.id} = ${adviserId}`);
}
