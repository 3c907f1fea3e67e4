-- Writes to these tables wait until the renderings below are built and kept (another server process may be
-- running on the same database while this one migrates).
LOCK TABLE "items", "categories", "subcategories", "orders", "customers" IN SHARE MODE;
--> statement-breakpoint
CREATE TABLE "item_listings" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"listing" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_listings" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"listing" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_listings" ADD CONSTRAINT "item_listings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_listings" ADD CONSTRAINT "order_listings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An item as the document's `Item` (the same JSON the single-item reads answer), from its row and the names of
-- its category and subcategory. One expression, so PostgreSQL inlines it into the set-based statements below.
CREATE FUNCTION item_listing(item items, category_name text, subcategory_name text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    '_id', item.id::text,
    'name', item.name,
    'description', item.description,
    'price', item.price,
    'isAvailable', item.is_available,
    'isVisible', item.is_visible,
    'image', item.image,
    'categoryOrSubcategory', item.category_or_subcategory,
    'category', json_build_object('_id', item.category_id::text, 'name', category_name),
    'subcategory', CASE WHEN item.subcategory_id IS NULL THEN NULL
                        ELSE json_build_object('_id', item.subcategory_id::text, 'name', subcategory_name) END)::text
$$;
--> statement-breakpoint
-- An order as the document's `Order`, from its row and its customer's name; `createdAt` as JavaScript's
-- toISOString writes it (milliseconds, UTC), like the single-order reads.
CREATE FUNCTION order_listing(placed orders, customer_name text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    '_id', placed.id::text,
    'customer', json_build_object('_id', placed.customer_id::text, 'name', customer_name),
    'orderStatus', placed.order_status,
    'areaString', placed.area_string,
    'fullAddressString', placed.full_address_string,
    'subtotal', placed.subtotal,
    'discount', placed.discount,
    'deliveryFee', placed.delivery_fee,
    'total', placed.total,
    'vat', placed.vat,
    'grandTotal', placed.grand_total,
    'notes', placed.notes,
    'createdAt', to_char(placed.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$$;
--> statement-breakpoint
-- The inserted or updated items rendered again, one statement per statement whatever its size (deletes cascade).
CREATE FUNCTION items_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_listings (item_id, listing)
  SELECT added.id, item_listing(added, category.name, subcategory.name)
  FROM added_rows added
  JOIN categories category ON category.id = added.category_id
  LEFT JOIN subcategories subcategory ON subcategory.id = added.subcategory_id
  ON CONFLICT (item_id) DO UPDATE SET listing = excluded.listing;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_listed_insert AFTER INSERT ON items REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_listed();
--> statement-breakpoint
CREATE TRIGGER items_listed_update AFTER UPDATE ON items REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_listed();
--> statement-breakpoint
-- A renamed category or subcategory: the items that show its name rendered again.
CREATE FUNCTION item_places_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_listings listed
  SET listing = item_listing(item, category.name, subcategory.name)
  FROM items item
  JOIN categories category ON category.id = item.category_id
  LEFT JOIN subcategories subcategory ON subcategory.id = item.subcategory_id
  WHERE listed.item_id = item.id
    AND CASE TG_TABLE_NAME
          WHEN 'categories' THEN item.category_id
          ELSE item.subcategory_id
        END IN (
          SELECT after_row.id FROM removed_rows before_row JOIN added_rows after_row ON after_row.id = before_row.id
          WHERE after_row.name IS DISTINCT FROM before_row.name
        );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_places_listed_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_places_listed();
--> statement-breakpoint
CREATE TRIGGER item_places_listed_update AFTER UPDATE ON subcategories
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_places_listed();
--> statement-breakpoint
-- The inserted or updated orders (a status move is an update) rendered again.
CREATE FUNCTION orders_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_listings (order_id, listing)
  SELECT added.id, order_listing(added, customer.name)
  FROM added_rows added
  JOIN customers customer ON customer.id = added.customer_id
  ON CONFLICT (order_id) DO UPDATE SET listing = excluded.listing;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_listed_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_listed();
--> statement-breakpoint
CREATE TRIGGER orders_listed_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_listed();
--> statement-breakpoint
-- A renamed customer: their orders rendered again (found by orders_customer_created_idx).
CREATE FUNCTION customer_orders_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_listings listed
  SET listing = order_listing(placed, after_row.name)
  FROM removed_rows before_row
  JOIN added_rows after_row ON after_row.id = before_row.id
  JOIN orders placed ON placed.customer_id = after_row.id
  WHERE listed.order_id = placed.id AND after_row.name IS DISTINCT FROM before_row.name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customer_orders_listed_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_orders_listed();
--> statement-breakpoint
-- The rows a database already has.
INSERT INTO item_listings (item_id, listing)
SELECT item.id, item_listing(item, category.name, subcategory.name)
FROM items item
JOIN categories category ON category.id = item.category_id
LEFT JOIN subcategories subcategory ON subcategory.id = item.subcategory_id;
--> statement-breakpoint
INSERT INTO order_listings (order_id, listing)
SELECT placed.id, order_listing(placed, customer.name)
FROM orders placed
JOIN customers customer ON customer.id = placed.customer_id;
--> statement-breakpoint
ANALYZE item_listings, order_listings;
