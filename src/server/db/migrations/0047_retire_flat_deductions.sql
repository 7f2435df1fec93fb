ALTER TABLE "organisation_settings" DROP CONSTRAINT "organisation_settings_percents";--> statement-breakpoint
ALTER TABLE "organisation_settings" DROP COLUMN "tax_percent";--> statement-breakpoint
ALTER TABLE "organisation_settings" DROP COLUMN "ssf_percent";