CREATE TABLE "approval_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"seat" text NOT NULL,
	"decided_by" uuid NOT NULL,
	"on_behalf_of" uuid,
	"decision" text NOT NULL,
	"note" text,
	"override" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_decisions_decision" CHECK ("approval_decisions"."decision" in ('approved', 'rejected')),
	CONSTRAINT "approval_decisions_override_noted" CHECK (not "approval_decisions"."override" or "approval_decisions"."note" is not null)
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"leave_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"rule_id" uuid,
	"rule_name" text,
	"current_step" smallint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_kind" CHECK ("approval_requests"."kind" in ('leave', 'attendance', 'profile')),
	CONSTRAINT "approval_requests_leave_linked" CHECK (("approval_requests"."kind" = 'leave') = ("approval_requests"."leave_id" is not null)),
	CONSTRAINT "approval_requests_open_has_step" CHECK (("approval_requests"."status" = 'pending') = ("approval_requests"."current_step" is not null))
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"leave_type" text,
	"department" text,
	"min_days" integer,
	"max_days" integer,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_rules_kind" CHECK ("approval_rules"."kind" in ('leave', 'attendance', 'profile')),
	CONSTRAINT "approval_rules_days" CHECK (("approval_rules"."min_days" is null or "approval_rules"."min_days" >= 1) and ("approval_rules"."max_days" is null or "approval_rules"."max_days" >= coalesce("approval_rules"."min_days", 1))),
	CONSTRAINT "approval_rules_leave_only" CHECK ("approval_rules"."kind" = 'leave' or ("approval_rules"."leave_type" is null and "approval_rules"."min_days" is null and "approval_rules"."max_days" is null))
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"request_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"mode" text NOT NULL,
	"approver_ids" uuid[] NOT NULL,
	"hr" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approval_steps_request_id_position_pk" PRIMARY KEY("request_id","position"),
	CONSTRAINT "approval_steps_mode" CHECK ("approval_steps"."mode" in ('any', 'all'))
);
--> statement-breakpoint
CREATE TABLE "delegations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"delegate_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delegations_dates_ordered" CHECK ("delegations"."end_date" >= "delegations"."start_date"),
	CONSTRAINT "delegations_not_self" CHECK ("delegations"."delegate_id" <> "delegations"."employee_id")
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_kind_valid";--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_on_behalf_of_employees_id_fk" FOREIGN KEY ("on_behalf_of") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_leave_id_leave_requests_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_rule_id_approval_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."approval_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_delegate_id_employees_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_decisions_seat_key" ON "approval_decisions" USING btree ("request_id","position","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_leave_key" ON "approval_requests" USING btree ("leave_id");--> statement-breakpoint
CREATE INDEX "approval_requests_employee_idx" ON "approval_requests" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_correction" ON "approval_requests" USING btree ("employee_id",("payload"->>'date')) WHERE "approval_requests"."kind" = 'attendance' and "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_profile_change" ON "approval_requests" USING btree ("employee_id") WHERE "approval_requests"."kind" = 'profile' and "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_steps_approvers_idx" ON "approval_steps" USING gin ("approver_ids");--> statement-breakpoint
CREATE INDEX "delegations_delegate_idx" ON "delegations" USING btree ("delegate_id","end_date");--> statement-breakpoint
CREATE INDEX "delegations_employee_idx" ON "delegations" USING btree ("employee_id","end_date");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_valid" CHECK ("documents"."kind" in ('photo', 'government_id', 'education_certificate', 'experience_letter', 'employment_contract', 'supporting_document'));