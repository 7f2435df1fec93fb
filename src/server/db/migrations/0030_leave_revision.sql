-- Decision 013: hr's calendar of everyone is kept in memory while the `leave` and `people` revisions stand; a
-- statement trigger moves `leave` in the transaction of every write to a column the calendar shows.
INSERT INTO "list_revisions" ("name") VALUES ('leave') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION bump_leave_revision() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN UPDATE list_revisions SET revision = revision + 1 WHERE name = 'leave'; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER leave_requests_leave_revision
  AFTER INSERT OR DELETE OR UPDATE OF employee_id, leave_type, status, start_date, end_date, start_part, end_part,
    start_minute, end_minute OR TRUNCATE
  ON "leave_requests" FOR EACH STATEMENT EXECUTE FUNCTION bump_leave_revision();
