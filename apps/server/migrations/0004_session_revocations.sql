-- Every deleted session (logout, password changed or reset, expired ones cleared at start, an employee's deletion
-- by cascade) is announced on channel session_revoked with its token hash once the deleting transaction commits.
-- Each server process remembers verified sessions for a while and forgets the announced ones
-- (session-revocations.ts): with a PostgreSQL server, other processes may revoke a session this one remembers.
-- The trigger runs once per statement, however many sessions it deletes.
CREATE FUNCTION sessions_revoked_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', removed.token_hash) FROM removed_sessions removed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked AFTER DELETE ON sessions REFERENCING OLD TABLE AS removed_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_revoked_notify();
