CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"name_ne" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" text,
	"branches" text[] DEFAULT '{}'::text[] NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_name_length" CHECK (length("holidays"."name") between 1 and 100),
	CONSTRAINT "holidays_tags_known" CHECK ("holidays"."tags" <@ array['national','regional','women_only','festival']::text[]),
	CONSTRAINT "holidays_gender_known" CHECK ("holidays"."gender" in ('male','female','other')),
	CONSTRAINT "holidays_branches_max" CHECK (cardinality("holidays"."branches") <= 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_name_key" ON "holidays" USING btree ("date",lower("name"));--> statement-breakpoint
CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");--> statement-breakpoint
-- hand-written (issue 40, holiday_calendars):
-- Today's holidays (the settings row's jsonb list) move into the table: every one kept, for everyone, confirmed.
INSERT INTO "holidays" ("date", "name", "confirmed", "source")
  SELECT DISTINCT ON ((h->>'date')::date) (h->>'date')::date, left(h->>'name', 100), true, 'settings'
  FROM "organisation_settings", jsonb_array_elements("holidays") AS h
  WHERE h->>'date' IS NOT NULL AND coalesce(h->>'name', '') <> ''
  ORDER BY (h->>'date')::date, h->>'name'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The settings row's `holidays` becomes what the table says of everyone: the confirmed holidays with no gender
-- and no branch rule, one a date. Kept by this trigger in the writer's transaction (so the row's revision moves
-- and every instance's copy with it); the date pickers, the team calendar, payroll and reports read it.
CREATE FUNCTION "holidays_project_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "organisation_settings" SET "holidays" = coalesce((
    SELECT jsonb_agg(jsonb_build_object('date', to_char(d."date", 'YYYY-MM-DD'), 'name', d."name") ORDER BY d."date")
    FROM (
      SELECT DISTINCT ON ("date") "date", "name" FROM "holidays"
      WHERE "confirmed" AND "gender" IS NULL AND cardinality("branches") = 0
      ORDER BY "date", "name"
    ) d
  ), '[]'::jsonb)
  WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "holidays_project_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holidays"
  FOR EACH STATEMENT EXECUTE FUNCTION "holidays_project_settings"();
