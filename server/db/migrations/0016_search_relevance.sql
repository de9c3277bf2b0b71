CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "advisers_search_trgm_idx";--> statement-breakpoint
DROP INDEX "advisers_rating_idx";--> statement-breakpoint
DROP INDEX "advisers_created_idx";--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "next_free_slot_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advisers_search_vector_idx" ON "advisers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "advisers_next_free_slot_idx" ON "advisers" USING btree (coalesce("next_free_slot_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" USING btree ("id") WHERE "users"."disabled_at" is not null;--> statement-breakpoint
CREATE INDEX "advisers_rating_idx" ON "advisers" USING btree ("rating_average_x100" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advisers_created_idx" ON "advisers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "advisers" DROP COLUMN "search_document";--> statement-breakpoint
-- Issue 15. One text as a full-text document: its whole words unaccented (prefix and typo matching,
-- "kovac" → kovacs) plus its Hungarian snowball stems, stemmed with the accents (the stemmer needs
-- them: "adótanácsadót" → adótanácsad) and then unaccented, so both sides meet without accents.
CREATE OR REPLACE FUNCTION search_text_vector(body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', immutable_unaccent(lower(coalesce(body, ''))))
    || immutable_unaccent(to_tsvector('hungarian', coalesce(body, ''))::text)::tsvector
$$;--> statement-breakpoint
-- The adviser's document: name (A) > topic names (B) > description (C), the weights ts_rank uses, plus
-- one 'topic-<type id>' lexeme per consultation area, so a category filter is one more term of the same
-- GIN lookup instead of a join (no word a visitor types can look like it).
CREATE OR REPLACE FUNCTION adviser_search_vector(name text, topics text, description text, topic_ids uuid[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(search_text_vector(name), 'A')
    || setweight(search_text_vector(topics), 'B')
    || setweight(search_text_vector(description), 'C')
    || array_to_tsvector(ARRAY(SELECT 'topic-' || id::text FROM unnest(topic_ids) id))
$$;--> statement-breakpoint
-- One typed word as a query: the word itself, its stem taken with accents and its stem taken without,
-- all unaccented and as prefixes (matching while typing), limited to `weights` ('A': the name) when
-- given. Stems shorter than 3 letters would match too much and are dropped.
CREATE OR REPLACE FUNCTION search_word_query(word text, weights text) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('simple', string_agg(DISTINCT v || ':*' || weights, ' | '))
  FROM unnest(ARRAY[
    immutable_unaccent(lower(word)),
    immutable_unaccent((ts_lexize('hungarian_stem', lower(word)))[1]),
    (ts_lexize('hungarian_stem', immutable_unaccent(lower(word))))[1]
  ]) v
  WHERE v IS NOT NULL AND (v = immutable_unaccent(lower(word)) OR length(v) >= 3)
$$;--> statement-breakpoint
-- The words of a search box (already split into letters and digits) as one query: every word must
-- match; Hungarian stop words ("és", "a") are left out (NULL when nothing is left). With `fuzzy`, a
-- word may also be one of its three nearest words of the vocabulary by trigram similarity (typos:
-- "kovasc" → kovacs), which the search asks for only when exact matching finds little.
CREATE OR REPLACE FUNCTION search_query(words text[], fuzzy boolean, weights text) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_agg('(' || q::text || ')', ' & ')::tsquery
  FROM (
    SELECT coalesce(search_word_query(w, weights) || near_words, search_word_query(w, weights)) AS q
    FROM unnest(words) w
    LEFT JOIN LATERAL (
      SELECT to_tsquery('simple', string_agg(s.word || CASE WHEN weights = '' THEN '' ELSE ':' || weights END, ' | ')) AS near_words
      FROM (
        SELECT sw.word FROM search_words sw
        WHERE fuzzy AND sw.word % immutable_unaccent(w)
        ORDER BY similarity(sw.word, immutable_unaccent(w)) DESC, sw.word
        LIMIT 3
      ) s
    ) l ON true
    WHERE ts_lexize('hungarian_stem', w) <> '{}'::text[]
  ) x
$$;--> statement-breakpoint
UPDATE "advisers" a SET "search_vector" = adviser_search_vector(u.name,
  coalesce((SELECT string_agg(ct.name, ' ') FROM "adviser_topics" t
    JOIN "consultation_types" ct ON ct.id = t.type_id WHERE t.adviser_id = a.id), ''),
  a.description,
  ARRAY(SELECT t.type_id FROM "adviser_topics" t WHERE t.adviser_id = a.id))
FROM "users" u WHERE u.id = a.user_id;--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "advisers", unnest(tsvector_to_array("search_vector")) w
WHERE w ~ '^[a-z0-9]{3,}$'
ON CONFLICT DO NOTHING;
