CREATE TABLE "item_sales" (
	"bucket" timestamp with time zone NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "item_sales_bucket_item_id_pk" PRIMARY KEY("bucket","item_id")
);
--> statement-breakpoint
CREATE TABLE "order_totals" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_sales" ADD CONSTRAINT "item_sales_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The quarter hour (UTC) an order counts in: the dashboard sums quarter hours into the shop's days.
CREATE FUNCTION sales_bucket(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
-- Adds `sign` times the given orders' counts and totals to order_totals (rows of orders, as transition tables give).
CREATE FUNCTION order_totals_add(sign int, changed orders[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_totals AS t (bucket, orders, canceled, revenue)
  SELECT sales_bucket(o.created_at), sign * count(*), sign * count(*) FILTER (WHERE o.order_status = 'canceled'),
         sign * coalesce(sum(o.grand_total) FILTER (WHERE o.order_status <> 'canceled'), 0)
  FROM unnest(changed) o GROUP BY 1
  ON CONFLICT (bucket) DO UPDATE SET orders = t.orders + excluded.orders, canceled = t.canceled + excluded.canceled,
    revenue = t.revenue + excluded.revenue
$$;
--> statement-breakpoint
-- Adds `sign` times the lines of the given orders that are not canceled to item_sales.
CREATE FUNCTION item_sales_add(sign int, changed orders[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO item_sales AS t (bucket, item_id, quantity, revenue)
  SELECT sales_bucket(o.created_at), l.item_id, sign * sum(l.quantity), sign * sum(l.total)
  FROM unnest(changed) o JOIN order_items l ON l.order_id = o.id
  WHERE o.order_status <> 'canceled'
  GROUP BY 1, 2
  ON CONFLICT (bucket, item_id) DO UPDATE SET quantity = t.quantity + excluded.quantity,
    revenue = t.revenue + excluded.revenue
$$;
--> statement-breakpoint
CREATE FUNCTION orders_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_add(1, array(SELECT ROW(a.*)::orders FROM added_orders a));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS added_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_inserted();
--> statement-breakpoint
-- An order whose counted facts changed (canceled or not, grand total, time placed) leaves its old contribution
-- and makes its new one; its lines follow when it is canceled (or placed at another time).
CREATE FUNCTION orders_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before orders[];
  after orders[];
BEGIN
  SELECT array_agg(ROW(o.*)::orders ORDER BY o.id), array_agg(ROW(n.*)::orders ORDER BY n.id) INTO before, after
  FROM old_orders o JOIN new_orders n ON n.id = o.id
  WHERE (o.order_status = 'canceled') IS DISTINCT FROM (n.order_status = 'canceled')
     OR o.grand_total IS DISTINCT FROM n.grand_total OR o.created_at IS DISTINCT FROM n.created_at;
  IF before IS NULL THEN RETURN NULL; END IF;
  PERFORM order_totals_add(-1, before);
  PERFORM order_totals_add(1, after);
  PERFORM item_sales_add(-1, before);
  PERFORM item_sales_add(1, after);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_updated();
--> statement-breakpoint
CREATE FUNCTION orders_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_add(-1, array(SELECT ROW(r.*)::orders FROM removed_orders r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS removed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_deleted();
--> statement-breakpoint
-- Lines added to or removed from an order that is not canceled.
CREATE FUNCTION order_items_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO item_sales AS t (bucket, item_id, quantity, revenue)
    SELECT sales_bucket(o.created_at), l.item_id, sum(l.quantity), sum(l.total)
    FROM added_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_status <> 'canceled' GROUP BY 1, 2
    ON CONFLICT (bucket, item_id) DO UPDATE SET quantity = t.quantity + excluded.quantity,
      revenue = t.revenue + excluded.revenue;
  ELSE
    INSERT INTO item_sales AS t (bucket, item_id, quantity, revenue)
    SELECT sales_bucket(o.created_at), l.item_id, -sum(l.quantity), -sum(l.total)
    FROM removed_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_status <> 'canceled' GROUP BY 1, 2
    ON CONFLICT (bucket, item_id) DO UPDATE SET quantity = t.quantity + excluded.quantity,
      revenue = t.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_sales_inserted AFTER INSERT ON order_items REFERENCING NEW TABLE AS added_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_deleted AFTER DELETE ON order_items REFERENCING OLD TABLE AS removed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_changed();
--> statement-breakpoint
-- A removed order's lines leave item_sales before the order goes: they are removed with it (on delete cascade)
-- after it is gone, when the trigger above no longer finds their order.
CREATE FUNCTION orders_sales_removing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM item_sales_add(-1, ARRAY[OLD]);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_removing BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_sales_removing();
--> statement-breakpoint
-- The shop's orders so far (writes to them wait meanwhile: another server process may run on this database).
LOCK TABLE orders, order_items IN SHARE MODE;
--> statement-breakpoint
INSERT INTO order_totals (bucket, orders, canceled, revenue)
SELECT sales_bucket(created_at), count(*), count(*) FILTER (WHERE order_status = 'canceled'),
       coalesce(sum(grand_total) FILTER (WHERE order_status <> 'canceled'), 0)
FROM orders GROUP BY 1;
--> statement-breakpoint
INSERT INTO item_sales (bucket, item_id, quantity, revenue)
SELECT sales_bucket(o.created_at), l.item_id, sum(l.quantity), sum(l.total)
FROM order_items l JOIN orders o ON o.id = l.order_id WHERE o.order_status <> 'canceled'
GROUP BY 1, 2;
