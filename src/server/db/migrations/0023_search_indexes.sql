CREATE TABLE "list_revisions" (
	"name" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "employees_employee_code_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_email_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_designation_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || chr(10) || email || chr(10) || coalesce(designation, '') || chr(10) || employee_code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Decision 019. The designations' revision moves in the transaction of every write that may change them.
INSERT INTO "list_revisions" ("name") VALUES ('designations');--> statement-breakpoint
CREATE FUNCTION bump_designations_revision() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN UPDATE list_revisions SET revision = revision + 1 WHERE name = 'designations'; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER employees_designations_revision AFTER INSERT OR DELETE OR UPDATE OF designation OR TRUNCATE
  ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION bump_designations_revision();--> statement-breakpoint
-- Statistics for the new column now, so the planner weighs its index against the name order at once.
ANALYZE "employees";