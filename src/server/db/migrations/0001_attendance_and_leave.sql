CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"check_in_at" timestamp with time zone,
	"check_out_at" timestamp with time zone,
	"status" text NOT NULL,
	"correction_note" text,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_out_after_in" CHECK ("attendance_records"."check_out_at" is null or ("attendance_records"."check_in_at" is not null and "attendance_records"."check_out_at" >= "attendance_records"."check_in_at"))
);
--> statement-breakpoint
CREATE TABLE "attendance_submissions" (
	"employee_id" uuid NOT NULL,
	"month" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_submissions_employee_id_month_pk" PRIMARY KEY("employee_id","month"),
	CONSTRAINT "attendance_submissions_month_format" CHECK ("attendance_submissions"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type" text NOT NULL,
	"reason" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_dates_ordered" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_not_self_decided" CHECK ("leave_requests"."decided_by" is null or "leave_requests"."decided_by" <> "leave_requests"."employee_id"),
	CONSTRAINT "leave_decision_recorded" CHECK (("leave_requests"."status" in ('approved', 'rejected')) = ("leave_requests"."decided_by" is not null and "leave_requests"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_corrected_by_employees_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_employee_day_key" ON "attendance_records" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_day_idx" ON "attendance_records" USING btree ("work_date");--> statement-breakpoint
CREATE INDEX "leave_employee_created_idx" ON "leave_requests" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "leave_status_created_idx" ON "leave_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leave_employee_dates_idx" ON "leave_requests" USING btree ("employee_id","start_date","end_date");