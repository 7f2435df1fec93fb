CREATE TABLE "payslip_pdfs" (
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslip_pdfs_run_id_locale_employee_id_pk" PRIMARY KEY("run_id","locale","employee_id")
);
--> statement-breakpoint
ALTER TABLE "payslip_pdfs" ADD CONSTRAINT "payslip_pdfs_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_pdfs" ADD CONSTRAINT "payslip_pdfs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;