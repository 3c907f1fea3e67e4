CREATE TABLE "api_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_address" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint,
	CONSTRAINT "api_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "changes" ADD COLUMN "api_token_id" bigint;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_employees_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_created_at_idx" ON "api_tokens" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "changes" ADD CONSTRAINT "changes_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "changes_api_token_idx" ON "changes" USING btree ("api_token_id","at","id") WHERE "changes"."api_token_id" is not null;--> statement-breakpoint
-- A token's version counts what its owner changed (its revocation), not each minute its last use is written.
CREATE TRIGGER api_tokens_version BEFORE UPDATE OF "name", "scopes", "expires_at", "revoked_at" ON "api_tokens"
  FOR EACH ROW EXECUTE FUNCTION bump_version();
--> statement-breakpoint
-- A revoked (or deleted) token is announced on channel session_revoked with its hash once the transaction commits,
-- as a deleted session is (0004): every server process forgets it at once (session-revocations.ts). Its creator's
-- deactivation or change of role is announced there already (0007) and ends the processes' trust in it too.
CREATE FUNCTION api_tokens_revoked_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_revoked', OLD.token_hash);
  ELSIF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
    PERFORM pg_notify('session_revoked', NEW.token_hash);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_tokens_revoked AFTER UPDATE OF "revoked_at" OR DELETE ON "api_tokens"
  FOR EACH ROW EXECUTE FUNCTION api_tokens_revoked_notify();
