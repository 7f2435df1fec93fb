CREATE TABLE "leave_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type" text NOT NULL,
	"kind" text NOT NULL,
	"days" numeric(8, 4) NOT NULL,
	"year_start" date NOT NULL,
	"effective_on" date NOT NULL,
	"leave_id" uuid,
	"key" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_kind" CHECK ("leave_ledger"."kind" in ('allocation', 'accrual', 'taken', 'returned', 'carry_forward', 'expiry', 'adjustment')),
	CONSTRAINT "leave_ledger_request_linked" CHECK (("leave_ledger"."kind" in ('taken', 'returned')) = ("leave_ledger"."leave_id" is not null)),
	CONSTRAINT "leave_ledger_adjustment_reason" CHECK ("leave_ledger"."kind" <> 'adjustment' or "leave_ledger"."note" is not null)
);
--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_decision_recorded";--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "start_part" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "end_part" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "start_minute" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "end_minute" smallint DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "work_day_minutes" smallint DEFAULT 480 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "leave_year_start_month" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "leave_ledger_start" date DEFAULT date_trunc('year', current_date) NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "leave_accrual_through" date;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_id_leave_requests_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_key" ON "leave_ledger" USING btree ("employee_id","key");--> statement-breakpoint
CREATE INDEX "leave_ledger_year_idx" ON "leave_ledger" USING btree ("employee_id","year_start");--> statement-breakpoint
CREATE INDEX "leave_ledger_leave_idx" ON "leave_ledger" USING btree ("leave_id");--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_parts" CHECK ("leave_requests"."start_part" in ('full', 'morning', 'afternoon', 'hours') and "leave_requests"."end_part" in ('full', 'morning', 'afternoon', 'hours')
        and "leave_requests"."start_minute" between 0 and 1440 and "leave_requests"."end_minute" between 0 and 1440
        and ("leave_requests"."start_date" < "leave_requests"."end_date" or ("leave_requests"."start_part" = "leave_requests"."end_part" and "leave_requests"."start_minute" < "leave_requests"."end_minute")));--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_decision_recorded" CHECK (case when "leave_requests"."status" = 'pending' then "leave_requests"."decided_by" is null and "leave_requests"."decided_at" is null
        when "leave_requests"."status" in ('approved', 'rejected') then "leave_requests"."decided_by" is not null and "leave_requests"."decided_at" is not null
        else true end);--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_work_day" CHECK ("organisation_settings"."work_day_minutes" between 60 and 1440);--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_leave_year" CHECK ("organisation_settings"."leave_year_start_month" between 1 and 12);--> statement-breakpoint
-- Two requests of one person may not overlap while pending or approved, to the part of a day: each occupies the
-- time from its first day's start minute to its last day's end minute. btree_gist (trusted) lets the person's id
-- join the range in one GiST exclusion constraint, so two instances racing still give one request.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_no_overlap" EXCLUDE USING gist (
  "employee_id" WITH =,
  tsrange("start_date" + make_interval(mins => "start_minute"), "end_date" + make_interval(mins => "end_minute")) WITH &&
) WHERE ("status" in ('pending', 'approved'));--> statement-breakpoint
-- The ledger is only ever added to: a mistake is corrected by another line.
CREATE FUNCTION "leave_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'leave_ledger lines are never changed or removed; add a correcting line instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER "leave_ledger_append_only" BEFORE UPDATE OR DELETE ON "leave_ledger"
  FOR EACH ROW EXECUTE FUNCTION "leave_ledger_append_only"();--> statement-breakpoint
-- Balances are kept from the first year that has leave (or this year), so every balance shown before stays.
UPDATE "organisation_settings" SET "leave_ledger_start" =
  date_trunc('year', least(current_date, (SELECT min("start_date") FROM "leave_requests")));--> statement-breakpoint
-- Approved leave becomes "taken" lines: the working days stored at approval, else counted with today's calendar.
INSERT INTO "leave_ledger" ("employee_id", "leave_type", "kind", "days", "year_start", "effective_on", "leave_id", "key")
SELECT r."employee_id", r."leave_type", 'taken', -y."days", y."year_start", greatest(r."start_date", y."year_start"), r."id",
       'taken:' || r."id" || ':' || y."year_start"
FROM "leave_requests" r
CROSS JOIN "organisation_settings" s
CROSS JOIN LATERAL (
  SELECT make_date(c."key"::int, 1, 1) AS "year_start", c."value"::numeric AS "days"
  FROM jsonb_each_text(r."counted_days") c
  WHERE r."counted_days" IS NOT NULL
  UNION ALL
  SELECT make_date(g.y, 1, 1), (
    SELECT count(*) FROM generate_series(
      greatest(r."start_date", make_date(g.y, 1, 1)), least(r."end_date", make_date(g.y, 12, 31)), interval '1 day') d
    WHERE extract(dow FROM d)::smallint = ANY (s."working_days")
      AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(s."holidays") h WHERE (h->>'date')::date = d::date))
  FROM generate_series(extract(year FROM r."start_date")::int, extract(year FROM r."end_date")::int) AS g(y)
  WHERE r."counted_days" IS NULL
) y
WHERE r."status" = 'approved' AND y."days" > 0;--> statement-breakpoint
-- Each yearly allowance becomes an allocation line for everyone, every year from then to this one.
INSERT INTO "leave_ledger" ("employee_id", "leave_type", "kind", "days", "year_start", "effective_on", "key")
SELECT e."id", t->>'name', 'allocation', (t->>'allowance')::numeric, make_date(g.y, 1, 1), make_date(g.y, 1, 1),
       'allocation:' || (t->>'name') || ':' || make_date(g.y, 1, 1)
FROM "organisation_settings" s
CROSS JOIN jsonb_array_elements(s."leave_types") t
CROSS JOIN generate_series(extract(year FROM s."leave_ledger_start")::int, extract(year FROM current_date)::int) AS g(y)
CROSS JOIN "employees" e
WHERE t->>'allowance' IS NOT NULL;
