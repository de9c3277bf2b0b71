-- An adviser's search document (search vector, sort name, and its words in the typo vocabulary) is kept
-- by the database: whatever changes a name, a description, the topics or a topic's name refreshes it in
-- the same transaction, so no writer can forget it.
CREATE FUNCTION "refresh_adviser_search"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  WITH changed AS (
    UPDATE "advisers" a SET
      "sort_name" = immutable_unaccent(lower(u."name")),
      "search_vector" = adviser_search_vector(u."name", coalesce((
          SELECT string_agg(ct."name", ' ') FROM "adviser_topics" t
          JOIN "consultation_types" ct ON ct."id" = t."type_id" WHERE t."adviser_id" = a."id"), ''),
        a."description",
        array(SELECT t."type_id" FROM "adviser_topics" t WHERE t."adviser_id" = a."id"))
    FROM "users" u
    WHERE u."id" = a."user_id" AND a."id" = ANY(ids)
    RETURNING a."search_vector")
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM changed, unnest(tsvector_to_array(changed."search_vector")) w
  WHERE w ~ '^[a-z0-9]{3,}$'
  ORDER BY w -- one order for every writer, so two refreshes cannot deadlock on the same words
  ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "advisers_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_adviser_search(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The refresh itself sets only the vector and the sort name, so it does not fire this again.
CREATE TRIGGER "advisers_search_document"
  AFTER INSERT OR UPDATE OF "description", "user_id" ON "advisers"
  FOR EACH ROW EXECUTE FUNCTION "advisers_search_document"();--> statement-breakpoint
CREATE FUNCTION "adviser_topics_added_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_adviser_search(array(SELECT DISTINCT "adviser_id" FROM added));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "adviser_topics_added_search"
  AFTER INSERT ON "adviser_topics" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "adviser_topics_added_search"();--> statement-breakpoint
CREATE FUNCTION "adviser_topics_removed_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_adviser_search(array(SELECT DISTINCT "adviser_id" FROM removed));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "adviser_topics_removed_search"
  AFTER DELETE ON "adviser_topics" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "adviser_topics_removed_search"();--> statement-breakpoint
CREATE FUNCTION "users_name_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."name" IS DISTINCT FROM OLD."name" THEN
    PERFORM refresh_adviser_search(array(SELECT "id" FROM "advisers" WHERE "user_id" = NEW."id"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_name_search"
  AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_name_search"();--> statement-breakpoint
CREATE FUNCTION "consultation_types_name_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."name" IS DISTINCT FROM OLD."name" THEN
    PERFORM refresh_adviser_search(array(
      SELECT "adviser_id" FROM "adviser_topics" WHERE "type_id" = NEW."id" ORDER BY "adviser_id"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consultation_types_name_search"
  AFTER UPDATE OF "name" ON "consultation_types"
  FOR EACH ROW EXECUTE FUNCTION "consultation_types_name_search"();--> statement-breakpoint
SELECT refresh_adviser_search(array(SELECT "id" FROM "advisers"));
