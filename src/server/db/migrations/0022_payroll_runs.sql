CREATE TABLE "contribution_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"employee_rate" integer NOT NULL,
	"employer_rate" integer NOT NULL,
	"tax_deductible" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_schemes_rates" CHECK ("contribution_schemes"."employee_rate" between 0 and 10000 and "contribution_schemes"."employer_rate" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payroll_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"run_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_adjustments_not_zero" CHECK ("payroll_adjustments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_run_lines" (
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"basic" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"taxable" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"employee_contributions" bigint NOT NULL,
	"employer_contributions" bigint NOT NULL,
	"total_deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"unpaid_leave_days" numeric(5, 1) NOT NULL,
	"absent_days" numeric(5, 1) NOT NULL,
	"inputs_set_by" uuid,
	"details" jsonb NOT NULL,
	CONSTRAINT "payroll_run_lines_run_id_employee_id_pk" PRIMARY KEY("run_id","employee_id"),
	CONSTRAINT "payroll_run_lines_days" CHECK ("payroll_run_lines"."unpaid_leave_days" >= 0 and "payroll_run_lines"."absent_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"calendar" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"fiscal_year" integer NOT NULL,
	"fiscal_month" smallint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"calculated_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"locked_by" uuid,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_period" CHECK ("payroll_runs"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payroll_runs_status" CHECK ("payroll_runs"."status" in ('draft', 'locked', 'published')),
	CONSTRAINT "payroll_runs_days" CHECK ("payroll_runs"."first_day" <= "payroll_runs"."last_day"),
	CONSTRAINT "payroll_runs_fiscal_month" CHECK ("payroll_runs"."fiscal_month" between 1 and 12),
	CONSTRAINT "payroll_runs_locked" CHECK (("payroll_runs"."status" = 'draft') = ("payroll_runs"."locked_at" is null)),
	CONSTRAINT "payroll_runs_published" CHECK (("payroll_runs"."status" = 'published') = ("payroll_runs"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"days_mode" text DEFAULT 'calendar' NOT NULL,
	"fiscal_start_month" smallint DEFAULT 4 NOT NULL,
	"unpaid_leave_types" text[] DEFAULT '{Unpaid}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_one_row" CHECK ("payroll_settings"."id" = 1),
	CONSTRAINT "payroll_settings_days_mode" CHECK ("payroll_settings"."days_mode" in ('calendar', 'working')),
	CONSTRAINT "payroll_settings_fiscal_start" CHECK ("payroll_settings"."fiscal_start_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "salary_structures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"basic" bigint NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_variant" text DEFAULT 'single' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_structures_basic" CHECK ("salary_structures"."basic" >= 0),
	CONSTRAINT "salary_structures_variant" CHECK ("salary_structures"."tax_variant" in ('single', 'married'))
);
--> statement-breakpoint
CREATE TABLE "tax_tables" (
	"fiscal_year" integer NOT NULL,
	"variant" text NOT NULL,
	"brackets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_tables_fiscal_year_variant_pk" PRIMARY KEY("fiscal_year","variant"),
	CONSTRAINT "tax_tables_variant" CHECK ("tax_tables"."variant" in ('single', 'married')),
	CONSTRAINT "tax_tables_year" CHECK ("tax_tables"."fiscal_year" between 1900 and 2200)
);
--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_inputs_set_by_employees_id_fk" FOREIGN KEY ("inputs_set_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_locked_by_employees_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_published_by_employees_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_schemes_name_key" ON "contribution_schemes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payroll_adjustments_employee_idx" ON "payroll_adjustments" USING btree ("employee_id","run_id");--> statement-breakpoint
CREATE INDEX "payroll_run_lines_employee_idx" ON "payroll_run_lines" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_period_key" ON "payroll_runs" USING btree ("calendar","period");--> statement-breakpoint
CREATE INDEX "payroll_runs_fiscal_idx" ON "payroll_runs" USING btree ("fiscal_year");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_structures_employee_from_key" ON "salary_structures" USING btree ("employee_id","effective_from");--> statement-breakpoint
-- ——— Hand-written (data), after the generated statements above ———
-- Payroll's settings row: calendar days, a fiscal year from the period calendar's month 4 (Shrawan, or April).
INSERT INTO "payroll_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Each person's salary today (payrollInfo.salary, two decimals) becomes the basic of their first salary structure,
-- in paisa, from the day they joined; the employees row keeps its salary, so every figure shown today stays.
INSERT INTO "salary_structures" ("employee_id", "effective_from", "basic")
SELECT "id", "date_of_joining", round("salary" * 100)::bigint FROM "employees" WHERE "salary" IS NOT NULL;
