CREATE TABLE "delivery_fee_districts" (
	"delivery_fee_id" bigint NOT NULL,
	"district_id" bigint NOT NULL,
	CONSTRAINT "delivery_fee_districts_delivery_fee_id_district_id_pk" PRIMARY KEY("delivery_fee_id","district_id"),
	CONSTRAINT "delivery_fee_districts_district_key" UNIQUE("district_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
-- Customers may share an email address (a family's, or none: it is optional now that staff create customers); the
-- mobile number is what tells them apart (below).
DROP INDEX "customers_email_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'storefront' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "district_id" bigint;--> statement-breakpoint
ALTER TABLE "delivery_fee_districts" ADD CONSTRAINT "delivery_fee_districts_delivery_fee_id_delivery_fees_id_fk" FOREIGN KEY ("delivery_fee_id") REFERENCES "public"."delivery_fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fee_districts" ADD CONSTRAINT "delivery_fee_districts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_address_id_idx" ON "orders" USING btree ("address_id") WHERE "orders"."address_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_area_id_idx" ON "orders" USING btree ("area_id") WHERE "orders"."area_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_district_id_idx" ON "orders" USING btree ("district_id") WHERE "orders"."district_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_check" CHECK ("orders"."source" IN ('phone', 'messenger', 'facebook', 'whatsapp', 'walk-in', 'storefront', 'other'));--> statement-breakpoint
-- Every mobile number in one form, +8801XXXXXXXXX, however it was written (01XXXXXXXXX, 8801…, +880 1…, spaces,
-- dashes, Bangla digits), as src/data/mobile-numbers.ts reads a new one; a number that does not read so stays as it is.
UPDATE customers SET mobile = '+880' || substring(cleaned FROM '(1[3-9][0-9]{8})$')
FROM (
  SELECT id AS customer_id, regexp_replace(translate(mobile, '০১২৩৪৫৬৭৮৯', '0123456789'), '[[:space:]()-]', '', 'g') AS cleaned
  FROM customers
) written
WHERE customers.id = written.customer_id
  AND cleaned ~ '^(\+?880|0)?1[3-9][0-9]{8}$'
  AND mobile <> '+880' || substring(cleaned FROM '(1[3-9][0-9]{8})$');
--> statement-breakpoint
-- One customer per mobile number: a unique index, unless customers already share numbers; then a plain one (for
-- the writes' check, which holds either way) and a notice. The server says at each start how many share one.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM customers GROUP BY mobile HAVING count(*) > 1) THEN
    CREATE INDEX customers_mobile_key ON customers (mobile);
    RAISE NOTICE 'Some customers share a mobile number: customers_mobile_key is not unique until they are merged.';
  ELSE
    CREATE UNIQUE INDEX customers_mobile_key ON customers (mobile);
  END IF;
END
$$;
--> statement-breakpoint
-- A renamed address: the orders delivered to it rendered again (their `address` shows its name; found by
-- orders_address_id_idx).
CREATE FUNCTION address_orders_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_listings listed
  SET listing = order_listing(placed, customer.name)
  FROM removed_rows before_row
  JOIN added_rows after_row ON after_row.id = before_row.id
  JOIN orders placed ON placed.address_id = after_row.id
  JOIN customers customer ON customer.id = placed.customer_id
  WHERE listed.order_id = placed.id AND after_row.name IS DISTINCT FROM before_row.name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER address_orders_listed_update AFTER UPDATE ON addresses
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION address_orders_listed();
