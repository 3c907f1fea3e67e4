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
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_time_zone_sales_zones_time_zone_fk" FOREIGN KEY ("time_zone") REFERENCES "public"."sales_zones"("time_zone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
-- Keeps the days of `zone` from now on, made from the quarter hours kept so far; nothing when it is kept already.
-- Writers of the totals wait meanwhile (SHARE lock): one that wrote before is committed and summed here, one that
-- writes after sees the zone in its next statement (each statement of a trigger reads what is committed by then).
CREATE FUNCTION sales_zone_add(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE order_totals IN SHARE MODE;
  INSERT INTO sales_zones (time_zone) VALUES (zone) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO order_days (time_zone, day, orders, canceled, revenue)
  SELECT zone, (bucket AT TIME ZONE zone)::date, sum(orders), sum(canceled), sum(revenue)
  FROM order_totals GROUP BY 2;
END
$$;
