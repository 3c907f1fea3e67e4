CREATE TABLE "shop_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"employees_may_export" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shop_policy_one_row_check" CHECK ("shop_policy"."id" = 1)
);
--> statement-breakpoint
-- Every shop has its policy from the start: employees may not export personal data until an owner allows it.
INSERT INTO "shop_policy" DEFAULT VALUES;
--> statement-breakpoint
CREATE TRIGGER shop_policy_version BEFORE UPDATE ON "shop_policy" FOR EACH ROW EXECUTE FUNCTION bump_version();
