CREATE TABLE "attendance_punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"attendance_id" uuid,
	"action" text NOT NULL,
	"punch_key" uuid,
	"device_time" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "attendance_punches_action" CHECK ("attendance_punches"."action" in ('in', 'out')),
	CONSTRAINT "attendance_punches_flags" CHECK ("attendance_punches"."flags" <@ array['clock_gap']::text[]),
	CONSTRAINT "attendance_punches_recorded" CHECK ("attendance_punches"."recorded_at" <= "attendance_punches"."received_at"),
	CONSTRAINT "attendance_punches_reviewed" CHECK (("attendance_punches"."reviewed_by" is null) = ("attendance_punches"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "clock_gap_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_attendance_id_attendance_records_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendance_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_reviewed_by_employees_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_key" ON "attendance_punches" USING btree ("punch_key");--> statement-breakpoint
CREATE INDEX "attendance_punches_employee_idx" ON "attendance_punches" USING btree ("employee_id","received_at");--> statement-breakpoint
CREATE INDEX "attendance_punches_flagged_idx" ON "attendance_punches" USING btree ("received_at") WHERE cardinality("attendance_punches"."flags") > 0 and "attendance_punches"."reviewed_at" is null;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_clock_gap" CHECK ("organisation_settings"."clock_gap_minutes" between 1 and 1440);