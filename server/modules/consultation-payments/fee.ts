import { sql } from 'drizzle-orm';
import { consultationPayments } from '../../db/schema';

/** The platform's commission on a consultation's gross price: `percent` of it, whole forints rounded down. */
export const platformFee = (amountHuf: number, percent: number) => Math.floor((amountHuf * percent) / 100);

/**
 * The fee the platform keeps of a consultation payment (SQL over consultation_payments): it goes back in
 * proportion to what was refunded. The adviser's monthly summary and the DAC7 report both count it so.
 */
export const keptFeeHuf = sql`(${consultationPayments.feeHuf} - floor(${consultationPayments.feeHuf}::numeric * ${consultationPayments.refundedHuf} / ${consultationPayments.amountHuf}))`;
