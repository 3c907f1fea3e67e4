CREATE TABLE "event_sequence" (
	"last" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"entity_type" text NOT NULL,
	"record_id" bigint,
	"version" integer,
	"from_status" text,
	"to_status" text,
	"employee_id" bigint,
	"api_token_id" bigint,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_occurred_at_idx" ON "events" USING btree ("occurred_at");--> statement-breakpoint
INSERT INTO "event_sequence" ("last") VALUES (0);
--> statement-breakpoint
-- The outbox's one way in: appends `batch` (a JSON array of events: type, entity_type, record_id, version,
-- from_status, to_status, employee_id, api_token_id, payload) in the caller's transaction, numbered on from the
-- last sequence. The numbers are taken holding a transaction-level advisory lock (4711005, PROCESS_LOCKS in
-- src/db/process-locks.ts) until that transaction ends, so they are gap-free (a transaction that rolls back gives
-- its numbers back) and commit in their order: a reader that sees sequence N has every sequence before it. The
-- notification on shop_events carries only the newest sequence; each server process reads the rows itself.
CREATE FUNCTION append_events(batch jsonb) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  size integer := jsonb_array_length(batch);
  first bigint;
BEGIN
  IF size = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(4711005);
  UPDATE event_sequence SET last = last + size RETURNING last - size INTO first;
  INSERT INTO events (seq, type, entity_type, record_id, version, from_status, to_status, employee_id,
    api_token_id, payload)
  SELECT first + e.n, e.value ->> 'type', e.value ->> 'entity_type', (e.value ->> 'record_id')::bigint,
    (e.value ->> 'version')::integer, e.value ->> 'from_status', e.value ->> 'to_status',
    (e.value ->> 'employee_id')::bigint, (e.value ->> 'api_token_id')::bigint, e.value -> 'payload'
  FROM jsonb_array_elements(batch) WITH ORDINALITY AS e(value, n);
  PERFORM pg_notify('shop_events', (first + size)::text);
  RETURN first + size;
END
$$;
