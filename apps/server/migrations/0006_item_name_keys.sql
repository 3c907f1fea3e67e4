-- Each name suffix carries its item's lowercased name, in the suffix index: a search sorted by name (the admin's
-- default) then finds, counts, sorts and cuts its matches from the index alone, and reads only the page's rendered
-- items (item_listings), instead of looking every match up in items and lowercasing its name to sort it.
-- Writes to items wait until the suffixes are built again.
LOCK TABLE "items" IN SHARE MODE;
--> statement-breakpoint
DROP INDEX "item_name_suffixes_suffix_idx";
--> statement-breakpoint
ALTER TABLE "item_name_suffixes" ADD COLUMN "name_key" text;
--> statement-breakpoint
-- Built again rather than updated row by row (faster, and leaves no dead rows behind).
TRUNCATE item_name_suffixes;
--> statement-breakpoint
INSERT INTO item_name_suffixes (item_id, suffix, name_key)
SELECT items.id, item_name_suffixes_of(items), lower(items.name) FROM items;
--> statement-breakpoint
ALTER TABLE "item_name_suffixes" ALTER COLUMN "name_key" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_names_indexed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM item_name_suffixes
    WHERE item_id IN (
      SELECT after_row.id FROM removed_rows before_row JOIN added_rows after_row ON after_row.id = before_row.id
      WHERE after_row.name IS DISTINCT FROM before_row.name
    );
    INSERT INTO item_name_suffixes (item_id, suffix, name_key)
    SELECT after_row.id, item_name_suffixes_of(after_row), lower(after_row.name)
    FROM removed_rows before_row JOIN added_rows after_row ON after_row.id = before_row.id
    WHERE after_row.name IS DISTINCT FROM before_row.name;
  ELSE
    INSERT INTO item_name_suffixes (item_id, suffix, name_key)
    SELECT added.id, item_name_suffixes_of(added), lower(added.name) FROM added_rows added;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE INDEX "item_name_suffixes_suffix_idx" ON "item_name_suffixes" USING btree ("suffix" text_pattern_ops,"item_id","name_key");
--> statement-breakpoint
ANALYZE item_name_suffixes;
