CREATE TABLE "payroll_declarations" (
	"employee_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"life_premium" bigint DEFAULT 0 NOT NULL,
	"health_premium" bigint DEFAULT 0 NOT NULL,
	"medical_expenses" bigint DEFAULT 0 NOT NULL,
	"remote_area" text,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_declarations_employee_id_fiscal_year_pk" PRIMARY KEY("employee_id","fiscal_year"),
	CONSTRAINT "payroll_declarations_amounts" CHECK ("payroll_declarations"."life_premium" >= 0 and "payroll_declarations"."health_premium" >= 0 and "payroll_declarations"."medical_expenses" >= 0),
	CONSTRAINT "payroll_declarations_area" CHECK ("payroll_declarations"."remote_area" is null or "payroll_declarations"."remote_area" in ('A', 'B', 'C', 'D', 'E'))
);
--> statement-breakpoint
ALTER TABLE "organisation_values" DROP CONSTRAINT "organisation_values_kind";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "festival" text;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD COLUMN "arrears_basic" bigint;--> statement-breakpoint
ALTER TABLE "tax_years" ADD COLUMN "life_insurance_cap" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_years" ADD COLUMN "health_insurance_cap" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_years" ADD COLUMN "medical_credit_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_years" ADD COLUMN "medical_credit_cap" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_years" ADD COLUMN "remote_area_allowances" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_declarations" ADD CONSTRAINT "payroll_declarations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_declarations" ADD CONSTRAINT "payroll_declarations_set_by_employees_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_values" ADD CONSTRAINT "organisation_values_kind" CHECK ("organisation_values"."kind" in ('department', 'designation', 'position', 'branch', 'employment_type', 'festival'));--> statement-breakpoint
ALTER TABLE "tax_years" ADD CONSTRAINT "tax_years_reliefs" CHECK ("tax_years"."life_insurance_cap" >= 0 and "tax_years"."health_insurance_cap" >= 0 and "tax_years"."medical_credit_cap" >= 0
        and "tax_years"."medical_credit_rate" between 0 and 10000);--> statement-breakpoint
-- hand-written (issue 41, reliefs_festival):
-- Nepal's festivals a person may choose for their festival allowance (Labour Act 2074 s.37; Dashain by default), with
-- their Nepali names: for an organisation on Nepal's profile, or one not set up yet (its country starts as Nepal).
INSERT INTO "organisation_values" ("kind", "name", "labels")
SELECT 'festival', f."name", jsonb_build_object('ne', f."ne")
FROM (VALUES ('Dashain', 'दशैं'), ('Tihar', 'तिहार'), ('Chhath', 'छठ'), ('Lhosar', 'ल्होसार'), ('Eid', 'ईद'),
  ('Christmas', 'क्रिसमस')) AS f("name", "ne")
WHERE NOT EXISTS (SELECT 1 FROM "organisation_settings" WHERE "country" <> 'NP')
ON CONFLICT DO NOTHING;
