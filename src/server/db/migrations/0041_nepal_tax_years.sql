CREATE TABLE "payroll_openings" (
	"employee_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"assessable" bigint NOT NULL,
	"retirement" bigint DEFAULT 0 NOT NULL,
	"tax_withheld" bigint NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_openings_employee_id_fiscal_year_pk" PRIMARY KEY("employee_id","fiscal_year"),
	CONSTRAINT "payroll_openings_amounts" CHECK ("payroll_openings"."assessable" >= 0 and "payroll_openings"."retirement" >= 0 and "payroll_openings"."tax_withheld" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_years" (
	"fiscal_year" integer PRIMARY KEY NOT NULL,
	"social_security_band" boolean DEFAULT false NOT NULL,
	"employer_retirement_income" boolean DEFAULT false NOT NULL,
	"retirement_cap" bigint,
	"retirement_share_divisor" smallint,
	"women_rebate" integer DEFAULT 0 NOT NULL,
	"source" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_years_year" CHECK ("tax_years"."fiscal_year" between 1900 and 2200),
	CONSTRAINT "tax_years_cap" CHECK ("tax_years"."retirement_cap" is null or "tax_years"."retirement_cap" >= 0),
	CONSTRAINT "tax_years_share" CHECK ("tax_years"."retirement_share_divisor" is null or "tax_years"."retirement_share_divisor" between 1 and 100),
	CONSTRAINT "tax_years_rebate" CHECK ("tax_years"."women_rebate" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "contribution_schemes" ADD COLUMN "social_security_fund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written (issue 41): a line kept before has what it recorded as taxable for its assessable income and no
-- retirement contributions, so the year so far still sums to what those runs taxed.
ALTER TABLE "payroll_run_lines" ADD COLUMN "assessable" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payroll_run_lines" SET "assessable" = "taxable";--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ALTER COLUMN "assessable" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD COLUMN "retirement" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_openings" ADD CONSTRAINT "payroll_openings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_openings" ADD CONSTRAINT "payroll_openings_set_by_employees_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_years" ADD CONSTRAINT "tax_years_confirmed_by_employees_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (issue 41): every year with brackets hr keeps has plain rules (no band waived, no limit, no rebate),
-- confirmed: hr typed those brackets themselves, and their runs go on as before.
INSERT INTO "tax_years" ("fiscal_year", "confirmed_at") SELECT DISTINCT "fiscal_year", now() FROM "tax_tables";