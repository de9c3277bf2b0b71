import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { dac7Reminders, payoutAccounts } from '../../db/schema';

/**
 * "Takes payments": an adviser's priced offers can be booked. Their payout account takes card payments
 * (issue 38), and their priced offers are not held for missing DAC7 data (issue 39, dac7_reminders).
 * This is the rule's one definition: the public answers (`acceptsPayments`), the search index, the next
 * free slot and the payment quote all ask it, so a hold or a lifted hold reaches all of them at once.
 * `adviserId` is the adviser id column (or expression) of the surrounding query.
 */
export function acceptsPayments(adviserId: SQLWrapper): SQL {
  return sql`(exists (select 1 from ${payoutAccounts} pa
      where pa.adviser_id = ${adviserId} and pa.charges_enabled)
    and not exists (select 1 from ${dac7Reminders} dh
      where dh.adviser_id = ${adviserId} and dh.held_at is not null))`;
}
