CREATE TABLE "organisation_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_values_kind" CHECK ("organisation_values"."kind" in ('department', 'designation', 'position', 'branch', 'employment_type')),
	CONSTRAINT "organisation_values_status" CHECK ("organisation_values"."status" in ('active', 'retired')),
	CONSTRAINT "organisation_values_name" CHECK ("organisation_values"."name" = btrim("organisation_values"."name") and length("organisation_values"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_values_name_key" ON "organisation_values" USING btree ("kind",lower("name"));--> statement-breakpoint
-- hand-written (issue 40, organisation_lists):
-- Every value today's employees hold becomes a value of its list, so nothing is lost: the spelling most people
-- use wins when two differ only in case (the others stay on their people and are found ignoring case).
INSERT INTO "organisation_values" ("kind", "name")
SELECT "kind", "name" FROM (
  SELECT v."kind", btrim(v."value") AS "name", count(*) AS "people", min(v."value") AS "first"
  FROM "employees" e
  CROSS JOIN LATERAL (VALUES
    ('department', e."department"),
    ('designation', e."designation"),
    ('position', e."position"),
    ('branch', e."branch"),
    ('employment_type', e."employment_type")
  ) AS v("kind", "value")
  WHERE v."value" IS NOT NULL AND btrim(v."value") <> '' AND length(btrim(v."value")) <= 100
  GROUP BY v."kind", btrim(v."value")
  ORDER BY count(*) DESC, btrim(v."value")
) AS used
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The positions and employment types the product offered as fixed lists: every organisation starts with them.
INSERT INTO "organisation_values" ("kind", "name") VALUES
  ('position', 'CEO'), ('position', 'CTO'), ('position', 'HR'), ('position', 'Manager'),
  ('position', 'Supervisor'), ('position', 'Officer'), ('position', 'Intern'),
  ('employment_type', 'full-time'), ('employment_type', 'part-time'), ('employment_type', 'contract'),
  ('employment_type', 'intern')
ON CONFLICT DO NOTHING;
