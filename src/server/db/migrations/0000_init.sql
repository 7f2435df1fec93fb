CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'employee' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"contact_number" text,
	"address" text,
	"employee_code" text NOT NULL,
	"designation" text,
	"department" text,
	"date_of_joining" date DEFAULT current_date NOT NULL,
	"employment_type" text,
	"position" text,
	"work_location" text,
	"salary" numeric(14, 2),
	"bank_account" text,
	"tax_id" text,
	"ssn" text,
	"health_insurance" text,
	"emergency_name" text,
	"emergency_relationship" text,
	"emergency_contact_number" text,
	"manager_id" uuid,
	"terminated_at" timestamp with time zone,
	"sessions_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_not_own_manager" CHECK ("employees"."manager_id" is null or "employees"."manager_id" <> "employees"."id"),
	CONSTRAINT "employees_terminated_has_date" CHECK (("employees"."status" = 'terminated') = ("employees"."terminated_at" is not null)),
	CONSTRAINT "employees_salary_not_negative" CHECK ("employees"."salary" is null or "employees"."salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text DEFAULT 'Acme Corporation' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kathmandu' NOT NULL,
	"work_start" text DEFAULT '09:00' NOT NULL,
	"late_grace_minutes" integer DEFAULT 10 NOT NULL,
	"working_days" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text DEFAULT 'NPR' NOT NULL,
	"tax_percent" numeric(5, 2) DEFAULT 10 NOT NULL,
	"ssf_percent" numeric(5, 2) DEFAULT 7.5 NOT NULL,
	"leave_types" jsonb DEFAULT '[{"name":"Annual","allowance":18},{"name":"Sick","allowance":12},{"name":"Personal","allowance":5},{"name":"Unpaid","allowance":null}]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_settings_single_row" CHECK ("organisation_settings"."id" = 1),
	CONSTRAINT "organisation_settings_grace" CHECK ("organisation_settings"."late_grace_minutes" between 0 and 720),
	CONSTRAINT "organisation_settings_percents" CHECK ("organisation_settings"."tax_percent" between 0 and 100 and "organisation_settings"."ssf_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"employee_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_key" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_code_key" ON "employees" USING btree ("employee_code");--> statement-breakpoint
CREATE INDEX "employees_manager_idx" ON "employees" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");