CREATE TABLE "bank_file_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bank" text,
	"columns" jsonb NOT NULL,
	"header_row" boolean DEFAULT true NOT NULL,
	"total_row" boolean DEFAULT true NOT NULL,
	"kind" text DEFAULT 'xlsx' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_file_templates_kind" CHECK ("bank_file_templates"."kind" in ('xlsx', 'csv')),
	CONSTRAINT "bank_file_templates_columns" CHECK (jsonb_typeof("bank_file_templates"."columns") = 'array' and jsonb_array_length("bank_file_templates"."columns") > 0)
);
--> statement-breakpoint
ALTER TABLE "organisation_values" DROP CONSTRAINT "organisation_values_kind";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_branch" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_file_templates_name_key" ON "bank_file_templates" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "organisation_values" ADD CONSTRAINT "organisation_values_kind" CHECK ("organisation_values"."kind" in ('department', 'designation', 'position', 'branch', 'employment_type', 'festival', 'bank'));--> statement-breakpoint
-- The default template (issue 41): today's bank file (employee ID, name, account, net pay) plus the bank, the branch and a control total, as XLSX so an account's leading zeros survive.
INSERT INTO "bank_file_templates" ("name", "bank", "columns", "header_row", "total_row", "kind") VALUES ('Default', NULL, '[{"key":"employee_code","header":"Employee ID"},{"key":"name","header":"Name"},{"key":"account","header":"Bank account"},{"key":"bank","header":"Bank"},{"key":"branch","header":"Branch"},{"key":"amount","header":"Net pay"}]'::jsonb, true, true, 'xlsx');
