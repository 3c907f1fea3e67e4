-- Every write a server process finishes is announced on channel answers_stale with its position: a number from
-- this sequence, taken while holding a transaction-level advisory lock until the announcing transaction commits,
-- so positions are handed out in commit order and a listener that has heard position N has heard every position
-- before it. A client that saw N in a write's answer sends it back on its reads (Shop-Read-After), and a process
-- answers such a read from its kept answers only when it has heard N (src/http/answer-invalidation.ts).
CREATE SEQUENCE answer_write_positions AS bigint;
--> statement-breakpoint
CREATE FUNCTION announce_answer_write(operation text) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  position bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(4711004);
  position := nextval('answer_write_positions');
  PERFORM pg_notify('answers_stale', operation || ':' || position);
  RETURN position;
END
$$;
