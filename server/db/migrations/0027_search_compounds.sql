-- Issue 36. A typed word also matches the compound words that hold it ("pszichológus" is a word of
-- "szakpszichológus", "tanácsadás" of "adótanácsadás"): Hungarian writes compounds as one word, so a
-- prefix alone misses them, and only near words (typo correction, "Nincs pontos találat") found them.
-- The vocabulary (search_words) is searched for words that hold the word or one of its stems after
-- their first letter, through its trigram index; only for forms of 6 letters or more, since a short
-- word is inside too many unrelated ones ("adó" in "tanácsadó"); the 20 shortest, as prefixes (their
-- inflected forms too). Everything else is as in migration 0016.
CREATE OR REPLACE FUNCTION search_word_query(word text, weights text) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH forms AS (
    SELECT DISTINCT v
    FROM unnest(ARRAY[
      immutable_unaccent(lower(word)),
      immutable_unaccent((ts_lexize('hungarian_stem', lower(word)))[1]),
      (ts_lexize('hungarian_stem', immutable_unaccent(lower(word))))[1]
    ]) v
    WHERE v IS NOT NULL AND (v = immutable_unaccent(lower(word)) OR length(v) >= 3)
  ), compounds AS (
    SELECT sw.word AS v
    FROM forms f
    JOIN search_words sw ON sw.word LIKE '_%' || f.v || '%'
    WHERE length(f.v) >= 6 AND f.v ~ '^[a-z0-9]+$'
    GROUP BY sw.word
    ORDER BY length(sw.word), sw.word
    LIMIT 20
  )
  SELECT to_tsquery('simple', string_agg(v || ':*' || weights, ' | '))
  FROM (SELECT v FROM forms UNION SELECT v FROM compounds) terms
$$;
