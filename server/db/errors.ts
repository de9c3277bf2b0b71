/** The SQLSTATE of a database error, looking through Drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      return current.code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique-constraint violation (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** An exclusion-constraint violation (23P01), e.g. two overlapping live appointments. */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';

/** A foreign-key violation (23503), e.g. deleting a row that others still refer to. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** A row still referred to by an ON DELETE RESTRICT foreign key (23001), e.g. an account with appointments. */
export const isRestrictViolation = (error: unknown) => sqlState(error) === '23001';
