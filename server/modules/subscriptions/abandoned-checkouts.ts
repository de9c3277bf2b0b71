import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { HOUR_MS } from '../../lib/clock';

/**
 * How long a checkout can be paid: Stripe's Checkout Session expires 24 hours after it was opened (its
 * default, which we keep); the demo page is held to the same. A payment still pending after that was
 * abandoned.
 */
export const CHECKOUT_LIFETIME_MS = 24 * HOUR_MS;

/**
 * Abandoned checkouts (pending longer than CHECKOUT_LIFETIME_MS) become `failed`, as Stripe's own
 * `checkout.session.expired` would make them, so they no longer show as "Függőben" and the buyer starts
 * a new purchase. Should a late `paid` event still come, it applies as usual (processEvent). With
 * `userId`, only that user's payments (payments_user_idx); the hourly job does everyone's.
 */
export async function expireAbandonedCheckouts(db: Database, now: Date, userId?: string) {
  const openedBefore = new Date(now.getTime() - CHECKOUT_LIFETIME_MS);
  const expired = await db
    .update(payments)
    .set({ status: 'failed', updatedAt: now })
    .where(
      and(
        userId ? eq(payments.userId, userId) : undefined,
        eq(payments.status, 'pending'),
        lt(payments.createdAt, openedBefore),
      ),
    )
    .returning({ id: payments.id });
  return expired.length;
}
