ALTER TABLE "employees" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "digits" text;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "calendar" text DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "period_calendar" text DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_preferences" CHECK (("employees"."language" is null or "employees"."language" in ('en', 'ne')) and ("employees"."calendar" is null or "employees"."calendar" in ('gregorian', 'bs')) and ("employees"."digits" is null or "employees"."digits" in ('latin', 'devanagari')));--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_language" CHECK ("organisation_settings"."language" in ('en', 'ne'));--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_calendar" CHECK ("organisation_settings"."calendar" in ('gregorian', 'bs'));--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_period_calendar" CHECK ("organisation_settings"."period_calendar" in ('gregorian', 'bs'));