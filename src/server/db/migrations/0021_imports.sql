CREATE TABLE "imported_employees" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"created_by" uuid NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" text NOT NULL,
	"row_count" integer NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options" jsonb,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"plan" jsonb,
	"planned" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_counts" CHECK ("imports"."done" >= 0 and "imports"."created" >= 0 and "imports"."updated" >= 0 and "imports"."failed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "imported_employees" ADD CONSTRAINT "imported_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_employees" ADD CONSTRAINT "imported_employees_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_employees_import_idx" ON "imported_employees" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imports_created_by_idx" ON "imports" USING btree ("created_by");