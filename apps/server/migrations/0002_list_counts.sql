CREATE TABLE "list_counts" (
	"list" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "list_counts_count_check" CHECK ("list_counts"."count" >= 0)
);
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_customer_created_idx";--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("order_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The counts are kept by statement triggers with transition tables: one update per statement, however many rows
-- it touches (the scale seed inserts 100,000 orders in one). The rows are locked in key order first, so two
-- transactions that move orders between the same statuses queue rather than deadlock. Every key has its row (see
-- the end of this migration).
CREATE FUNCTION list_counts_add(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM list_counts WHERE list IN (SELECT jsonb_object_keys(deltas)) ORDER BY list FOR UPDATE;
  UPDATE list_counts SET count = list_counts.count + changes.value::bigint
  FROM jsonb_each_text(deltas) AS changes
  WHERE list_counts.list = changes.key;
END
$$;
--> statement-breakpoint
CREATE FUNCTION items_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_counts_add(jsonb_build_object('items', (SELECT count(*) FROM added_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_counts_add(jsonb_build_object('items', -(SELECT count(*) FROM removed_rows)));
  ELSE
    UPDATE list_counts SET count = 0 WHERE list = 'items';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_counted_insert AFTER INSERT ON items REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_counted();
--> statement-breakpoint
CREATE TRIGGER items_counted_delete AFTER DELETE ON items REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_counted();
--> statement-breakpoint
CREATE TRIGGER items_counted_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION items_counted();
--> statement-breakpoint
CREATE FUNCTION orders_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_counts_add((
      SELECT jsonb_object_agg('orders.' || order_status, n)
      FROM (SELECT order_status, count(*) AS n FROM added_rows GROUP BY order_status) per_status
    ));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_counts_add((
      SELECT jsonb_object_agg('orders.' || order_status, -n)
      FROM (SELECT order_status, count(*) AS n FROM removed_rows GROUP BY order_status) per_status
    ));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM list_counts_add((
      SELECT jsonb_object_agg('orders.' || status, n)
      FROM (
        SELECT status, sum(delta) AS n
        FROM (
          SELECT before_row.order_status AS status, -1 AS delta
          FROM removed_rows before_row JOIN added_rows after_row ON after_row.id = before_row.id
          WHERE after_row.order_status <> before_row.order_status
          UNION ALL
          SELECT after_row.order_status, 1
          FROM removed_rows before_row JOIN added_rows after_row ON after_row.id = before_row.id
          WHERE after_row.order_status <> before_row.order_status
        ) moves
        GROUP BY status
      ) per_status
    ));
  ELSE
    UPDATE list_counts SET count = 0 WHERE list LIKE 'orders.%';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counted_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
CREATE TRIGGER orders_counted_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
CREATE TRIGGER orders_counted_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
CREATE TRIGGER orders_counted_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
-- The counts of a database that already has rows; every status has a row, also at 0.
INSERT INTO list_counts (list, count)
SELECT 'items', count(*) FROM items
UNION ALL
SELECT 'orders.' || statuses.status, count(orders.id)
FROM unnest(ARRAY['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled']) AS statuses (status)
LEFT JOIN orders ON orders.order_status = statuses.status
GROUP BY statuses.status;
