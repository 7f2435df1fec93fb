ALTER TABLE "organisation_settings" ADD COLUMN "attendance_start_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
-- An organisation already using the product tracked attendance from its first record on, not from this upgrade.
UPDATE "organisation_settings" SET "attendance_start_date" = least(current_date, coalesce((SELECT min("work_date") FROM "attendance_records"), current_date));
