CREATE TABLE "saved_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"list" text NOT NULL,
	"filters" text DEFAULT '' NOT NULL,
	"sort" text,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"scope" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_list_check" CHECK ("saved_views"."list" IN ('orders', 'items', 'customers')),
	CONSTRAINT "saved_views_scope_check" CHECK ("saved_views"."scope" IN ('mine', 'shop'))
);
--> statement-breakpoint
DROP INDEX "orders_area_id_idx";--> statement-breakpoint
DROP INDEX "orders_district_id_idx";--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_mine_name_key" ON "saved_views" USING btree ("created_by","list",lower("name")) WHERE "saved_views"."scope" = 'mine';--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_shop_name_key" ON "saved_views" USING btree ("list",lower("name")) WHERE "saved_views"."scope" = 'shop';--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_district_created_idx" ON "orders" USING btree ("district_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."district_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_area_created_idx" ON "orders" USING btree ("area_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."area_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_source_created_idx" ON "orders" USING btree ("source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("order_status","grand_total","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("grand_total","id");--> statement-breakpoint
-- A view's version moves with each change, as every record's (bump_version, migration 0009).
CREATE TRIGGER saved_views_version BEFORE UPDATE ON "saved_views" FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
ANALYZE orders;--> statement-breakpoint
ANALYZE customers;
