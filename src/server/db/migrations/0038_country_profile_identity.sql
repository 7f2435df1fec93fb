ALTER TABLE "organisation_settings" ALTER COLUMN "working_days" SET DEFAULT '{0,1,2,3,4,5}'::smallint[];--> statement-breakpoint
ALTER TABLE "organisation_settings" ALTER COLUMN "calendar" SET DEFAULT 'bs';--> statement-breakpoint
ALTER TABLE "organisation_settings" ALTER COLUMN "period_calendar" SET DEFAULT 'bs';--> statement-breakpoint
ALTER TABLE "organisation_settings" ALTER COLUMN "leave_year_start_month" SET DEFAULT 4;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ssf_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "citizenship_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "citizenship_district" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "nin" text;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "country" text DEFAULT 'NP' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_country" CHECK ("organisation_settings"."country" in ('NP', 'XX'));