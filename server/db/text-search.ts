import { type SQL, sql } from 'drizzle-orm';

/** LIKE wildcards typed by a user are literal characters, not patterns. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `text` contains `term`, ignoring accents and case ("Kovacs" finds "Kovács"): the admin lists' search.
 * Both sides go through `immutable_unaccent(lower(…))`, the function the trigram indexes use.
 */
export const containsUnaccented = (text: SQL, term: string) =>
  sql`immutable_unaccent(lower(${text})) like '%' || immutable_unaccent(lower(${likeEscape(term)})) || '%'`;
