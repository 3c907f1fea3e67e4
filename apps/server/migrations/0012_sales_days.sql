CREATE TABLE "item_days" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "item_days_time_zone_day_item_id_pk" PRIMARY KEY("time_zone","day","item_id")
);
--> statement-breakpoint
CREATE TABLE "order_days" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_days_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
--> statement-breakpoint
CREATE TABLE "sales_zones" (
	"time_zone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_days" ADD CONSTRAINT "item_days_time_zone_sales_zones_time_zone_fk" FOREIGN KEY ("time_zone") REFERENCES "public"."sales_zones"("time_zone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_days" ADD CONSTRAINT "item_days_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_time_zone_sales_zones_time_zone_fk" FOREIGN KEY ("time_zone") REFERENCES "public"."sales_zones"("time_zone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_days_best_idx" ON "item_days" USING btree ("time_zone","day","quantity" DESC NULLS LAST,"revenue" DESC NULLS LAST,"item_id");--> statement-breakpoint
-- Adds `sign` times the given orders' counts and totals to order_totals (rows of orders, as transition tables give),
-- and to order_days for every kept time zone (0010 kept only the quarter hours).
CREATE OR REPLACE FUNCTION order_totals_add(sign int, changed orders[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_totals AS t (bucket, orders, canceled, revenue)
  SELECT sales_bucket(o.created_at), sign * count(*), sign * count(*) FILTER (WHERE o.order_status = 'canceled'),
         sign * coalesce(sum(o.grand_total) FILTER (WHERE o.order_status <> 'canceled'), 0)
  FROM unnest(changed) o GROUP BY 1
  ON CONFLICT (bucket) DO UPDATE SET orders = t.orders + excluded.orders, canceled = t.canceled + excluded.canceled,
    revenue = t.revenue + excluded.revenue;
  INSERT INTO order_days AS d (time_zone, day, orders, canceled, revenue)
  SELECT z.time_zone, (o.created_at AT TIME ZONE z.time_zone)::date, sign * count(*),
         sign * count(*) FILTER (WHERE o.order_status = 'canceled'),
         sign * coalesce(sum(o.grand_total) FILTER (WHERE o.order_status <> 'canceled'), 0)
  FROM unnest(changed) o CROSS JOIN sales_zones z GROUP BY 1, 2
  ON CONFLICT (time_zone, day) DO UPDATE SET orders = d.orders + excluded.orders,
    canceled = d.canceled + excluded.canceled, revenue = d.revenue + excluded.revenue;
$$;
--> statement-breakpoint
-- Adds `sign` times the given lines (of orders not canceled, with their order's time) to item_sales and item_days.
CREATE FUNCTION item_lines_add(sign int, lines jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO item_sales AS t (bucket, item_id, quantity, revenue)
  SELECT sales_bucket(l.at), l.item_id, sign * sum(l.quantity), sign * sum(l.total)
  FROM jsonb_to_recordset(lines) AS l(at timestamptz, item_id bigint, quantity int, total numeric)
  GROUP BY 1, 2
  ON CONFLICT (bucket, item_id) DO UPDATE SET quantity = t.quantity + excluded.quantity,
    revenue = t.revenue + excluded.revenue;
  INSERT INTO item_days AS d (time_zone, day, item_id, quantity, revenue)
  SELECT z.time_zone, (l.at AT TIME ZONE z.time_zone)::date, l.item_id, sign * sum(l.quantity), sign * sum(l.total)
  FROM jsonb_to_recordset(lines) AS l(at timestamptz, item_id bigint, quantity int, total numeric)
  CROSS JOIN sales_zones z
  GROUP BY 1, 2, 3
  ON CONFLICT (time_zone, day, item_id) DO UPDATE SET quantity = d.quantity + excluded.quantity,
    revenue = d.revenue + excluded.revenue;
$$;
--> statement-breakpoint
-- Adds `sign` times the lines of the given orders that are not canceled to item_sales and item_days.
CREATE OR REPLACE FUNCTION item_sales_add(sign int, changed orders[]) RETURNS void LANGUAGE sql AS $$
  SELECT item_lines_add(sign, coalesce(jsonb_agg(jsonb_build_object('at', o.created_at, 'item_id', l.item_id,
    'quantity', l.quantity, 'total', l.total)), '[]'::jsonb))
  FROM unnest(changed) o JOIN order_items l ON l.order_id = o.id
  WHERE o.order_status <> 'canceled';
$$;
--> statement-breakpoint
-- Lines added to or removed from an order that is not canceled.
CREATE OR REPLACE FUNCTION order_items_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM item_lines_add(1, coalesce(jsonb_agg(jsonb_build_object('at', o.created_at, 'item_id', l.item_id,
      'quantity', l.quantity, 'total', l.total)), '[]'::jsonb))
    FROM added_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_status <> 'canceled';
  ELSE
    PERFORM item_lines_add(-1, coalesce(jsonb_agg(jsonb_build_object('at', o.created_at, 'item_id', l.item_id,
      'quantity', l.quantity, 'total', l.total)), '[]'::jsonb))
    FROM removed_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_status <> 'canceled';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Keeps the days of `zone` from now on, made from the quarter hours kept so far; nothing when it is kept already.
-- Writers of the totals wait meanwhile (SHARE locks): one that wrote before is committed and summed here, one that
-- writes after sees the zone in its next statement (each statement of a trigger reads what is committed by then).
CREATE FUNCTION sales_zone_add(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE order_totals, item_sales IN SHARE MODE;
  INSERT INTO sales_zones (time_zone) VALUES (zone) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO order_days (time_zone, day, orders, canceled, revenue)
  SELECT zone, (bucket AT TIME ZONE zone)::date, sum(orders), sum(canceled), sum(revenue)
  FROM order_totals GROUP BY 2;
  INSERT INTO item_days (time_zone, day, item_id, quantity, revenue)
  SELECT zone, (bucket AT TIME ZONE zone)::date, item_id, sum(quantity), sum(revenue)
  FROM item_sales GROUP BY 2, 3;
  -- The planner's figures of the rows just made (the embedded database has no autovacuum to gather them).
  ANALYZE order_days, item_days;
END
$$;
