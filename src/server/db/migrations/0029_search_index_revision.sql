-- Decision 019: the employee search's index in memory is read again when the `people` revision moves, in the
-- transaction of every write to a column it holds (search_text's sources, the name order, status, designation).
INSERT INTO "list_revisions" ("name") VALUES ('people') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION bump_people_revision() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN UPDATE list_revisions SET revision = revision + 1 WHERE name = 'people'; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER employees_people_revision
  AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, email, designation, employee_code, status OR TRUNCATE
  ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION bump_people_revision();
