import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisers, adviserTopics, consultationTypes, users } from '../../db/schema';

/**
 * Rewrites the search vector and sort name of the advisers picked by `filter`, or of all advisers when
 * it is empty, and adds their words to the typo vocabulary.
 */
export async function refreshSearchDocuments(
  db: Database,
  filter: { adviserIds?: string[]; userId?: string } = {},
) {
  const { adviserIds, userId } = filter;
  if (adviserIds?.length === 0) return;
  const byIds = adviserIds
    ? sql`and a.id in (${sql.join(
        adviserIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const byUser = userId ? sql`and a.user_id = ${userId}` : sql``;
  await db.execute(sql`
    with changed as (
      update ${advisers} a set
        sort_name = immutable_unaccent(lower(u.name)),
        search_vector = adviser_search_vector(u.name, coalesce((
            select string_agg(ct.name, ' ') from ${adviserTopics} t
            join ${consultationTypes} ct on ct.id = t.type_id where t.adviser_id = a.id), ''),
          a.description,
          array(select t.type_id from ${adviserTopics} t where t.adviser_id = a.id))
      from ${users} u
      where u.id = a.user_id ${byIds} ${byUser}
      returning a.search_vector)
    insert into search_words (word)
    select distinct w from changed, unnest(tsvector_to_array(changed.search_vector)) w
    where w ~ '^[a-z0-9]{3,}$'
    order by w -- one order for every writer, so two refreshes cannot deadlock on the same words
    on conflict do nothing`);
}
