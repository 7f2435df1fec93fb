CREATE TABLE "overtime_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"daily_cap_minutes" smallint DEFAULT 240 NOT NULL,
	"weekly_cap_minutes" smallint DEFAULT 1440 NOT NULL,
	"rate_percent" smallint DEFAULT 150 NOT NULL,
	"day_threshold_minutes" smallint DEFAULT 480 NOT NULL,
	"week_threshold_minutes" smallint DEFAULT 2880 NOT NULL,
	"rest_after_minutes" smallint DEFAULT 300 NOT NULL,
	"rest_minutes" smallint DEFAULT 30 NOT NULL,
	"rest_day_work" text DEFAULT 'overtime' NOT NULL,
	"pre_approval" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'Labour Act 2074 (Nepal), sections 28, 30 and 31' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_policy_one_row" CHECK ("overtime_policy"."id" = 1),
	CONSTRAINT "overtime_policy_figures" CHECK ("overtime_policy"."daily_cap_minutes" between 0 and 1440 and "overtime_policy"."weekly_cap_minutes" between 0 and 10080
      and "overtime_policy"."daily_cap_minutes" <= "overtime_policy"."weekly_cap_minutes" and "overtime_policy"."rate_percent" between 100 and 500
      and "overtime_policy"."day_threshold_minutes" between 60 and 1440 and "overtime_policy"."week_threshold_minutes" between 60 and 10080
      and "overtime_policy"."rest_after_minutes" between 60 and 1440 and "overtime_policy"."rest_minutes" between 0 and 240),
	CONSTRAINT "overtime_policy_rest_day_work" CHECK ("overtime_policy"."rest_day_work" in ('substitute', 'overtime'))
);
--> statement-breakpoint
ALTER TABLE "leave_ledger" DROP CONSTRAINT "leave_ledger_kind";--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_kind";--> statement-breakpoint
ALTER TABLE "approval_rules" DROP CONSTRAINT "approval_rules_kind";--> statement-breakpoint
ALTER TABLE "overtime_policy" ADD CONSTRAINT "overtime_policy_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_overtime" ON "approval_requests" USING btree ("employee_id",("payload"->>'date')) WHERE "approval_requests"."kind" = 'overtime' and "approval_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_kind" CHECK ("leave_ledger"."kind" in ('allocation', 'accrual', 'taken', 'returned', 'carry_forward', 'expiry', 'adjustment', 'substitute'));--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind" CHECK ("approval_requests"."kind" in ('leave', 'attendance', 'profile', 'timesheet', 'overtime'));--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_kind" CHECK ("approval_rules"."kind" in ('leave', 'attendance', 'profile', 'timesheet', 'overtime'));--> statement-breakpoint
INSERT INTO "overtime_policy" ("id") VALUES (1) ON CONFLICT DO NOTHING;