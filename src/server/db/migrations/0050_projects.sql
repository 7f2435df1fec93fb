CREATE TABLE "project_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"billable" boolean,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_id_employee_id_pk" PRIMARY KEY("project_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "project_timers" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"client_id" uuid,
	"manager_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date,
	"budget_minutes" integer,
	"billable" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status" CHECK ("projects"."status" in ('active', 'archived')),
	CONSTRAINT "projects_dates" CHECK ("projects"."end_date" is null or "projects"."end_date" >= "projects"."start_date"),
	CONSTRAINT "projects_budget" CHECK ("projects"."budget_minutes" is null or "projects"."budget_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text,
	CONSTRAINT "timesheet_entries_minutes" CHECK ("timesheet_entries"."minutes" > 0 and "timesheet_entries"."minutes" <= 1440),
	CONSTRAINT "timesheet_entries_note" CHECK ("timesheet_entries"."note" is null or char_length("timesheet_entries"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "timesheet_rows" (
	"timesheet_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "timesheet_rows_timesheet_id_project_id_activity_id_pk" PRIMARY KEY("timesheet_id","project_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"request_id" uuid,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status" CHECK ("timesheets"."status" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "timesheets_submitted" CHECK ("timesheets"."status" = 'draft' or "timesheets"."submitted_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_kind";--> statement-breakpoint
ALTER TABLE "approval_rules" DROP CONSTRAINT "approval_rules_kind";--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timers" ADD CONSTRAINT "project_timers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timers" ADD CONSTRAINT "project_timers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timers" ADD CONSTRAINT "project_timers_activity_id_project_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."project_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_project_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."project_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_activity_id_project_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."project_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_row_fk" FOREIGN KEY ("timesheet_id","project_id","activity_id") REFERENCES "public"."timesheet_rows"("timesheet_id","project_id","activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_activity_id_project_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."project_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_activities_name_key" ON "project_activities" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_clients_name_key" ON "project_clients" USING btree (lower("name")) WHERE "project_clients"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_clients_code_key" ON "project_clients" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "project_members_employee_idx" ON "project_members" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_key" ON "projects" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "projects_manager_idx" ON "projects" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entries_cell_key" ON "timesheet_entries" USING btree ("timesheet_id","project_id","activity_id","work_date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_project_idx" ON "timesheet_entries" USING btree ("project_id","work_date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_activity_idx" ON "timesheet_entries" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "timesheet_rows_project_idx" ON "timesheet_rows" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "timesheet_rows_activity_idx" ON "timesheet_rows" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_week_key" ON "timesheets" USING btree ("employee_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_request_idx" ON "timesheets" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "timesheets_status_week_idx" ON "timesheets" USING btree ("status","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_timesheet" ON "approval_requests" USING btree ("employee_id",("payload"->>'week_start')) WHERE "approval_requests"."kind" = 'timesheet' and "approval_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind" CHECK ("approval_requests"."kind" in ('leave', 'attendance', 'profile', 'timesheet'));--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_kind" CHECK ("approval_rules"."kind" in ('leave', 'attendance', 'profile', 'timesheet'));--> statement-breakpoint
-- A day's time, over every row of the person's weeks, is at most 24 hours, and a cell lies in its week: checked
-- after each row is written, with the week's row locked, so two writers racing on one week cannot pass it together.
CREATE FUNCTION "timesheet_entries_day_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sheet record;
  total integer;
BEGIN
  SELECT "employee_id", "week_start" INTO sheet FROM "timesheets" WHERE "id" = NEW."timesheet_id" FOR UPDATE;
  IF NEW."work_date" < sheet."week_start" OR NEW."work_date" > sheet."week_start" + 6 THEN
    RAISE EXCEPTION 'timesheet cell on % is outside its week', NEW."work_date"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'timesheet_entries_in_week';
  END IF;
  SELECT coalesce(sum(e."minutes"), 0) INTO total
  FROM "timesheet_entries" e
  JOIN "timesheets" t ON t."id" = e."timesheet_id"
  WHERE t."employee_id" = sheet."employee_id"
    AND t."week_start" BETWEEN NEW."work_date" - 6 AND NEW."work_date"
    AND e."work_date" = NEW."work_date";
  IF total > 1440 THEN
    RAISE EXCEPTION 'more than 24 hours logged on %', NEW."work_date"
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'timesheet_entries_day_24h';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "timesheet_entries_day_24h" AFTER INSERT OR UPDATE ON "timesheet_entries"
  FOR EACH ROW EXECUTE FUNCTION "timesheet_entries_day_check"();
