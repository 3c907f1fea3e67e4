ALTER TABLE "employees" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "level" text DEFAULT 'employee' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Staff roles: the employee created first becomes the shop's owner (the one from SHOP_ADMIN_EMAIL on a database
-- this server made), unless the shop has an owner already.
UPDATE "employees" SET "level" = 'owner'
  WHERE NOT EXISTS (SELECT 1 FROM "employees" WHERE "level" = 'owner')
    AND "id" = (SELECT "id" FROM "employees" ORDER BY "created_at", "id" LIMIT 1);
--> statement-breakpoint
-- A role changed or a deactivation (or reactivation) is announced on channel session_revoked as `employee:<id>`
-- once the transaction commits, so that every server process forgets the sessions of that employee it remembers
-- (with their role) and looks them up again on their next call. Token hashes, the channel's other payloads, are
-- hexadecimal and never contain a colon.
CREATE FUNCTION employees_access_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', 'employee:' || changed.id)
    FROM new_employees changed JOIN old_employees before ON before.id = changed.id
    WHERE changed.level IS DISTINCT FROM before.level
       OR changed.deactivated_at IS DISTINCT FROM before.deactivated_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_access_changed AFTER UPDATE ON employees
  REFERENCING OLD TABLE AS old_employees NEW TABLE AS new_employees
  FOR EACH STATEMENT EXECUTE FUNCTION employees_access_changed_notify();
