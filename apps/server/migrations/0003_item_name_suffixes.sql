CREATE TABLE "item_name_suffixes" (
	"item_id" bigint NOT NULL,
	"suffix" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_name_suffixes" ADD CONSTRAINT "item_name_suffixes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every suffix of the lowercased name, at most 32 characters of each: a search for a longer text narrows by its
-- first 32 characters and checks the whole name (see searchItems). Kept in the same transaction as every insert and
-- rename of items (deletes cascade), one statement per statement whatever its size.
CREATE FUNCTION item_name_suffixes_of(names items) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(lower(names.name), position, 32) FROM generate_series(1, length(names.name)) AS position;
$$;
--> statement-breakpoint
CREATE FUNCTION item_names_indexed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM item_name_suffixes
    WHERE item_id IN (
      SELECT after_row.id FROM removed_rows before_row JOIN added_rows after_row ON after_row.id = before_row.id
      WHERE after_row.name IS DISTINCT FROM before_row.name
    );
    INSERT INTO item_name_suffixes (item_id, suffix)
    SELECT after_row.id, item_name_suffixes_of(after_row)
    FROM removed_rows before_row JOIN added_rows after_row ON after_row.id = before_row.id
    WHERE after_row.name IS DISTINCT FROM before_row.name;
  ELSE
    INSERT INTO item_name_suffixes (item_id, suffix)
    SELECT added.id, item_name_suffixes_of(added) FROM added_rows added;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_names_indexed_insert AFTER INSERT ON items REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_names_indexed();
--> statement-breakpoint
CREATE TRIGGER item_names_indexed_update AFTER UPDATE ON items REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_names_indexed();
--> statement-breakpoint
-- The items a database already has, before the indexes are built (faster than keeping them up row by row).
INSERT INTO item_name_suffixes (item_id, suffix) SELECT items.id, item_name_suffixes_of(items) FROM items;
--> statement-breakpoint
CREATE INDEX "item_name_suffixes_suffix_idx" ON "item_name_suffixes" USING btree ("suffix" text_pattern_ops,"item_id");--> statement-breakpoint
CREATE INDEX "item_name_suffixes_item_id_idx" ON "item_name_suffixes" USING btree ("item_id");--> statement-breakpoint
-- The planner needs the suffixes' statistics to see how narrow a prefix range is.
ANALYZE item_name_suffixes;
--> statement-breakpoint
-- Item search reads the suffixes now; the trigram index on item names only cost every write.
DROP INDEX IF EXISTS items_name_trgm_idx;
